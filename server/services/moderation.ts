// Moderators' actions on a reported item: hide it (is_ban with the reason its owner reads), show it again, dismiss its
// reports, or ban its owner (every session ends; a banned grower cannot sign in or write). Each closes the item's
// reports. A chat message hidden or shown again reaches the chat's open screens live (server/routes/complains.ts).
import type { Kysely } from 'kysely';
import type { ModerationAction } from '../../src/domain/complain/complain';
import type { ComplainType } from '../../src/domain/complain/complain-limits';
import type { Database } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { describeItems, hideableTable } from './moderated-items';

type Db = Kysely<Database>;

export interface ModerationResult { type: ComplainType; id: number; is_ban: boolean; owner_banned: boolean }

/** Applies a moderator's action to an item (in the caller's transaction); 404 when the item does not exist. */
export async function moderateItem(db: Db, moderatorId: number, type: ComplainType, id: number, { action, reason }: ModerationAction): Promise<ModerationResult> {
  const item = (await describeItems(db, type, [id])).get(id);
  if (!item) throw notFound('That item does not exist.');
  const table = hideableTable(type);
  let isBan = item.is_ban;
  let ownerBanned = false;
  if (action === 'hide' || action === 'restore') {
    if (!table) throw badRequest(type === 'chat' ? 'A chat is not hidden: hide its messages or ban its owner.' : 'A grower is banned, not hidden: use ban_user.');
    isBan = action === 'hide';
    await db.updateTable(table).set({ is_ban: isBan ? 1 : 0, ban_reason: isBan ? reason : '' }).where('id', '=', id).execute();
  } else if (action === 'ban_user') {
    if (item.owner_id === null) throw badRequest('This item has no owner to ban.');
    if (item.owner_id === moderatorId) throw badRequest('You cannot ban yourself.');
    await banUser(db, item.owner_id, reason);
    ownerBanned = true;
    if (type === 'user') isBan = true;
  }
  await db.updateTable('complains').set({ is_closed: 1 }).where('type', '=', type).where('ref_id', '=', id).execute();
  return { type, id, is_ban: isBan, owner_banned: ownerBanned };
}

/** Bans a grower: marked, every session revoked. */
async function banUser(db: Db, userId: number, reason: string): Promise<void> {
  await db.updateTable('users').set({ is_ban: 1, ban_reason: reason }).where('id', '=', userId).execute();
  await db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
