// Live reads of the media upload queue for the screens: a week's or a diary's queued files, and batch totals.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type IdMapping, type QueuedUpload } from '@/db/database';
import { discardUpload } from '@/sync/uploads/upload-discard';
import { batchTotals, EMPTY_BATCH, forgetUpload, nextBatch, type UploadProgressRow, type UploadTotals } from './upload-batch';

/** The ids a thing may be queued under: its own, and the temporary ids it had before the server gave it this one. */
async function idsOf(id: number, kind: IdMapping['kind']): Promise<number[]> {
  const mapped = await db.idMap.where('real').equals(id).filter((m) => m.kind === kind).toArray();
  return [id, ...mapped.map((m) => m.temp)];
}

/** Photos and videos queued for a week, oldest first (also those queued while the week had a temporary id). */
export function useWeekUploads(weekId: number): QueuedUpload[] | undefined {
  return useLiveQuery(async () => db.uploads.where('week_id').anyOf(await idsOf(weekId, 'week')).sortBy('id'), [weekId]);
}

/** Photos, videos and cover photos queued for a diary, oldest first. */
export function useDiaryUploads(diaryId: number): QueuedUpload[] | undefined {
  return useLiveQuery(async () => db.uploads.where('diary_id').anyOf(await idsOf(diaryId, 'diary')).sortBy('id'), [diaryId]);
}

/** Photos queued for a grow question, oldest first (also those queued while it had a temporary id). */
export function useQuestionUploads(problemId: number): QueuedUpload[] | undefined {
  return useLiveQuery(async () => {
    const ids = new Set(await idsOf(problemId, 'question'));
    return db.uploads.filter((upload) => upload.problem_id !== undefined && ids.has(upload.problem_id)).sortBy('id');
  }, [problemId]);
}

// One batch for the whole app, so the totals survive moving between screens.
let batch = EMPTY_BATCH;

/** Totals of the uploads queued since the queue was last empty. */
export function useUploadTotals(): UploadTotals | undefined {
  return useLiveQuery(async () => {
    // Sizes, progress and states from the index alone: the rows' files are never read here.
    const rows: UploadProgressRow[] = [];
    await db.uploads.orderBy('[status+bytes+sent_bytes]').eachKey((key, cursor) => {
      const [status, bytes, sent_bytes] = key as [QueuedUpload['status'], number, number];
      rows.push({ id: cursor.primaryKey as number, status, bytes, sent_bytes });
    });
    batch = nextBatch(batch, rows);
    return batchTotals(batch, rows);
  });
}

/** Removes a queued upload (stopping its transfer); it leaves the batch rather than counting as uploaded. */
export function removeQueuedUpload(id: number): Promise<void> {
  batch = forgetUpload(batch, id);
  return discardUpload(id);
}
