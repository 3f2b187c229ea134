// The shorts' hooks: a short and the lists from the device (refreshed from the API when opened, paged on demand),
// a short's queued clip and poster, and playback that follows what is on screen.
import { useLiveQuery } from 'dexie-react-hooks';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { db, type QueuedUpload, type ShortRecord } from '@/db/database';
import type { Short, ShortsPage } from '@/domain/short/short';
import { shortListKey } from '@/domain/short/short-limits';
import { describeError } from '@/sync/transport/http';
import { useInitialAnswer } from '@/ui/initial-answers';
import { useRefresh } from '@/ui/use-refresh';
import { refreshShort, refreshShortList, storedShort, storedShortList } from './shorts-store';

/** A short as the server answered it, as a row of the device (not synced yet). */
const asRow = (short: Short): ShortRecord => ({ ...short, synced_at: 0 });

/** A short as stored (undefined while reading, null when none) and its refresh; on a page rendered on the server, the
 * short it was rendered with until the device has stored it (src/app/initial-answers-handover.ts). */
export function useShort(id: number) {
  const key = `short:${id}`;
  const refresh = useRefresh(key, () => refreshShort(id));
  const initial = useInitialAnswer<Short>(key);
  const stored = useLiveQuery(() => storedShort(id), [id]);
  const short = stored || !initial ? stored : asRow(initial);
  return { short, refresh };
}

/** The feed (no user) or a grower's shorts as stored (or the first page a server-rendered page came with, until
 * stored), refreshed when opened, with the next page on demand. */
export function useShortList(userId?: number) {
  const key = shortListKey(userId);
  const refresh = useRefresh(`shorts:${key}`, () => refreshShortList(userId));
  const initial = useInitialAnswer<ShortsPage>(`shorts:${key}`);
  const stored = useLiveQuery(() => storedShortList(key), [key]);
  const list = stored || !initial ? stored : { shorts: initial.items.map(asRow), total: initial.total };
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const loaded = list?.shorts.length ?? 0;
  const hasMore = list !== undefined && list !== null && loaded < list.total;
  const loadMore = useCallback(() => {
    if (!hasMore || more.loading) return;
    setMore({ loading: true, error: null });
    refreshShortList(userId, loaded).then(
      () => setMore({ loading: false, error: null }),
      (error: unknown) => setMore({ loading: false, error: describeError(error) }),
    );
  }, [hasMore, more.loading, userId, loaded]);
  return { list, refresh, hasMore, loadMore, loadingMore: more.loading, moreError: more.error };
}

/** The clip and poster of a short still queued on this device (also those queued under its temporary id). */
export function useShortUploads(id: number): QueuedUpload[] | undefined {
  return useLiveQuery(async () => {
    const ids = new Set([id, ...(await db.idMap.where('real').equals(id).filter((m) => m.kind === 'short').toArray()).map((m) => m.temp)]);
    return db.uploads.filter((upload) => upload.short_id !== undefined && ids.has(upload.short_id)).sortBy('id');
  }, [id]);
}

/** Share of a video that must be on screen for it to play. */
export const PLAY_THRESHOLD = 0.6;

/**
 * Plays the video while at least PLAY_THRESHOLD of it is on screen and pauses it otherwise; `onShown` hears when it
 * comes on screen. A play the browser refuses (no user gesture yet for sound) leaves it paused with its poster.
 */
export function useVisiblePlayback(video: RefObject<HTMLVideoElement | null>, onShown?: () => void): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      const visible = (entry?.intersectionRatio ?? 0) >= PLAY_THRESHOLD;
      setShown(visible);
      if (visible) {
        onShown?.();
        element.play().catch(() => undefined);
      } else {
        element.pause();
      }
    }, { threshold: [0, PLAY_THRESHOLD, 1] });
    observer.observe(element);
    return () => observer.disconnect();
  }, [video, onShown]);
  return shown;
}
