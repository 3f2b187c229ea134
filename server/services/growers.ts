// The growers list: every account with its visible diaries and followers counted, by one of three orders.
import { sql, type Kysely } from 'kysely';
import type { GrowersPage, GrowersQuery } from '../../src/domain/discovery/growers';
import { columnContains } from '../db/text-search';
import type { Database } from '../db/types';
import { toUser } from './users';

type Db = Kysely<Database>;

const DIARY_COUNT = sql<number>`coalesce(dc.cnt_diaries, 0)`;
const FOLLOWER_COUNT = sql<number>`coalesce(fc.cnt_followers, 0)`;

/** Growers (alias u) whose name contains the query, with their counters. */
function growersWithCounts(db: Db, query: string) {
  const diaryCounts = db.selectFrom('diaries').where('is_remove', '=', 0).where('is_hidden', '=', 0).where('is_ban', '=', 0)
    .select(['user_id', sql<number>`count(*)`.as('cnt_diaries')]).groupBy('user_id');
  const followerCounts = db.selectFrom('follows').where('type', '=', 'user')
    .select(['content_id', sql<number>`count(*)`.as('cnt_followers')]).groupBy('content_id');
  let growers = db.selectFrom('users as u')
    .leftJoin(diaryCounts.as('dc'), 'dc.user_id', 'u.id')
    .leftJoin(followerCounts.as('fc'), 'fc.content_id', 'u.id')
    .select(['u.id', 'u.name', 'u.status', 'u.avatar', 'u.add_date', DIARY_COUNT.as('cnt_diaries'), FOLLOWER_COUNT.as('cnt_followers')])
    // Deleted accounts are no growers to find (their kept diaries still name them).
    .where('u.delete_date', 'is', null);
  if (query) growers = growers.where(columnContains('u.name', query));
  return growers;
}

/** A page of growers: most diaries, most followers or newest first (ties: the older account first). */
export async function listGrowers(db: Db, { query, sort, start, limit }: GrowersQuery): Promise<GrowersPage> {
  let growers = growersWithCounts(db, query);
  const { total } = await db.selectFrom(growers.as('g')).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  if (sort === 'diaries') growers = growers.orderBy(DIARY_COUNT, 'desc').orderBy(FOLLOWER_COUNT, 'desc');
  if (sort === 'followers') growers = growers.orderBy(FOLLOWER_COUNT, 'desc').orderBy(DIARY_COUNT, 'desc');
  if (sort === 'newest') growers = growers.orderBy('u.add_date', 'desc');
  const rows = await growers.orderBy('u.id').limit(limit).offset(start).execute();
  return {
    items: rows.map((row) => ({ ...toUser(row), add_date: row.add_date, cnt_diaries: Number(row.cnt_diaries), cnt_followers: Number(row.cnt_followers) })),
    start, limit, total: Number(total),
  };
}
