// Search over diaries, the catalogue, brands and growers: on SQLite through the FTS5 index (diary names and week
// texts, product names with their brand, brand and grower names: every word anywhere, any case, names first, then
// bm25), on PostgreSQL names containing the query in any case (LIKE; the tsvector plan is in migration 0009).
import { sql, type Kysely } from 'kysely';
import type { DiaryCard, ItemRef } from '../../src/domain/diary';
import type { SearchAnswer } from '../../src/domain/search';
import type { User } from '../../src/domain/user';
import { fullTextMatches, hasFullTextIndex, type SearchKind } from '../db/full-text';
import { columnContains, startsWithFirst } from '../db/text-search';
import type { Database } from '../db/types';
import { getBrand, listBrands } from './brands';
import { searchProducts } from './catalogue-picker';
import { toCards, visibleDiaries } from './diaries';
import { toUser } from './users';

type Db = Kysely<Database>;

/** Visible diaries whose name contains the query, the latest updated first. */
async function searchDiaries(db: Db, query: string, limit: number): Promise<DiaryCard[]> {
  const rows = await visibleDiaries(db).selectAll('diaries').where(columnContains('diaries.name', query))
    .orderBy('diaries.update_date', 'desc').orderBy('diaries.id', 'desc').limit(limit).execute();
  return toCards(db, rows);
}

/** Nutrients and equipment of the catalogue (not names growers typed) whose name contains the query. */
async function searchOtherProducts(db: Db, query: string, limit: number): Promise<ItemRef[]> {
  const rows = await db.selectFrom('products').leftJoin('brands', 'brands.id', 'products.brand_id')
    .select(['products.id', 'products.name', 'products.link', 'products.brand_id', 'brands.name as brand_name'])
    .where('products.section', '!=', 'seed').where('products.user_added', '=', 0)
    .where(columnContains('products.name', query))
    .orderBy(startsWithFirst('products.name', query)).orderBy(sql`lower(products.name)`).orderBy('products.id')
    .limit(limit).execute();
  return rows.map((row) => ({ ...row, brand_name: row.brand_name ?? null }));
}

/** Growers whose name contains the query, names starting with it first. */
export async function searchUsers(db: Db, query: string, limit: number): Promise<User[]> {
  const rows = await db.selectFrom('users').select(['id', 'name', 'status', 'avatar'])
    .where(columnContains('users.name', query))
    .orderBy(startsWithFirst('users.name', query)).orderBy(sql`lower(users.name)`).orderBy('id')
    .limit(limit).execute();
  return rows.map(toUser);
}

const matches = (kind: SearchKind, query: string) => fullTextMatches(kind, query).as('s');

/** Full-text: visible diaries by name or week text. */
async function findDiaries(db: Db, query: string, limit: number): Promise<DiaryCard[]> {
  const rows = await visibleDiaries(db).innerJoin(matches('diary', query), (join) => join.onRef('s.id', '=', 'diaries.id'))
    .selectAll('diaries').orderBy('s.in_name', 'desc').orderBy('s.score').orderBy('diaries.update_date', 'desc').orderBy('diaries.id', 'desc')
    .limit(limit).execute();
  return toCards(db, rows);
}

/** Full-text: catalogue products (not names growers typed) of seeds or of the other sections, by name or brand. */
async function findProducts(db: Db, seeds: boolean, query: string, limit: number): Promise<ItemRef[]> {
  const rows = await db.selectFrom('products').innerJoin(matches('product', query), (join) => join.onRef('s.id', '=', 'products.id'))
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .select(['products.id', 'products.name', 'products.link', 'products.brand_id', 'brands.name as brand_name'])
    .where('products.section', seeds ? '=' : '!=', 'seed').where('products.user_added', '=', 0)
    .orderBy('s.in_name', 'desc').orderBy('s.score').orderBy(sql`lower(products.name)`).orderBy('products.id')
    .limit(limit).execute();
  return rows.map((row) => ({ ...row, brand_name: row.brand_name ?? null }));
}

/** Full-text: brands by name, with their stats. */
async function findBrands(db: Db, query: string, limit: number) {
  const rows = await db.selectFrom('brands').innerJoin(matches('brand', query), (join) => join.onRef('s.id', '=', 'brands.id'))
    .select('brands.id').orderBy('s.score').orderBy(sql`lower(brands.name)`).orderBy('brands.id').limit(limit).execute();
  const brands = await Promise.all(rows.map((row) => getBrand(db, row.id)));
  return brands.flatMap((brand) => (brand ? [(({ items_product: _products, ...rest }) => rest)(brand)] : []));
}

/** Full-text: growers by name. */
async function findUsers(db: Db, query: string, limit: number): Promise<User[]> {
  const rows = await db.selectFrom('users').innerJoin(matches('user', query), (join) => join.onRef('s.id', '=', 'users.id'))
    .select(['users.id', 'users.name', 'users.status', 'users.avatar'])
    .orderBy(startsWithFirst('users.name', query)).orderBy('s.score').orderBy(sql`lower(users.name)`).orderBy('users.id')
    .limit(limit).execute();
  return rows.map(toUser);
}

/** Every group at once, each at most `limit` long. */
export async function searchEverything(db: Db, query: string, limit: number): Promise<SearchAnswer> {
  if (hasFullTextIndex(db)) {
    const [diaries, strains, products, brands, users] = await Promise.all([
      findDiaries(db, query, limit), findProducts(db, true, query, limit), findProducts(db, false, query, limit),
      findBrands(db, query, limit), findUsers(db, query, limit),
    ]);
    return { items_diary: diaries, items_strain: strains, items_product: products, items_brand: brands, items_user: users };
  }
  const [diaries, strains, products, brands, users] = await Promise.all([
    searchDiaries(db, query, limit),
    searchProducts(db, 'seed', query, limit),
    searchOtherProducts(db, query, limit),
    listBrands(db, { query, sort: 'name', start: 0, limit }),
    searchUsers(db, query, limit),
  ]);
  return { items_diary: diaries, items_strain: strains, items_product: products, items_brand: brands.items, items_user: users };
}
