// Blocks: the growers a grower blocked (settings' "banned" page). A blocked grower's comments are hidden from the
// blocker, and their replies to the blocker's comments are refused; the comments service asks these functions.
import type { Kysely } from 'kysely';
import type { User } from '../../src/domain/user/user';
import type { Database } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { toUser } from './users';

type Db = Kysely<Database>;

/** Ids of the growers this grower blocked (none for a guest, id 0). */
export async function blockedIdsOf(db: Db, userId: number): Promise<number[]> {
  if (userId <= 0) return [];
  const rows = await db.selectFrom('user_blocks').select('blocked_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.blocked_id);
}

/** Whether `blockerId` blocked `userId`. */
export async function isBlockedBy(db: Db, blockerId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('user_blocks').select('user_id')
    .where('user_id', '=', blockerId).where('blocked_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Whether each of two growers blocked the other, in one look-up (chats refuse messages either way). */
export async function blocksBetween(db: Db, userId: number, otherId: number): Promise<{ iBlocked: boolean; blockedMe: boolean }> {
  const rows = await db.selectFrom('user_blocks').select('user_id')
    .where((eb) => eb.or([
      eb.and([eb('user_id', '=', userId), eb('blocked_id', '=', otherId)]),
      eb.and([eb('user_id', '=', otherId), eb('blocked_id', '=', userId)]),
    ])).execute();
  return { iBlocked: rows.some((r) => r.user_id === userId), blockedMe: rows.some((r) => r.user_id === otherId) };
}

/** A blocked grower as the banned page lists them: who and since when. */
export interface BlockedGrower { user: User; add_date: string }

/** The growers this grower blocked, latest first. */
export async function listBlocked(db: Db, userId: number): Promise<BlockedGrower[]> {
  const rows = await db.selectFrom('user_blocks as b').innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(['u.id', 'u.name', 'u.status', 'u.avatar', 'b.add_date'])
    .where('b.user_id', '=', userId).orderBy('b.add_date', 'desc').orderBy('u.id', 'desc').execute();
  return rows.map((r) => ({ user: toUser(r), add_date: r.add_date }));
}

/** Blocks a grower (run in the write's transaction); blocking twice keeps the first date. */
export async function blockGrower(db: Db, userId: number, blockedId: number): Promise<BlockedGrower[]> {
  if (blockedId === userId) throw badRequest('You cannot block yourself.');
  const target = await db.selectFrom('users').select('id').where('id', '=', blockedId).executeTakeFirst();
  if (!target) throw notFound('User not found');
  await db.insertInto('user_blocks').values({ user_id: userId, blocked_id: blockedId, add_date: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'blocked_id']).doNothing()).execute();
  return listBlocked(db, userId);
}

/** Unblocks a grower; unblocking one not blocked changes nothing. */
export async function unblockGrower(db: Db, userId: number, blockedId: number): Promise<BlockedGrower[]> {
  await db.deleteFrom('user_blocks').where('user_id', '=', userId).where('blocked_id', '=', blockedId).execute();
  return listBlocked(db, userId);
}
