// Likes (spec §4 toggles, §7 POST and DELETE /api/likes/{type}/{id}): one row per grower and item, so liking twice
// counts once and unliking what is not liked changes nothing; the item's counter changes in the same transaction.
import { sql, type Kysely } from 'kysely';
import type { ContentType } from '../../src/domain/api/content-types';
import type { LikeState } from '../../src/domain/like/like';
import type { Database } from '../db/types';
import { bumpCounter, contentKind, readCounter, requireItem } from './content-items';
import { itemLiked } from './notifications-events';

type Db = Kysely<Database>;

async function stateOf(db: Db, type: ContentType, id: number, liked: boolean): Promise<LikeState> {
  return { id, liked, cnt_likes: await readCounter(db, type, id, contentKind(type).counters.likes) };
}

/** POST: likes an item the grower can see (404 otherwise); a second like of the same item changes nothing. */
export async function like(db: Db, userId: number, type: ContentType, id: number): Promise<LikeState> {
  const item = await requireItem(db, type, id, userId, 'There is nothing to like here.');
  const inserted = await db.insertInto('likes').values({ user_id: userId, type, ref_id: id, add_date: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'type', 'ref_id']).doNothing())
    .returning('user_id').execute();
  if (inserted.length > 0) {
    await bumpCounter(db, type, id, contentKind(type).counters.likes, 1);
    await itemLiked(db, userId, type, id, item.owner_id);
  }
  return stateOf(db, type, id, true);
}

/** DELETE: takes the grower's like back; without one nothing changes (also for an item removed since). */
export async function unlike(db: Db, userId: number, type: ContentType, id: number): Promise<LikeState> {
  const deleted = await db.deleteFrom('likes').where('user_id', '=', userId).where('type', '=', type).where('ref_id', '=', id)
    .returning('user_id').execute();
  if (deleted.length > 0) await bumpCounter(db, type, id, contentKind(type).counters.likes, -1);
  return stateOf(db, type, id, false);
}

/** GET /api/likes/{type}?ids: whether the grower likes each existing item, and its count (guests like nothing). */
export async function likeStates(db: Db, userId: number, type: ContentType, ids: number[]): Promise<LikeState[]> {
  const { table, counters } = contentKind(type);
  const [rows, liked] = await Promise.all([
    sql<{ id: number; count: number }>`select id, ${sql.ref(counters.likes)} as count from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(db),
    userId > 0
      ? db.selectFrom('likes').select('ref_id').where('user_id', '=', userId).where('type', '=', type).where('ref_id', 'in', ids).execute()
      : [],
  ]);
  const likedIds = new Set(liked.map((l) => l.ref_id));
  return rows.rows.map((r) => ({ id: Number(r.id), liked: likedIds.has(Number(r.id)), cnt_likes: Number(r.count) }));
}
