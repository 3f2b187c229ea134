// The grower's week changes: applied on the device at once and queued for the API (works offline).
import { db, type StoredWeek } from '@/db/database';
import { weekBody, weekRecordFields, type WeekFields } from '@/domain/week/week-form';
import { refreshDiaryCounters } from '@/features/diaries/diary-counters';
import { dropUnsentCreate, queueWrite, writeLocally } from '@/sync/outbox/queue';
import { isTempId, newTempId } from '@/sync/outbox/temp-ids';
import { removeUploads } from '@/sync/uploads/upload-discard';
import { createWeekMutator, deleteWeekMutator, updateWeekMutator } from './mutators';

function weekLabel(diaryName: string | undefined, position: number): string {
  return `${diaryName ?? ''} · week ${position + 1}`;
}

/** Adds a week at the end of a diary (under a temporary id until the server gives its own); returns that id. */
export async function createWeek(diaryId: number, fields: WeekFields): Promise<number> {
  const id = newTempId();
  const now = new Date().toISOString();
  return writeLocally([db.weeks, db.diaries], async () => {
    const [diary, position] = await Promise.all([db.diaries.get(diaryId), db.weeks.where('diary_id').equals(diaryId).count()]);
    const row: StoredWeek = {
      id, diary_id: diaryId, position, add_date: now, update_date: now, cnt_comments: 0, cnt_likes: 0, is_remove: false, is_video: false,
      items_video: [], ...weekRecordFields(fields, []),
    };
    await db.weeks.add(row);
    await refreshDiaryCounters(diaryId);
    await queueWrite(createWeekMutator, { diary_id: diaryId, week_id: id, body: weekBody(fields) }, { label: weekLabel(diary?.name, position), createsId: id });
    return id;
  });
}

/** Saves a week; the server's version it was made on goes with it, so another device's change is merged, not lost. */
export async function updateWeek(weekId: number, fields: WeekFields): Promise<void> {
  await writeLocally([db.weeks, db.diaries], async () => {
    const week = await db.weeks.get(weekId);
    if (!week) throw new Error('This week is no longer on this device.');
    const diary = await db.diaries.get(week.diary_id);
    await db.weeks.put({ ...week, ...weekRecordFields(fields, week.items_photo) });
    await refreshDiaryCounters(week.diary_id);
    const body = weekBody(fields, isTempId(weekId) ? undefined : week.update_date);
    await queueWrite(updateWeekMutator, { diary_id: week.diary_id, week_id: weekId, body }, {
      label: weekLabel(diary?.name, week.position), base: week, editOf: isTempId(weekId) ? weekId : undefined,
    });
  });
}

/** Removes a week; one that never left the device is simply forgotten, with its queued photos. */
export async function deleteWeek(weekId: number): Promise<void> {
  await writeLocally([db.weeks, db.diaries, db.uploads, db.uploadFiles], async () => {
    const week = await db.weeks.get(weekId);
    if (!week) return;
    const diary = await db.diaries.get(week.diary_id);
    const neverSent = isTempId(weekId) && (await dropUnsentCreate(weekId));
    if (!neverSent) await queueWrite(deleteWeekMutator, { diary_id: week.diary_id, week_id: weekId }, { label: weekLabel(diary?.name, week.position) });
    await removeUploads((await db.uploads.where('week_id').equals(weekId).primaryKeys()) as number[]);
    await db.weeks.delete(weekId);
    // Positions stay dense, as on the server.
    const later = await db.weeks.where('diary_id').equals(week.diary_id).filter((w) => w.position > week.position).toArray();
    await db.weeks.bulkPut(later.map((w) => ({ ...w, position: w.position - 1 })));
    await refreshDiaryCounters(week.diary_id);
  });
}
