// Moderation of diaries (spec §4): the approval state a moderator sets.
import type { Kysely } from 'kysely';
import type { ApprovalState } from '../../src/domain/diary/diary';
import type { Database } from '../db/types';
import { notFound } from '../http/errors';

/** Sets a diary's approval state (its update_date stays: moderation is no edit); 404 when missing or removed. */
export async function setApproval(db: Kysely<Database>, diaryId: number, state: ApprovalState): Promise<{ id: number; approved: ApprovalState }> {
  const result = await db.updateTable('diaries').set({ approved: state })
    .where('id', '=', diaryId).where('is_remove', '=', 0).executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound('Diary not found');
  return { id: diaryId, approved: state };
}
