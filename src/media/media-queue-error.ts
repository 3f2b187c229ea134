// Why a picked photo or video could not be queued, with a code the interface translates.

export type MediaQueueErrorCode = 'photo-unreadable' | 'video-unreadable' | 'storage-full';

/** A picked file could not be prepared or stored; `code` picks the sentence shown to the grower. */
export class MediaQueueError extends Error {
  constructor(readonly code: MediaQueueErrorCode, message: string) {
    super(message);
    this.name = 'MediaQueueError';
  }
}
