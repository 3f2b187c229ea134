// Search over diaries (names and week texts), catalogue products (names and brands), brands and growers: every word
// anywhere, any case, names holding the words first (server/db/full-text.ts: FTS5 on SQLite with bm25 next, trigram
// indexes on PostgreSQL with similarity next).
import { sql, type Kysely } from 'kysely';
import type { DiaryCard, ItemRef } from '../../src/domain/diary/diary';
import type { SearchAnswer } from '../../src/domain/discovery/search';
import type { User } from '../../src/domain/user/user';
import { textMatches, type SearchKind } from '../db/full-text';
import { columnContains, startsWithFirst } from '../db/text-search';
import type { Database } from '../db/types';
import { getBrand } from './brands';
import { toCards, visibleDiaries } from './diaries';
import { toUser } from './users';

type Db = Kysely<Database>;

/** Growers whose name contains the query, names starting with it first. */
export async function searchUsers(db: Db, query: string, limit: number): Promise<User[]> {
  const rows = await db.selectFrom('users').select(['id', 'name', 'status', 'avatar'])
    .where(columnContains('users.name', query)).where('users.delete_date', 'is', null)
    .orderBy(startsWithFirst('users.name', query)).orderBy(sql`lower(users.name)`).orderBy('id')
    .limit(limit).execute();
  return rows.map(toUser);
}

/** The rows of a kind matching the query, as the join `s` (id, in_name, score). */
const matches = (db: Db, kind: SearchKind, query: string) => textMatches(db, kind, query).as('s');

/** Visible diaries by name or week text. */
async function findDiaries(db: Db, query: string, limit: number): Promise<DiaryCard[]> {
  const rows = await visibleDiaries(db).innerJoin(matches(db, 'diary', query), (join) => join.onRef('s.id', '=', 'diaries.id'))
    .selectAll('diaries').orderBy('s.in_name', 'desc').orderBy('s.score').orderBy('diaries.update_date', 'desc').orderBy('diaries.id', 'desc')
    .limit(limit).execute();
  return toCards(db, rows);
}

/** Catalogue products (not names growers typed) of seeds or of the other sections, by name or brand. */
async function findProducts(db: Db, seeds: boolean, query: string, limit: number): Promise<ItemRef[]> {
  const rows = await db.selectFrom('products').innerJoin(matches(db, 'product', query), (join) => join.onRef('s.id', '=', 'products.id'))
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .select(['products.id', 'products.name', 'products.link', 'products.brand_id', 'brands.name as brand_name'])
    .where('products.section', seeds ? '=' : '!=', 'seed').where('products.user_added', '=', 0)
    .orderBy('s.in_name', 'desc').orderBy('s.score').orderBy(sql`lower(products.name)`).orderBy('products.id')
    .limit(limit).execute();
  return rows.map((row) => ({ ...row, brand_name: row.brand_name ?? null }));
}

/** Brands by name, with their stats. */
async function findBrands(db: Db, query: string, limit: number) {
  const rows = await db.selectFrom('brands').innerJoin(matches(db, 'brand', query), (join) => join.onRef('s.id', '=', 'brands.id'))
    .select('brands.id').orderBy('s.score').orderBy(sql`lower(brands.name)`).orderBy('brands.id').limit(limit).execute();
  const brands = await Promise.all(rows.map((row) => getBrand(db, row.id)));
  return brands.flatMap((brand) => (brand ? [(({ items_product: _products, ...rest }) => rest)(brand)] : []));
}

/** Growers by name. */
async function findUsers(db: Db, query: string, limit: number): Promise<User[]> {
  const rows = await db.selectFrom('users').innerJoin(matches(db, 'user', query), (join) => join.onRef('s.id', '=', 'users.id'))
    .select(['users.id', 'users.name', 'users.status', 'users.avatar']).where('users.delete_date', 'is', null)
    .orderBy(startsWithFirst('users.name', query)).orderBy('s.score').orderBy(sql`lower(users.name)`).orderBy('users.id')
    .limit(limit).execute();
  return rows.map(toUser);
}

/** Every group at once, each at most `limit` long. */
export async function searchEverything(db: Db, query: string, limit: number): Promise<SearchAnswer> {
  const [diaries, strains, products, brands, users] = await Promise.all([
    findDiaries(db, query, limit), findProducts(db, true, query, limit), findProducts(db, false, query, limit),
    findBrands(db, query, limit), findUsers(db, query, limit),
  ]);
  return { items_diary: diaries, items_strain: strains, items_product: products, items_brand: brands, items_user: users };
}
