// The brand manager area's rules: who may act on a brand (its managers, and admins), its managers (added and removed
// with a log of who did it and when), its own information, and its products (created under a draft id, edited, and
// taken out of the catalogue). Every product write stamps update_date, which the catalogue's list cache reads.
import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  BrandEdit, BrandEditBody, BrandInformation, BrandProduct, BrandProductBody, BrandProductsPage, ManagedBrand, ManagedBrands,
} from '../../src/domain/brand-manager/brand-manager';
import { MANAGER_SEARCH_LIMIT } from '../../src/domain/brand-manager/brand-manager-limits';
import type { User } from '../../src/domain/user/user';
import { columnContains, startsWithFirst } from '../db/text-search';
import type { BrandsTable, Database, ProductsTable, UserRow } from '../db/types';
import { badRequest, forbidden, notFound } from '../http/errors';
import { avatarUrls } from '../media/image-sizes';
import { assertWithinPlan } from './brand-subscription';
import { takeProductPhotos } from './product-photos';
import { toUser } from './users';

type Db = Kysely<Database>;
type Who = Pick<UserRow, 'id' | 'role'>;
type BrandRow = Selectable<BrandsTable>;

const NOT_A_MANAGER = 'Only the managers of this brand can do this.';

/** A brand as its managers see it: the logo as the address of its 200 px size. */
const toManagedBrand = (row: BrandRow): ManagedBrand =>
  ({ id: row.id, name: row.name, section: row.section, category: row.category, link: row.link, avatar: avatarUrls(row.avatar).avatar });

/** The brands a person manages (an admin: every brand), by name; 403 for a grower who manages none. */
export async function listManagedBrands(db: Db, who: Who): Promise<ManagedBrands> {
  let brands = db.selectFrom('brands as b').selectAll('b');
  if (who.role !== 'admin') {
    brands = brands.where((eb) => eb.exists(eb.selectFrom('brand_managers as m').select('m.user_id')
      .whereRef('m.brand_id', '=', 'b.id').where('m.user_id', '=', who.id)));
  }
  const rows = await brands.orderBy(sql`lower(b.name)`).orderBy('b.id').execute();
  if (rows.length === 0) throw forbidden('You do not manage a brand.');
  return { items: rows.map(toManagedBrand) };
}

/** The brand a person may act on: its managers and admins; 403 for anyone else (whether the brand exists or not). */
export async function brandOfManager(db: Db, who: Who, brandId: number): Promise<BrandRow> {
  const brand = await db.selectFrom('brands').selectAll().where('id', '=', brandId).executeTakeFirst();
  if (who.role === 'admin') {
    if (!brand) throw notFound('Brand not found');
    return brand;
  }
  const manager = await db.selectFrom('brand_managers').select('user_id')
    .where('brand_id', '=', brandId).where('user_id', '=', who.id).executeTakeFirst();
  if (!brand || !manager) throw forbidden(NOT_A_MANAGER);
  return brand;
}

/** The columns of the grower who made a change (the users table as `a`), beside the grower it was made to. */
export const ACTOR_COLUMNS = ['a.id as by_id', 'a.name as by_name', 'a.status as by_status', 'a.avatar as by_avatar'] as const;

/** The grower who made a change, from ACTOR_COLUMNS; null when there is none (the seed) or their account is gone. */
export const actorOf = (row: { by_id: number | null; by_name: string | null; by_status: string | null; by_avatar: string | null }) =>
  (row.by_id !== null && row.by_name !== null && row.by_status !== null
    ? toUser({ id: row.by_id, name: row.by_name, status: row.by_status, avatar: row.by_avatar }) : null);

