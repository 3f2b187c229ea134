// The sentence to show for a photo or video that could not be queued.
import type { TFunction } from 'i18next';
import { MediaQueueError } from '@/media/media-queue-error';

/** Words a grower understands for a queueing failure (a format this device can't read, a full storage). */
export function mediaErrorText(t: TFunction, error: unknown, name: string): string {
  if (error instanceof MediaQueueError) {
    if (error.code === 'storage-full') return t('media.error.storageFull');
    if (error.code === 'video-unreadable') return t('media.error.videoUnreadable', { name });
    return t('media.error.photoUnreadable', { names: name });
  }
  return t('media.error.generic', { name, message: error instanceof Error ? error.message : String(error) });
}

/** True when the device has no room left: queuing more files would fail the same way. */
export function isStorageFull(error: unknown): boolean {
  return error instanceof MediaQueueError && error.code === 'storage-full';
}
