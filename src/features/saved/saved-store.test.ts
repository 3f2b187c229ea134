import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type SavedItem, type StoredDiary } from '@/db/database';
import { removeSaved, savedApiUrls } from './saved-store';
import { SAVED_CACHE } from './saved-cache';

const user = { id: 3, name: 'grower', link: '/grower/3', status: 'grower', avatar: null, avatar_small: null, avatar_little: null };

function storedDiary(id: number, ownerId = user.id): StoredDiary {
  return {
    id, name: `D${id}`, link: `/diaries/${id}`, add_date: '', update_date: '', cover: null, max_faza: 1, is_harvest: false, cnt_weeks: 1, cnt_days: 7,
    cnt_views: 0, cnt_likes: 0, cnt_comments: 0, item_user: { ...user, id: ownerId }, items_seed: [], has_details: true, synced_at: 1,
  };
}

function saved(type: SavedItem['type'], id: number, urls: string[]): SavedItem {
  return { key: `${type}:${id}`, type, id, name: `${type} ${id}`, link: `/${type}/${id}`, urls, bytes: 10, saved_at: 1 };
}

/** Cache Storage as the browser keeps it (jsdom has none): what the saved cache still holds. */
function installCacheStorage(): Set<string> {
  const held = new Set<string>();
  const cache = { put: async (url: string) => void held.add(url), delete: async (url: string) => held.delete(url) };
  vi.stubGlobal('caches', { open: async (name: string) => (name === SAVED_CACHE ? cache : Promise.reject(new Error(name))) });
  return held;
}

beforeEach(async () => {
  await Promise.all([db.saved.clear(), db.diaries.clear(), db.weeks.clear(), db.feeds.clear(), db.outbox.clear(), db.session.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe('saved items', () => {
  it('saves the API answers a strain or breeder page asks, as it asks them', () => {
    const origin = location.origin;
    expect(savedApiUrls('strain', 7)).toEqual([
      `${origin}/api/strains/7`,
      `${origin}/api/products/7/diaries?start=0&limit=20`, `${origin}/api/products/7/gallery?start=0&limit=24`,
      `${origin}/api/products/7/growers?start=0&limit=20`, `${origin}/api/products/7/reviews?start=0&limit=20`,
      `${origin}/api/products/7/harvests?start=0&limit=20`, `${origin}/api/service/strains-tree?id=7`,
    ]);
    expect(savedApiUrls('breeder', 4)[0]).toBe(`${origin}/api/brands/4`);
    expect(savedApiUrls('breeder', 4)[1]).toBe(`${origin}/api/brands/4/diaries?start=0&limit=20`);
  });

  it('removing an item deletes only the copies no other saved item holds', async () => {
    const held = installCacheStorage();
    for (const url of ['/a.jpg', '/shared.jpg', '/c.jpg']) held.add(url);
    await db.saved.bulkPut([saved('strain', 1, ['/a.jpg', '/shared.jpg']), saved('breeder', 2, ['/shared.jpg', '/c.jpg'])]);
    await removeSaved('strain:1');
    expect(await db.saved.get('strain:1')).toBeUndefined();
    expect([...held].sort()).toEqual(['/c.jpg', '/shared.jpg']);
  });

  it('removing a diary forgets its rows unless something else needs them', async () => {
    installCacheStorage();
    const week = (id: number, diaryId: number) => ({ id, diary_id: diaryId, position: 0 }) as never;
    await db.diaries.bulkPut([storedDiary(1, 9), storedDiary(2, 9), storedDiary(3, 9), storedDiary(4, user.id)]);
    await db.weeks.bulkPut([week(11, 1), week(21, 2), week(31, 3), week(41, 4)]);
    await db.feeds.put({ key: 'main', ids: [2], total: 1, synced_at: 1 });
    await db.outbox.add({ key: 'g:1', mutator: 'week.update', args: { diary_id: 3, week_id: 31, body: {} }, target: 'diary:3/week:31', status: 'pending', created_at: 1, label: 'w', attempts: 0 });
    await db.session.put({ key: 'current', token: 't', user: { ...user }, signed_in_at: 1 } as never);
    await db.saved.bulkPut([1, 2, 3, 4].map((id) => saved('diary', id, [])));
    for (const id of [1, 2, 3, 4]) await removeSaved(`diary:${id}`);

    // Nothing else needs diary 1: gone. Diary 2 is on the home list: its card stays, without weeks or details.
    expect(await db.diaries.get(1)).toBeUndefined();
    expect(await db.diaries.get(2)).toMatchObject({ has_details: false });
    expect(await db.weeks.where('diary_id').anyOf(1, 2).count()).toBe(0);
    // A change still queued (diary 3) and the grower's own diary (4) keep everything.
    expect(await db.diaries.get(3)).toMatchObject({ has_details: true });
    expect(await db.diaries.get(4)).toMatchObject({ has_details: true });
    expect(await db.weeks.where('diary_id').anyOf(3, 4).count()).toBe(2);
  });
});