/** The brand and its managers, longest-standing first, each with who added them. */
export async function getInformation(db: Db, brand: BrandRow): Promise<BrandInformation> {
  const rows = await db.selectFrom('brand_managers as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('users as a', 'a.id', 'm.added_by')
    .select(['u.id', 'u.name', 'u.status', 'u.avatar', 'm.add_date', ...ACTOR_COLUMNS])
    .where('m.brand_id', '=', brand.id).orderBy('m.add_date').orderBy('u.id').execute();
  return {
    brand: toManagedBrand(brand),
    items_manager: rows.map((row) => ({ item_user: toUser(row), add_date: row.add_date, added_by: actorOf(row) })),
  };
}

/**
 * Growers whose name contains the query and who are not among the brand's managers yet (or its testers, `among`),
 * names starting with it first.
 */
export async function searchCandidates(db: Db, brandId: number, query: string, among: 'brand_managers' | 'brand_testers' = 'brand_managers'): Promise<{ items: User[] }> {
  const rows = await db.selectFrom('users').select(['id', 'name', 'status', 'avatar'])
    .where(columnContains('users.name', query)).where('users.delete_date', 'is', null)
    // Both tables key a grower to a brand by the same two columns.
    .where((eb) => eb.not(eb.exists(eb.selectFrom(`${among} as m` as 'brand_managers as m').select('m.user_id')
      .whereRef('m.user_id', '=', 'users.id').where('m.brand_id', '=', brandId))))
    .orderBy(startsWithFirst('users.name', query)).orderBy(sql`lower(users.name)`).orderBy('id')
    .limit(MANAGER_SEARCH_LIMIT).execute();
  return { items: rows.map(toUser) };
}

/** Makes a grower a manager of the brand (again: no change), logged with who did it and when. */
export async function addManager(db: Db, byUserId: number, brand: BrandRow, userId: number, now = new Date()): Promise<BrandInformation> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).where('delete_date', 'is', null).executeTakeFirst();
  if (!user) throw notFound('Grower not found');
  const known = await db.selectFrom('brand_managers').select('user_id').where('brand_id', '=', brand.id).where('user_id', '=', userId).executeTakeFirst();
  if (!known) {
    const at = now.toISOString();
    await db.insertInto('brand_managers').values({ brand_id: brand.id, user_id: userId, added_by: byUserId, add_date: at }).execute();
    await db.insertInto('brand_manager_log').values({ brand_id: brand.id, user_id: userId, action: 'add', by_user_id: byUserId, add_date: at }).execute();
  }
  return getInformation(db, brand);
}

/** Removes a manager of the brand, logged; the last manager stays (400), so a brand is never left without one. */
export async function removeManager(db: Db, byUserId: number, brand: BrandRow, userId: number, now = new Date()): Promise<BrandInformation> {
  const managers = await db.selectFrom('brand_managers').select('user_id').where('brand_id', '=', brand.id).execute();
  if (!managers.some((m) => m.user_id === userId)) throw notFound('This grower does not manage the brand.');
  if (managers.length === 1) throw badRequest('A brand keeps at least one manager: add another one first.');
  await db.deleteFrom('brand_managers').where('brand_id', '=', brand.id).where('user_id', '=', userId).execute();
  await db.insertInto('brand_manager_log').values({ brand_id: brand.id, user_id: userId, action: 'remove', by_user_id: byUserId, add_date: now.toISOString() }).execute();
  return getInformation(db, brand);
}

const toBrandEdit = (row: BrandRow): BrandEdit =>
  ({ ...toManagedBrand(row), description: row.description, website: row.website, update_date: row.update_date });

export const getBrandEdit = toBrandEdit;

/** Saves the brand's name, description and website; its products' search documents follow the name (trigger). */
export async function saveBrandEdit(db: Db, brand: BrandRow, body: BrandEditBody, now = new Date()): Promise<BrandEdit> {
  const row = await db.updateTable('brands').set({ ...body, update_date: now.toISOString() }).where('id', '=', brand.id)
    .returningAll().executeTakeFirstOrThrow();
  return toBrandEdit(row);
}

/** Puts a stored logo (the base of its sizes) on the brand. */
export async function saveBrandLogo(db: Db, brand: BrandRow, base: string, now = new Date()): Promise<BrandEdit> {
  const row = await db.updateTable('brands').set({ avatar: base, update_date: now.toISOString() }).where('id', '=', brand.id)
    .returningAll().executeTakeFirstOrThrow();
  return toBrandEdit(row);
}

const toBrandProduct = (row: Selectable<ProductsTable>): BrandProduct => ({
  id: row.id, brand_id: row.brand_id ?? 0, name: row.name, description: row.description, section: row.section,
  category: row.category, link: row.link, tmp_id: row.tmp_id, update_date: row.update_date,
});

