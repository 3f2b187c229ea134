// Follows read from the API into the device: one item's follow state (GET /api/follows) and the feed, page by page.
import { db } from '@/db/database';
import { followTarget } from '@/domain/api/change-targets';
import type { FeedPage, FollowState } from '@/domain/follow/follow';
import type { FollowType } from '@/domain/follow/follow-list';
import { storeCards } from '@/features/diaries/diary-store';
import { apiRequest } from '@/sync/transport/http';

/** GET /api/follows/{type}/{id} into the device's follow row, unless a change of it still waits to be sent. */
export async function refreshFollowState(type: FollowType, id: number): Promise<void> {
  const state = await apiRequest<FollowState>(`/api/follows/${type}/${id}`);
  await db.transaction('rw', db.follows, db.outbox, async () => {
    const waiting = await db.outbox.where('target').equals(followTarget(type, id)).count();
    if (waiting === 0) await db.follows.put({ type, id, following: state.following, cnt_followers: state.cnt_followers });
  });
}

/** How many follow or unfollow changes wait in the outbox (the feed they change is out of date until they are sent). */
export const countWaitingFollows = () => db.outbox.where('target').startsWith('follow:').count();

/** The device's follow row of an item (undefined until known). */
export const readFollow = (type: FollowType, id: number) => db.follows.get([type, id]);

export const FEED_KEY = 'feed';
export const FEED_PAGE_SIZE = 24;

/** GET /api/feed: a page of the signed-in grower's feed, stored as cards and the 'feed' list (appended after the first page). */
export async function loadFeedPage(start: number): Promise<void> {
  const page = await apiRequest<FeedPage>('/api/feed', { query: { start, limit: FEED_PAGE_SIZE } });
  const now = Date.now();
  await db.transaction('rw', db.diaries, db.feeds, async () => {
    await storeCards(page.items, now);
    const head = start === 0 ? [] : ((await db.feeds.get(FEED_KEY))?.ids ?? []).slice(0, start);
    await db.feeds.put({ key: FEED_KEY, ids: [...head, ...page.items.map((d) => d.id)], total: page.total, synced_at: now });
  });
}
