// Catalogue products as pages show them: one product with its brand and stats, lists of a section, category or
// brand, brand reference lists and the equipment categories with their counts.
import { sql, type Kysely } from 'kysely';
import type { EquipmentCategories, ProductCard, ProductDetail, ProductList, ProductListQuery, RefBrands } from '../../src/domain/catalogue/product';
import { EQUIPMENT_CATEGORIES, type EquipmentCategory } from '../../src/domain/catalogue/equipment';
import { columnContains } from '../db/text-search';
import type { BrandSection, Database } from '../db/types';
import { BY_RATING, BY_REVIEW_COUNT, productStats, statOf } from './product-ratings';
import { publicComposition } from './product-compositions';
import { productPhotos } from './product-photos';

type Db = Kysely<Database>;

/** Catalogue products (alias p) with brand, rating sum and count, and how many visible diaries list them. */
function productsWithStats(db: Db) {
  const diaryCounts = db.selectFrom('diary_items as i')
    .innerJoin('diaries as d', 'd.id', 'i.diary_id')
    .where('d.is_remove', '=', 0).where('d.is_hidden', '=', 0).where('d.is_ban', '=', 0)
    .select(['i.product_id', sql<number>`count(distinct i.diary_id)`.as('cnt_diaries')]).groupBy('i.product_id');
  return db.selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin(productStats(db).as('stat'), 'stat.product_id', 'p.id')
    .leftJoin(diaryCounts.as('dc'), 'dc.product_id', 'p.id')
    .where('p.user_added', '=', 0)
    .select(['p.id', 'p.name', 'p.link', 'p.section', 'p.category', 'p.description', 'p.brand_id',
      'b.name as brand_name', 'b.link as brand_link', 'b.section as brand_section', 'b.category as brand_category',
      'stat.rating_sum', 'stat.rating_count', sql<number>`coalesce(dc.cnt_diaries, 0)`.as('cnt_diaries')]);
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof productsWithStats>['execute']>>[number];

function toCard(row: ProductRow): ProductCard {
  return {
    id: row.id, name: row.name, link: row.link, brand_id: row.brand_id, brand_name: row.brand_name ?? null,
    section: row.section, category: row.category, item_stat: statOf(row), cnt_diaries: Number(row.cnt_diaries),
  };
}

/** Catalogue products filtered by section, category, brand and name, in the asked order (ties by name), one page. */
export async function listCatalogueProducts(db: Db, query: ProductListQuery): Promise<ProductList> {
  let products = productsWithStats(db);
  if (query.section) products = products.where('p.section', '=', query.section);
  if (query.category) products = products.where('p.category', '=', query.category);
  if (query.brand_id) products = products.where('p.brand_id', '=', query.brand_id);
  if (query.query) products = products.where((eb) => eb.or([columnContains('p.name', query.query), columnContains('b.name', query.query)]));
  const { total } = await db.selectFrom(products.as('filtered')).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  if (query.sort === 'rating') products = products.orderBy(BY_RATING, 'desc');
  if (query.sort === 'reviews') products = products.orderBy(BY_REVIEW_COUNT, 'desc');
  if (query.sort === 'diaries') products = products.orderBy(sql`coalesce(dc.cnt_diaries, 0)`, 'desc');
  const rows = await products.orderBy(sql`lower(p.name)`).orderBy('p.id').limit(query.limit).offset(query.start).execute();
  return { items: rows.map(toCard), total: Number(total) };
}

/** One catalogue product with its description and brand; undefined when there is none with this id. */
export async function getProduct(db: Db, id: number): Promise<ProductDetail | undefined> {
  const row = await productsWithStats(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const brand = row.brand_id !== null && row.brand_name && row.brand_link && row.brand_section
    ? { id: row.brand_id, name: row.brand_name, link: row.brand_link, section: row.brand_section, category: row.brand_category ?? null }
    : null;
  const [photos, composition] = await Promise.all([productPhotos(db, id), publicComposition(db, id)]);
  return { ...toCard(row), description: row.description, item_brand: brand, photos, composition };
}

/** Every brand of a section (of one equipment category when given), by name: id, name and link. */
export async function listRefBrands(db: Db, section: BrandSection, category?: EquipmentCategory): Promise<RefBrands> {
  let brands = db.selectFrom('brands').select(['id', 'name', 'link']).where('section', '=', section);
  if (category) brands = brands.where('category', '=', category);
  return { items: await brands.orderBy(sql`lower(name)`).orderBy('id').execute() };
}

/** The equipment categories in spec order, each with its number of brands and catalogue products. */
export async function listEquipmentCategories(db: Db): Promise<EquipmentCategories> {
  const [brands, products] = await Promise.all([
    db.selectFrom('brands').select(['category', sql<number>`count(*)`.as('n')]).where('section', '=', 'equipment').groupBy('category').execute(),
    db.selectFrom('products').select(['category', sql<number>`count(*)`.as('n')])
      .where('section', '=', 'equipment').where('user_added', '=', 0).groupBy('category').execute(),
  ]);
  const count = (rows: { category: string | null; n: number | string }[], category: string) => Number(rows.find((r) => r.category === category)?.n ?? 0);
  return { items: EQUIPMENT_CATEGORIES.map((category) => ({ category, cnt_brands: count(brands, category), cnt_products: count(products, category) })) };
}
