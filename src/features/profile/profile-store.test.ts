// Profiles read into the device: a refresh keeps the fields of a profile change still waiting to be sent, a list's
// later pages are appended after its first, and a new first page replaces what was kept.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import type { GrowerProfile } from '@/domain/user/profile';
import { saveProfile } from '@/features/settings/writes';
import { loadProfileList, readProfileList, refreshProfile } from './profile-store';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const me = { id: 7, name: 'grower', link: '/grower/7', status: 'grower', avatar: null, avatar_small: null, avatar_little: null };
const profile: GrowerProfile = {
  ...me, add_date: '2026-01-01T00:00:00.000Z', bio: 'Server bio.', location: 'Oslo', website: '', socials: {},
  cnt_diaries: 2, cnt_followers: 5, cnt_following: 1, cnt_bookmarks: 0, cnt_reviews: 0, is_deleted: false,
};
const follower = (id: number) => ({ ...me, id, name: `fan${id}`, link: `/grower/${id}` });

/** Answers each GET by its path and `start`. */
function fakeApi(answer: (path: string, start: number) => unknown) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const parsed = new URL(url);
    return new Response(JSON.stringify(answer(parsed.pathname, Number(parsed.searchParams.get('start') ?? 0))), { status: 200 });
  }));
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.session.put({ key: 'current', token: 'token', user: me, signed_in_at: 0 });
});
afterEach(() => vi.unstubAllGlobals());

describe('refreshProfile', () => {
  it('stores the server\'s profile, but keeps the fields of a change that still waits', async () => {
    fakeApi(() => profile);
    await refreshProfile(7);
    expect(await db.profiles.get(7)).toMatchObject({ bio: 'Server bio.', cnt_followers: 5 });
    await saveProfile(7, { name: 'grower', bio: 'Typed offline.', location: 'Bergen', website: '', socials: {} }, 'Profile');
    fakeApi(() => ({ ...profile, cnt_followers: 6 }));
    await refreshProfile(7);
    expect(await db.profiles.get(7)).toMatchObject({ bio: 'Typed offline.', location: 'Bergen', cnt_followers: 6 });
  });
});

describe('loadProfileList', () => {
  it('appends later pages and replaces them with a new first page', async () => {
    fakeApi((_path, start) => ({ items: start === 0 ? [follower(1), follower(2)] : [follower(3)], start, limit: 20, total: 3 }));
    await loadProfileList(7, 'followers', 0);
    await loadProfileList(7, 'followers', 2);
    expect((await readProfileList(7, 'followers'))!.items.map((u) => u.id)).toEqual([1, 2, 3]);
    fakeApi(() => ({ items: [follower(4)], start: 0, limit: 20, total: 1 }));
    await loadProfileList(7, 'followers', 0);
    expect(await readProfileList(7, 'followers')).toMatchObject({ items: [{ id: 4 }], total: 1 });
    expect(await readProfileList(7, 'activity')).toBeNull();
  });
});
