// A week write's items_photo: orders, comments and (soft) removes the photos it lists, leaving the others' content alone.
import type { Kysely } from 'kysely';
import type { WeekPhotoInput } from '../../src/domain/week/week-input';
import type { Database } from '../db/types';
import { badRequest } from '../http/errors';

type Db = Kysely<Database>;

/**
 * The listed photos take the first positions in the listed order; the week's other photos (one
 * uploaded meanwhile, or removed before) follow in their current order. 400 when an id is not a
 * photo of this week.
 */
export async function applyPhotoEdits(db: Db, weekId: number, edits: readonly WeekPhotoInput[]): Promise<void> {
  const photos = await db.selectFrom('photos').select(['id', 'position', 'comment', 'is_remove'])
    .where('week_id', '=', weekId).orderBy('position').orderBy('id').execute();
  const byId = new Map(photos.map((p) => [p.id, p]));
  edits.forEach((edit, index) => {
    if (!byId.has(edit.id)) throw badRequest(`items_photo.${index}.id: Photo ${edit.id} is not a photo of this week`);
  });
  const listed = new Set(edits.map((e) => e.id));
  const order = [...edits.map((e) => e.id), ...photos.filter((p) => !listed.has(p.id)).map((p) => p.id)];
  const editById = new Map(edits.map((e) => [e.id, e]));
  for (const [position, id] of order.entries()) {
    const photo = byId.get(id)!;
    const edit = editById.get(id);
    const comment = edit?.comment ?? photo.comment;
    const isRemove = edit?.is_remove === undefined ? photo.is_remove : edit.is_remove ? 1 : 0;
    if (position === photo.position && comment === photo.comment && isRemove === photo.is_remove) continue;
    await db.updateTable('photos').set({ position, comment, is_remove: isRemove }).where('id', '=', id).execute();
  }
}
