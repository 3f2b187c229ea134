// The week's uploaded photos as the editor lists them: the grower's order and edits over what the week holds now.
import type { Photo } from '@/domain/photo/photo';
import type { WeekPhotoFields } from '@/domain/week/week-form';

/** One photo of the list: the stored photo and the grower's edit of it. */
export interface PhotoRow { photo: Photo; edit: WeekPhotoFields }

/**
 * The edited photos still on the week, in the edited order, then those the week gained since the editor opened
 * (uploads that finished meanwhile); a photo gone from the week is dropped, as the server would refuse its id.
 */
export function photoRows(edits: readonly WeekPhotoFields[], stored: readonly Photo[]): PhotoRow[] {
  const byId = new Map(stored.map((photo) => [photo.id, photo]));
  const listed = edits.filter((edit) => byId.has(edit.id)).map((edit) => ({ photo: byId.get(edit.id)!, edit }));
  const known = new Set(edits.map((edit) => edit.id));
  const added = stored.filter((photo) => !known.has(photo.id)).map((photo) => ({ photo, edit: { id: photo.id, comment: photo.comment, is_remove: photo.is_remove ?? false } }));
  return [...listed, ...added];
}

/** The list with the photo at `index` moved one place up (-1) or down (1). */
export function movePhoto<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
