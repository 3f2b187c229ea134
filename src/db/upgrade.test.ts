// Databases made by every earlier schema version upgrade to the newest with nothing lost: queued writes become mutator
// rows that send the very same requests, drafts, uploads and session stay, follows and reviews get their typed rows.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayOutbox } from '@/sync/outbox/replay';
import { db } from './database';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

/** The schema history before version 6, as the app declared it. */
const HISTORY: Record<number, Record<string, string>> = {
  1: {
    diaries: 'id, update_date, item_user.id', weeks: 'id, diary_id, [diary_id+position]', feeds: 'key', drafts: '[type+ref_id], updated_at',
    outbox: '++seq, &key, status', uploads: '++id, status, [ref_type+ref_id]', impressions: '[t+i]', adStats: '++id', telemetry: '++id, created_at', session: 'key',
  },
  2: { idMap: 'temp, real' },
  3: { uploads: '++id, &key, status, diary_id, week_id', catalogue: '[section+id], section, [section+name_lower]', prefs: 'key' },
  4: { outbox: '++seq, &key, status, path', uploads: '++id, &key, status, diary_id, week_id, [status+bytes+sent_bytes]', uploadFiles: 'id' },
  5: { saved: 'key, type, saved_at' },
};

const grower = { id: 7, name: 'grower', link: '/grower/7', status: 'grower', avatar: null, avatar_small: null, avatar_little: null };
const weekBody = { faza: 0, days: 7, text: 'Roots everywhere', props: {}, items_nutrient: [], items_photo: [] };

/** Every kind of write versions 1 to 5 queued, in order, as they stored them. */
const LEGACY_WRITES = [
  { method: 'POST', path: '/api/diaries', body: { name: 'Tent grow' }, creates: { kind: 'diary', temp_id: -50 } },
  { method: 'POST', path: '/api/diaries/-50/weeks', body: weekBody, creates: { kind: 'week', temp_id: -51 } },
  { method: 'PUT', path: '/api/diaries/-50/weeks/-51', body: { ...weekBody, text: 'Edited while sending' } },
  { method: 'PUT', path: '/api/diaries/3', body: { name: 'Renamed' } },
  { method: 'PUT', path: '/api/diaries/3/cover-week', body: { photo_id: 9 } },
  { method: 'PUT', path: '/api/diaries/3/weeks/30', body: { ...weekBody, base_update_date: 'u1' } },
  { method: 'DELETE', path: '/api/diaries/3/weeks/31', body: undefined },
  { method: 'DELETE', path: '/api/diaries/4', body: undefined },
  { method: 'POST', path: '/api/follows/user/11', body: undefined },
  { method: 'DELETE', path: '/api/follows/product/12', body: undefined },
  { method: 'PUT', path: '/api/products/13/review', body: { n_general: 9, text: 'Sticky buds', props: {} } },
] as const;

/** Creates the app's database as schema `version` made it, with queued writes, a draft, the session and (from 3) follows. */
async function makeOldDatabase(version: number): Promise<void> {
  const old = new Dexie('growdiaries');
  for (let v = 1; v <= version; v++) old.version(v).stores(HISTORY[v]!);
  await old.open();
  await old.table('session').bulkPut([{ key: 'current', token: 'token', user: grower, signed_in_at: 1 }, { key: 'guest', guest_id: 'device-1' }]);
  await old.table('drafts').put({ type: 'week', ref_id: '30', data: { text: 'Half-typed words' }, updated_at: 5 });
  let seq = 0;
  for (const write of LEGACY_WRITES) {
    seq += 1;
    await old.table('outbox').add({ ...write, key: `device-1:${seq}`, status: seq === 4 ? 'refused' : 'pending', error: seq === 4 ? 'Name taken' : undefined, label: `change ${seq}`, created_at: seq, attempts: 0 });
  }
  if (version >= 3) await old.table('prefs').bulkPut([{ key: 'follow:user:11', value: { following: true, cnt_followers: 4 } }, { key: 'measures', value: { length: 'cm' } }]);
  if (version >= 4) {
    await old.table('uploads').add({ key: 'device-1:u1', kind: 'photo', diary_id: -50, week_id: -51, as_cover: false, name: 'a.jpg', mime: 'image/jpeg', width: 1, height: 1, bytes: 3, sent_bytes: 0, status: 'pending', created_at: 1 });
  }
  old.close();
}

interface Sent { method: string; path: string; body: unknown; key: string | null }

beforeEach(async () => {
  db.close({ disableAutoOpen: false });
  await Dexie.delete('growdiaries');
});
afterEach(() => vi.unstubAllGlobals());

