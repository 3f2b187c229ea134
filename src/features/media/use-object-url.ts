// An object URL for a queued upload's local file, read once per version of the file and revoked when no longer shown.
import { useEffect, useState } from 'react';
import { db, type QueuedUpload } from '@/db/database';

/** The URL of the upload's file (null until read, or when `enabled` is false); a rotation gives the row a new key, and a new URL. */
export function useQueuedFileUrl(upload: Pick<QueuedUpload, 'id' | 'key'>, enabled = true): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const { id, key } = upload;
  useEffect(() => {
    if (!enabled || id === undefined || typeof URL.createObjectURL !== 'function') return undefined;
    let live = true;
    let created: string | null = null;
    void db.uploadFiles.get(id).then((stored) => {
      if (!live || !stored) return;
      created = URL.createObjectURL(stored.file);
      setUrl(created);
    });
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [id, key, enabled]);
  return url;
}
