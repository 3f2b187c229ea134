// The grower's week changes: applied on the device at once and queued for the API (works offline).
import { db, type StoredWeek } from '@/db/database';
import { weekBody, weekRecordFields, type WeekFields } from '@/domain/week-form';
import { refreshDiaryCounters } from './diary-counters';
import { dropUnsentCreate, queue, writeLocally } from './local-write';
import { enqueueMutation } from './outbox';
import { isTempId, newTempId } from './temp-ids';
import { removeUploads } from './upload-discard';

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
    await enqueueMutation({
      method: 'POST', path: `/api/diaries/${diaryId}/weeks`, body: weekBody(fields), label: weekLabel(diary?.name, position),
      creates: { kind: 'week', temp_id: id },
    });
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
    await queue(
      { method: 'PUT', path: `/api/diaries/${week.diary_id}/weeks/${weekId}`, body: weekBody(fields, isTempId(weekId) ? undefined : week.update_date), label: weekLabel(diary?.name, week.position), base: week },
      { createOf: isTempId(weekId) ? weekId : undefined },
    );
  });
}

/** Removes a week; one that never left the device is simply forgotten, with its queued photos. */
export async function deleteWeek(weekId: number): Promise<void> {
  await writeLocally([db.weeks, db.diaries, db.uploads, db.uploadFiles], async () => {
    const week = await db.weeks.get(weekId);
    if (!week) return;
    const diary = await db.diaries.get(week.diary_id);
    const neverSent = isTempId(weekId) && (await dropUnsentCreate(weekId));
    if (!neverSent) await queue({ method: 'DELETE', path: `/api/diaries/${week.diary_id}/weeks/${weekId}`, body: undefined, label: weekLabel(diary?.name, week.position) });
    await removeUploads((await db.uploads.where('week_id').equals(weekId).primaryKeys()) as number[]);
    await db.weeks.delete(weekId);
    // Positions stay dense, as on the server.
    const later = await db.weeks.where('diary_id').equals(week.diary_id).filter((w) => w.position > week.position).toArray();
    await db.weeks.bulkPut(later.map((w) => ({ ...w, position: w.position - 1 })));
    await refreshDiaryCounters(week.diary_id);
  });
}
