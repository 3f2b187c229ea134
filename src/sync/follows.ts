// Follows: the state of an item kept on the device (prefs `follow:{type}:{id}`), refreshed from GET /api/follows, and
// follow/unfollow as local writes queued in the outbox (POST or DELETE /api/follows/{type}/{id}); the feed page by page.
import { db } from '@/db/database';
import type { FeedPage, FollowState } from '@/domain/follow';
import type { FollowType } from '@/domain/follow-list';
import { storeCards } from './diaries';
import { apiRequest } from './http';
import { queue, writeLocally } from './local-write';

export const followKey = (type: FollowType, id: number) => `follow:${type}:${id}`;
const followPath = (type: FollowType, id: number) => `/api/follows/${type}/${id}`;

/** What the device knows of an item's follow state. */
export interface StoredFollow { following: boolean; cnt_followers: number }

/** GET /api/follows/{type}/{id} into the device's copy, unless a change of it still waits to be sent. */
export async function refreshFollowState(type: FollowType, id: number): Promise<void> {
  const state = await apiRequest<FollowState>(followPath(type, id));
  const waiting = await db.outbox.where('path').equals(followPath(type, id)).count();
  if (waiting === 0) await db.prefs.put({ key: followKey(type, id), value: { following: state.following, cnt_followers: state.cnt_followers } satisfies StoredFollow });
}

/**
 * Follows or unfollows at once on the device and queues the request. Undoing a change that has not left the device
 * yet just drops it, so tapping twice offline sends nothing.
 */
export async function setFollowing(type: FollowType, id: number, following: boolean, label: string): Promise<void> {
  const path = followPath(type, id);
  await writeLocally([db.prefs], async () => {
    const stored = (await db.prefs.get(followKey(type, id)))?.value as StoredFollow | undefined;
    const count = Math.max(0, (stored?.cnt_followers ?? 0) + (following === stored?.following ? 0 : following ? 1 : -1));
    await db.prefs.put({ key: followKey(type, id), value: { following, cnt_followers: count } satisfies StoredFollow });
    const unsent = await db.outbox.where('path').equals(path).filter((m) => m.status === 'pending' && m.attempts === 0).last();
    if (unsent && unsent.method !== (following ? 'POST' : 'DELETE')) {
      await db.outbox.delete(unsent.seq!);
      return;
    }
    await queue({ method: following ? 'POST' : 'DELETE', path, body: undefined, label });
  });
}

/** How many follow or unfollow requests wait in the outbox (the feed they change is out of date until they are sent). */
export const countWaitingFollows = () => db.outbox.where('path').startsWith('/api/follows/').count();

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