/** The brand's catalogue products by name, filtered by a name query, one page. */
export async function listBrandProducts(db: Db, brandId: number, query: string, start: number, limit: number): Promise<BrandProductsPage> {
  let products = db.selectFrom('products').where('brand_id', '=', brandId).where('user_added', '=', 0);
  if (query) products = products.where(columnContains('products.name', query));
  const { total } = await products.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await products.selectAll().orderBy(sql`lower(name)`).orderBy('id').limit(limit).offset(start).execute();
  return { items: rows.map(toBrandProduct), start, limit, total: Number(total) };
}

/** A catalogue product with the brand it belongs to, which the person must manage (403), or 404 when there is none. */
export async function productOfManager(db: Db, who: Who, productId: number): Promise<{ product: Selectable<ProductsTable>; brand: BrandRow }> {
  const product = await db.selectFrom('products').selectAll().where('id', '=', productId).where('user_added', '=', 0).executeTakeFirst();
  if (!product || product.brand_id === null) {
    if (who.role === 'admin') throw notFound('Product not found');
    throw forbidden(NOT_A_MANAGER);
  }
  return { product, brand: await brandOfManager(db, who, product.brand_id) };
}

export const getBrandProduct = toBrandProduct;

/** The page a new product of the brand opens at, as the catalogue links them (spec §2): strains, or under its brand. */
const productLink = (brand: BrandRow, id: number) => (brand.section === 'seed' ? `/strains/${id}` : `${brand.link}/${id}`);

/**
 * Creates a product of the brand under a draft id: a second create with the same draft id (an answer lost on the way)
 * answers the product made the first time, with the body applied.
 */
export async function createBrandProduct(db: Db, brand: BrandRow, body: BrandProductBody, now = new Date()): Promise<BrandProduct> {
  const at = now.toISOString();
  const fields = { name: body.name, description: body.description, update_date: at };
  if (body.tmp_id !== null) {
    const made = await db.selectFrom('products').select('id').where('brand_id', '=', brand.id).where('tmp_id', '=', body.tmp_id)
      .where('user_added', '=', 0).executeTakeFirst();
    if (made) return toBrandProduct(await db.updateTable('products').set(fields).where('id', '=', made.id).returningAll().executeTakeFirstOrThrow());
  }
  await assertWithinPlan(db, brand.id, 'products', now);
  const { id } = await db.insertInto('products')
    .values({ ...fields, brand_id: brand.id, section: brand.section, category: brand.category, link: '', tmp_id: body.tmp_id })
    .returning('id').executeTakeFirstOrThrow();
  return toBrandProduct(await db.updateTable('products').set({ link: productLink(brand, id) }).where('id', '=', id).returningAll().executeTakeFirstOrThrow());
}

/** Saves a product's name and description. */
export async function saveBrandProduct(db: Db, productId: number, body: BrandProductBody, now = new Date()): Promise<BrandProduct> {
  const row = await db.updateTable('products').set({ name: body.name, description: body.description, update_date: now.toISOString() })
    .where('id', '=', productId).returningAll().executeTakeFirstOrThrow();
  return toBrandProduct(row);
}

/**
 * Takes a product out of the catalogue: its pages, lists and search no longer show it, its feeding-scheme doses go,
 * and diaries that list it keep its name as a name their grower typed (their weeks and reviews stay whole). Its
 * composition goes; answers the files of its photos, whose rows go, to delete once the write commits.
 */
export async function removeBrandProduct(db: Db, productId: number, now = new Date()): Promise<string[]> {
  await db.deleteFrom('nutrient_scheme_doses').where('product_id', '=', productId).execute();
  await db.deleteFrom('product_compositions').where('product_id', '=', productId).execute();
  await db.updateTable('products').set({ user_added: 1, brand_id: null, tmp_id: null, update_date: now.toISOString() })
    .where('id', '=', productId).execute();
  return takeProductPhotos(db, productId);
}

/** The product a draft id of the brand was saved as, if any. */
export async function productOfDraft(db: Db, brandId: number, tmpId: string): Promise<number | undefined> {
  const row = await db.selectFrom('products').select('id').where('brand_id', '=', brandId).where('tmp_id', '=', tmpId)
    .where('user_added', '=', 0).executeTakeFirst();
  return row?.id;
}
