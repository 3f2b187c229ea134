// The sentence to show when a diary change could not be stored on the device.
import type { TFunction } from 'i18next';
import { describeError } from '@/sync/transport/http';
import { StorageFullError } from '@/sync/transport/storage';

/** Words a grower understands: a full device, else the error's own message. */
export function saveErrorText(t: TFunction, error: unknown): string {
  return error instanceof StorageFullError ? t('diaryEditor.storageFull') : describeError(error);
}
