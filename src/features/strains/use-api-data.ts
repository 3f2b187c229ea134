// API data of a strain screen by key: loaded when the key changes (and again on `online`), with how loading went,
// so a screen can show what it got or say why it has nothing (RefreshStatus). Offline, the service worker's copy answers.
import { useRef, useState } from 'react';
import { useRefresh, type RefreshState } from '@/ui/use-refresh';

export interface ApiData<T> {
  /** The answer for this key; undefined until it arrives. */
  data: T | undefined;
  refresh: RefreshState & { retry: () => void };
}

export function useApiData<T>(key: string, load: () => Promise<T>): ApiData<T> {
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);
  const keyRef = useRef(key);
  keyRef.current = key;
  const refresh = useRefresh(key, async () => {
    const value = await load();
    // A slower answer for a key the screen has left is dropped.
    if (keyRef.current === key) setAnswer({ key, value });
  });
  return { data: answer?.key === key ? answer.value : undefined, refresh };
}