describe.each([1, 2, 3, 4, 5])('a database of schema version %i', (version) => {
  it('upgrades with every queued write, draft and session kept, and its writes send the same requests', async () => {
    await makeOldDatabase(version);
    await db.open();
    expect(db.verno).toBe(21);

    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((row) => row.mutator)).toEqual([
      'diary.create', 'week.create', 'week.update', 'diary.update', 'diary.cover', 'week.update', 'week.delete', 'diary.delete', 'follow.add', 'follow.remove', 'review.save',
    ]);
    expect(rows.map((row) => row.target)).toEqual([
      'diary:-50', 'diary:-50/week:-51', 'diary:-50/week:-51', 'diary:3', 'diary:3/cover', 'diary:3/week:30', 'diary:3/week:31', 'diary:4', 'follow:user:11', 'follow:product:12', 'review:product:13',
    ]);
    expect(rows[3]).toMatchObject({ status: 'refused', error: 'Name taken', label: 'change 4', key: 'device-1:4' });
    expect(rows.every((row) => !('path' in row) && !('method' in row))).toBe(true);
    expect(await db.drafts.get(['week', '30'])).toMatchObject({ data: { text: 'Half-typed words' } });
    expect(await db.session.get('current')).toMatchObject({ token: 'token' });
    expect(await db.reviews.get(13)).toMatchObject({ review: { n_general: 9, text: 'Sticky buds' } });
    if (version >= 3) {
      expect(await db.follows.get(['user', 11])).toEqual({ type: 'user', id: 11, following: true, cnt_followers: 4 });
      expect(await db.prefs.toArray()).toEqual([{ key: 'measures', value: { length: 'cm' } }]);
    }
    if (version >= 4) expect(await db.uploads.count()).toBe(1);

    // Replayed, the converted rows send what the old rows said, in order, with their keys (temp ids resolved).
    await db.outbox.update(rows[3]!.seq!, { status: 'pending', error: undefined });
    const sent: Sent[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      const request = { method: init.method ?? 'GET', path: new URL(url).pathname, body: init.body ? JSON.parse(String(init.body)) : undefined, key: new Headers(init.headers).get('X-Rniq') };
      sent.push(request);
      if (request.path === '/api/diaries') return Response.json({ id: 100, name: 'Tent grow', items_week: [] }, { status: 201 });
      if (request.path === '/api/diaries/100/weeks') return Response.json({ ...weekBody, id: 101, diary_id: 100, update_date: 'w1', items_photo: [] }, { status: 201 });
      return new Response(null, { status: 204 });
    }));
    expect(await replayOutbox()).toBe('done');
    const resolved = (path: string) => path.replace('-50', '100').replace('-51', '101');
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual(LEGACY_WRITES.map((write) => ({
      method: write.method, path: resolved(write.path), body: write.path.endsWith('/weeks/-51') ? { ...write.body, base_update_date: 'w1' } : write.body,
    })));
    expect(sent.map((request) => request.key)).toEqual(LEGACY_WRITES.map((_, i) => `device-1:${i + 1}`));
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a database of a schema version after 6 (the app declares only 6 and the newest)', () => {
  it('upgrades to the newest with its rows kept and the tables that came since added', async () => {
    // Version 12 as the app declared it then: versions 1 to 5, 6's mutator rows, then the community, chats,
    // notifications, journal, brand manager, giveaway and award tables of 7 to 12.
    const old = new Dexie('growdiaries');
    for (let v = 1; v <= 5; v++) old.version(v).stores(HISTORY[v]!);
    old.version(6).stores({ outbox: '++seq, &key, status, target', follows: '[type+id]', reviews: 'product_id' });
    old.version(7).stores({ comments: 'id, [type+ref_id+parent], parent', commentThreads: 'key', likes: '[type+id]', profiles: 'id', profileLists: 'key, user_id', accountSettings: 'user_id', questions: 'id, diary_id, week_id', questionSolutions: 'id, problem_id', questionLists: 'key' });
    old.version(8).stores({ chatRooms: 'id, update_date', chatMessages: 'id, [room_id+order]', notifications: 'id, [user+id], [user+group+group_period]', notificationGroups: 'key, [user+tab+last_id]', notificationNumbers: 'user' });
    old.version(9).stores({ articles: 'id, &link', journalVotes: 'poll_id' });
    old.version(10).stores({ managedBrands: 'id, user', brandProducts: 'id, brand_id' });
    old.version(11).stores({ giveaways: 'id, &link' });
    old.version(12).stores({ awardVotes: '[award_id+category_id], award_id' });
    await old.open();
    await old.table('outbox').add({ key: 'device-1:1', mutator: 'comment.create', target: 'comment:-5', status: 'pending', label: 'A comment', created_at: 1, attempts: 0 });
    await old.table('comments').put({ id: -5, type: 'week', ref_id: 3, parent: 0, text: 'Written offline' });
    await old.table('chatMessages').put({ id: 9, room_id: 2, order: 1, text: 'Hello' });
    old.close();

    await db.open();
    expect(db.verno).toBe(21);
    expect(await db.outbox.toArray()).toMatchObject([{ key: 'device-1:1', mutator: 'comment.create', status: 'pending' }]);
    expect(await db.comments.get(-5)).toMatchObject({ text: 'Written offline' });
    expect(await db.chatMessages.where('[room_id+order]').equals([2, 1]).first()).toMatchObject({ text: 'Hello' });
    await db.cartLines.put({ product_id: 4, quantity: 1, add_date: 'now' } as never);
    await db.premiumOrders.put({ id: 1, user_id: 7, state: 'unpaid' } as never);
    expect(await db.cartLines.count()).toBe(1);
    expect(await db.premiumOrders.where('state').equals('unpaid').count()).toBe(1);
  });
});
