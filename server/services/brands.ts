// Brands with their review stats: the harvest reviews growers wrote of their products (spec §3 item_stat).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Brand, BrandDetail, BrandsPage, BrandsQuery } from '../../src/domain/catalogue/brand';
import type { BrandsTable, Database } from '../db/types';
import { columnContains } from '../db/text-search';
import { avatarUrls } from '../media/image-sizes';
import { BY_RATING, BY_REVIEW_COUNT, productRatings, productStats, statOf } from './product-ratings';

type Db = Kysely<Database>;

/** Sum and count of ratings per brand of the catalogue. */
export function brandRatings(db: Db) {
  return db.selectFrom(productRatings(db).as('rating'))
    .innerJoin('products as p', 'p.id', 'rating.product_id')
    .where('p.brand_id', 'is not', null)
    .select(['p.brand_id as brand_id', sql<number>`sum(rating.n_general)`.as('rating_sum'), sql<number>`count(*)`.as('rating_count')])
    .groupBy('p.brand_id');
}

type BrandRow = Selectable<BrandsTable> & { rating_sum: number | null; rating_count: number | null; cnt_products: number | string };

function toBrand(row: BrandRow): Brand {
  return {
    id: row.id, name: row.name, section: row.section, category: row.category, link: row.link, avatar: avatarUrls(row.avatar).avatar,
    cnt_products: Number(row.cnt_products),
    item_stat: statOf(row),
  };
}

/** Brands (alias b) with their rating sum and count (alias stat) and their number of catalogue products. */
function brandsWithStats(db: Db) {
  const productCounts = db.selectFrom('products').where('user_added', '=', 0).where('brand_id', 'is not', null)
    .select(['brand_id', sql<number>`count(*)`.as('cnt_products')]).groupBy('brand_id');
  return db.selectFrom('brands as b')
    .leftJoin(brandRatings(db).as('stat'), 'stat.brand_id', 'b.id')
    .leftJoin(productCounts.as('pc'), 'pc.brand_id', 'b.id')
    .selectAll('b')
    .select(['stat.rating_sum', 'stat.rating_count', sql<number>`coalesce(pc.cnt_products, 0)`.as('cnt_products')]);
}

/** Brands with stats, filtered by section and name, in the asked order (ties by name), one page. */
export async function listBrands(db: Db, query: BrandsQuery): Promise<BrandsPage> {
  let brands = brandsWithStats(db);
  if (query.section) brands = brands.where('b.section', '=', query.section);
  if (query.category) brands = brands.where('b.category', '=', query.category);
  if (query.query) brands = brands.where(columnContains('b.name', query.query));
  const { total } = await db.selectFrom(brands.as('filtered')).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  if (query.sort === 'rating') brands = brands.orderBy(BY_RATING, 'desc');
  if (query.sort === 'reviews') brands = brands.orderBy(BY_REVIEW_COUNT, 'desc');
  const rows = await brands.orderBy('b.name').orderBy('b.id').limit(query.limit).offset(query.start).execute();
  return { items: rows.map(toBrand), total: Number(total) };
}

/** A brand with its catalogue products (by name), each with its stats; undefined when there is no such brand. */
export async function getBrand(db: Db, id: number): Promise<BrandDetail | undefined> {
  const row = await brandsWithStats(db).where('b.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const brand = toBrand(row);
  const products = await db.selectFrom('products as p')
    .leftJoin(productStats(db).as('stat'), 'stat.product_id', 'p.id')
    .select(['p.id', 'p.name', 'p.link', 'p.brand_id', 'stat.rating_sum', 'stat.rating_count'])
    .where('p.brand_id', '=', id).where('p.user_added', '=', 0)
    .orderBy('p.name').orderBy('p.id')
    .execute();
  return {
    ...brand,
    items_product: products.map((p) => ({
      id: p.id, name: p.name, link: p.link, brand_id: p.brand_id, brand_name: brand.name,
      item_stat: statOf(p),
    })),
  };
}
