// A brand's nutrient schemes as its managers keep them: listed, read, created, saved whole (name, description, weeks of
// doses of the brand's own products) and deleted. Every write stamps the scheme and its brand's update_date, which the
// catalogue's list cache reads, so the public nutrient page shows the change at once.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { BrandScheme, BrandSchemeBody, BrandSchemesPage } from '../../src/domain/brand-manager/brand-scheme';
import type { BrandsTable, Database, NutrientSchemesTable, UserRow } from '../db/types';
import { forbidden, notFound } from '../http/errors';
import { brandOfManager } from './brand-managers';
import { withDoses } from './nutrient-schemes';

type Db = Kysely<Database>;
type Who = Pick<UserRow, 'id' | 'role'>;
type BrandRow = Selectable<BrandsTable>;
type SchemeRow = Selectable<NutrientSchemesTable>;

async function toBrandSchemes(db: Db, brand: BrandRow, rows: SchemeRow[]): Promise<BrandScheme[]> {
  const schemes = await withDoses(db, brand, rows);
  return schemes.map((scheme, index) => ({ ...scheme, update_date: rows[index]!.update_date }));
}

/** The brand's schemes by name, one page. */
export async function listManagedSchemes(db: Db, brand: BrandRow, start: number, limit: number): Promise<BrandSchemesPage> {
  const schemes = db.selectFrom('nutrient_schemes').where('brand_id', '=', brand.id);
  const { total } = await schemes.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await schemes.selectAll().orderBy(sql`lower(name)`).orderBy('id').limit(limit).offset(start).execute();
  return { items: await toBrandSchemes(db, brand, rows), start, limit, total: Number(total) };
}

/** A scheme with the brand it belongs to, which the person must manage (403 whether it exists or not; admins: 404). */
export async function schemeOfManager(db: Db, who: Who, schemeId: number): Promise<{ scheme: SchemeRow; brand: BrandRow }> {
  const scheme = await db.selectFrom('nutrient_schemes').selectAll().where('id', '=', schemeId).executeTakeFirst();
  if (!scheme) {
    if (who.role === 'admin') throw notFound('Scheme not found');
    throw forbidden('Only the managers of this brand can do this.');
  }
  return { scheme, brand: await brandOfManager(db, who, scheme.brand_id) };
}

export async function getManagedScheme(db: Db, brand: BrandRow, scheme: SchemeRow): Promise<BrandScheme> {
  return (await toBrandSchemes(db, brand, [scheme]))[0]!;
}

/** Every product of a scheme must be a catalogue product of the brand itself (403 for any other). */
async function checkProducts(db: Db, brand: BrandRow, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const own = await db.selectFrom('products').select('id').where('id', 'in', productIds)
    .where('brand_id', '=', brand.id).where('user_added', '=', 0).execute();
  if (own.length !== productIds.length) throw forbidden('A scheme lists only the brand\'s own products.');
}

/** The scheme's weeks become its rows of doses: one per week and product given a dose (a missing dose is not kept). */
async function writeDoses(db: Db, schemeId: number, body: BrandSchemeBody): Promise<void> {
  await db.deleteFrom('nutrient_scheme_doses').where('scheme_id', '=', schemeId).execute();
  const rows = body.items_week.flatMap((week, position) => week.doses.flatMap((dose, column) => (dose === null ? [] : [{
    scheme_id: schemeId, position, faza: week.faza, week: week.week, product_id: body.items_product[column]!, dose,
  }])));
  if (rows.length > 0) await db.insertInto('nutrient_scheme_doses').values(rows).execute();
}

/** The brand's last change, read by the catalogue's list cache. */
const stampBrand = (db: Db, brand: BrandRow, at: string) => db.updateTable('brands').set({ update_date: at }).where('id', '=', brand.id).execute();

/** A new scheme of the brand. */
export async function createScheme(db: Db, brand: BrandRow, body: BrandSchemeBody, now = new Date()): Promise<BrandScheme> {
  await checkProducts(db, brand, body.items_product);
  const at = now.toISOString();
  const scheme = await db.insertInto('nutrient_schemes')
    .values({ brand_id: brand.id, name: body.name, description: body.description, add_date: at, update_date: at })
    .returningAll().executeTakeFirstOrThrow();
  await writeDoses(db, scheme.id, body);
  await stampBrand(db, brand, at);
  return getManagedScheme(db, brand, scheme);
}

/** Saves a scheme whole: its name, description, products and weeks. */
export async function saveScheme(db: Db, brand: BrandRow, schemeId: number, body: BrandSchemeBody, now = new Date()): Promise<BrandScheme> {
  await checkProducts(db, brand, body.items_product);
  const at = now.toISOString();
  const scheme = await db.updateTable('nutrient_schemes').set({ name: body.name, description: body.description, update_date: at })
    .where('id', '=', schemeId).returningAll().executeTakeFirstOrThrow();
  await writeDoses(db, schemeId, body);
  await stampBrand(db, brand, at);
  return getManagedScheme(db, brand, scheme);
}

/** Deletes a scheme and its doses. */
export async function deleteScheme(db: Db, brand: BrandRow, schemeId: number, now = new Date()): Promise<void> {
  await db.deleteFrom('nutrient_scheme_doses').where('scheme_id', '=', schemeId).execute();
  await db.deleteFrom('nutrient_schemes').where('id', '=', schemeId).execute();
  await stampBrand(db, brand, now.toISOString());
}
