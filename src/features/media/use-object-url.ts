// An object URL for a local Blob, revoked when the component goes away.
import { useEffect, useState } from 'react';

/**
 * The URL of the first Blob given: IndexedDB hands a new Blob object for the same content on every
 * read, so give the component a `key` that changes with the content (the upload's key) instead.
 */
export function useObjectUrl(blob: Blob): string | null {
  const [source] = useState(blob);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(source);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [source]);
  return url;
}
