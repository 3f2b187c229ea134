// Impressions of diaries (spec §4 impression tracking): views and seconds seen, added to the diary's counters.
import { type Kysely, sql } from 'kysely';
import type { ImpressionsBody } from '../../src/domain/diary/diary-input';
import type { Database } from '../db/types';
import { notFound } from '../http/errors';

/** Adds views to cnt_views and seconds to view_seconds; false when the diary is missing or removed. */
export async function addDiaryViews(db: Kysely<Database>, diaryId: number, { v, s }: ImpressionsBody): Promise<boolean> {
  const result = await db.updateTable('diaries')
    .set({ cnt_views: sql`cnt_views + ${v}`, view_seconds: sql`view_seconds + ${s}` })
    .where('id', '=', diaryId).where('is_remove', '=', 0).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Adds views to cnt_views and seconds to view_seconds; 404 when the diary is missing or removed. */
export async function addImpressions(db: Kysely<Database>, diaryId: number, body: ImpressionsBody): Promise<void> {
  if (!(await addDiaryViews(db, diaryId, body))) throw notFound('Diary not found');
}
