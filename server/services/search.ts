// Search over diaries, the catalogue, brands and growers: names containing the query, any case.
import { sql, type Kysely } from 'kysely';
import type { DiaryCard, ItemRef } from '../../src/domain/diary';
import type { SearchAnswer } from '../../src/domain/search';
import type { User } from '../../src/domain/user';
import { columnContains, startsWithFirst } from '../db/text-search';
import type { Database } from '../db/types';
import { listBrands } from './brands';
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

/** Every group at once, each at most `limit` long. */
export async function searchEverything(db: Db, query: string, limit: number): Promise<SearchAnswer> {
  const [diaries, strains, products, brands, users] = await Promise.all([
    searchDiaries(db, query, limit),
    searchProducts(db, 'seed', query, limit),
    searchOtherProducts(db, query, limit),
    listBrands(db, { query, sort: 'name', start: 0, limit }),
    searchUsers(db, query, limit),
  ]);
  return { items_diary: diaries, items_strain: strains, items_product: products, items_brand: brands.items, items_user: users };
}
