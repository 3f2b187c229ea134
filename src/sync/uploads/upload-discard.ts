// Removing queued photos and videos with their files; a discard stops the transfer first when it is the one being sent.
import { db } from '@/db/database';

/** The transfer in flight, so a discard can stop it. */
let active: { id: number; controller: AbortController } | null = null;

/** Marks the upload `id` as the one being sent; its signal aborts when the grower discards it. */
export function beginTransfer(id: number): AbortController {
  const controller = new AbortController();
  active = { id, controller };
  return controller;
}

/** The transfer begun with `controller` is over. */
export function endTransfer(controller: AbortController): void {
  if (active?.controller === controller) active = null;
}

/** Deletes queued uploads and their files (inside the caller's transaction when there is one; it must include both tables). */
export async function removeUploads(ids: number[]): Promise<void> {
  await db.transaction('rw', db.uploads, db.uploadFiles, async () => {
    await db.uploads.bulkDelete(ids);
    await db.uploadFiles.bulkDelete(ids);
  });
}

/** Removes a queued photo or video, stopping its transfer if it is being sent. */
export async function discardUpload(id: number): Promise<void> {
  if (active?.id === id) active.controller.abort();
  await removeUploads([id]);
}
