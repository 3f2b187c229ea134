// A brand's testers as its managers keep them: listed with who added each and when and their diaries that log the
// brand's products, added (once: adding again changes nothing) within the brand's plan and removed, every change
// written to brand_tester_log (who, by whom, when) in the change's own transaction.
import type { Kysely, Selectable } from 'kysely';
import type { BrandTesters, TesterDiary } from '../../src/domain/brand-manager/tester';
import { TESTER_DIARIES_LIMIT, TESTER_LOG_LIMIT } from '../../src/domain/brand-manager/tester-limits';
import type { BrandsTable, Database } from '../db/types';
import { notFound } from '../http/errors';
import { actorOf, ACTOR_COLUMNS } from './brand-managers';
import { assertWithinPlan } from './brand-subscription';
import { toUser } from './users';

type Db = Kysely<Database>;
type BrandRow = Selectable<BrandsTable>;

/** Each tester's live, visible diaries that log a product of the brand (as a diary item or a week's nutrient), newest first. */
async function testerDiaries(db: Db, brandId: number, userIds: number[]): Promise<Map<number, TesterDiary[]>> {
  const byUser = new Map<number, TesterDiary[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const items = db.selectFrom('diary_items as i').innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.diary_id', 'p.name']).where('p.brand_id', '=', brandId);
  const nutrients = db.selectFrom('week_nutrients as n').innerJoin('weeks as w', 'w.id', 'n.week_id').innerJoin('products as p', 'p.id', 'n.product_id')
    .select(['w.diary_id', 'p.name']).where('p.brand_id', '=', brandId).where('w.is_remove', '=', 0);
  const rows = await db.selectFrom(items.union(nutrients).as('u')).innerJoin('diaries as d', 'd.id', 'u.diary_id')
    .select(['d.id', 'd.name', 'd.user_id', 'd.update_date', 'u.name as product'])
    .where('d.user_id', 'in', userIds).where('d.is_remove', '=', 0).where('d.is_hidden', '=', 0).where('d.is_ban', '=', 0)
    .orderBy('d.update_date', 'desc').orderBy('d.id', 'desc').orderBy('u.name').execute();
  const seen = new Map<number, TesterDiary>();
  for (const row of rows) {
    let diary = seen.get(row.id);
    if (!diary) {
      const list = byUser.get(row.user_id)!;
      if (list.length >= TESTER_DIARIES_LIMIT) continue;
      diary = { id: row.id, name: row.name, link: `/diaries/${row.id}`, products: [] };
      seen.set(row.id, diary);
      list.push(diary);
    }
    if (!diary.products.includes(row.product)) diary.products.push(row.product);
  }
  return byUser;
}

/** The brand's testers, longest-standing first, each with who added them and their diaries, and the latest changes. */
export async function listTesters(db: Db, brand: BrandRow): Promise<BrandTesters> {
  const rows = await db.selectFrom('brand_testers as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('users as a', 'a.id', 't.added_by')
    .select(['u.id', 'u.name', 'u.status', 'u.avatar', 't.add_date', ...ACTOR_COLUMNS])
    .where('t.brand_id', '=', brand.id).orderBy('t.add_date').orderBy('u.id').execute();
  const diaries = await testerDiaries(db, brand.id, rows.map((row) => row.id));
  const log = await db.selectFrom('brand_tester_log as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('users as a', 'a.id', 'l.by_user_id')
    .select(['u.id', 'u.name', 'u.status', 'u.avatar', 'l.action', 'l.add_date', ...ACTOR_COLUMNS])
    .where('l.brand_id', '=', brand.id).orderBy('l.id', 'desc').limit(TESTER_LOG_LIMIT).execute();
  return {
    items: rows.map((row) => ({ item_user: toUser(row), add_date: row.add_date, added_by: actorOf(row), items_diary: diaries.get(row.id)! })),
    items_log: log.map((row) => ({ item_user: toUser(row), action: row.action, by: actorOf(row), add_date: row.add_date })),
  };
}

/** Makes a grower a tester of the brand, within its plan (409 past it), logged; adding a tester again changes nothing. */
export async function addTester(db: Db, byUserId: number, brand: BrandRow, userId: number, now = new Date()): Promise<BrandTesters> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).where('delete_date', 'is', null).executeTakeFirst();
  if (!user) throw notFound('Grower not found');
  const known = await db.selectFrom('brand_testers').select('user_id').where('brand_id', '=', brand.id).where('user_id', '=', userId).executeTakeFirst();
  if (!known) {
    await assertWithinPlan(db, brand.id, 'testers', now);
    const at = now.toISOString();
    await db.insertInto('brand_testers').values({ brand_id: brand.id, user_id: userId, added_by: byUserId, add_date: at }).execute();
    await db.insertInto('brand_tester_log').values({ brand_id: brand.id, user_id: userId, action: 'add', by_user_id: byUserId, add_date: at }).execute();
  }
  return listTesters(db, brand);
}

/** Removes a tester of the brand, logged; 404 for a grower who is not one. */
export async function removeTester(db: Db, byUserId: number, brand: BrandRow, userId: number, now = new Date()): Promise<BrandTesters> {
  const removed = await db.deleteFrom('brand_testers').where('brand_id', '=', brand.id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw notFound('This grower is not a tester of the brand.');
  await db.insertInto('brand_tester_log').values({ brand_id: brand.id, user_id: userId, action: 'remove', by_user_id: byUserId, add_date: now.toISOString() }).execute();
  return listTesters(db, brand);
}
