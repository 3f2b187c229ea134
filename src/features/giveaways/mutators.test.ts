// Entering a diary, voting and withdrawing in a giveaway: each changes the stored giveaway at once and is queued, shown
// as waiting, sent once with its key in order; the answer becomes the device's copy only once no later write of the
// giveaway waits; a refresh never overwrites a change that waits; a refused vote keeps the server's reason and a
// refresh then shows the server's copy; offline, the join picker offers the grower's diaries stored on this device.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { DiaryCard } from '@/domain/diary/diary';
import type { Giveaway, GiveawayEntry } from '@/domain/giveaway/giveaway';
import { ALREADY_JOINED_MESSAGE, ALREADY_VOTED_MESSAGE } from '@/domain/giveaway/giveaway-limits';
import { replayOutbox } from '@/sync/outbox/replay';
import { fetchJoinable, giveawayWrites, refreshGiveaway, storedGiveaway } from './giveaway-store';
import { enterDiary, voteFor, withdrawEntry } from './giveaway-writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const card = (id: number, name: string, userId = 50): DiaryCard => ({
  id, name, link: `/diaries/${id}`, add_date: '', update_date: '', cover: null, max_faza: 0, is_harvest: false, cnt_weeks: 1, cnt_days: 7,
  cnt_views: 0, cnt_likes: 0, cnt_comments: 0, items_seed: [],
  item_user: { id: userId, name: `g${userId}`, link: `/grower/${userId}`, status: '', avatar: null, avatar_small: null, avatar_little: null },
});
const entry = (id: number, diary: DiaryCard, votes: number): GiveawayEntry => ({ id, category_id: 3, add_date: '2026-11-20T00:00:00.000Z', cnt_votes: votes, item_diary: diary });

/** A giveaway with one category holding another grower's entry (id 31, 2 votes) and `extra` entries. */
function giveaway(extra: GiveawayEntry[] = [], mine: { entry?: number; vote?: number } = {}): Giveaway {
  const entries = [entry(31, card(100, 'Blue Dream'), 2), ...extra];
  const votes = entries.reduce((sum, e) => sum + e.cnt_votes, 0);
  return {
    id: 9, link: 'winter-cup', title: 'Winter cup', description: '', rules: '', state: 'open', start_date: '2026-11-01T00:00:00.000Z', end_date: '2026-12-01T00:00:00.000Z',
    item_brand: { id: 1, name: 'Sponsor', link: '/seedbank/1', avatar: null }, cnt_entries: entries.length, cnt_votes: votes, cnt_likes: 0, cnt_comments: 0,
    prizes: ['A tent'], winners: [],
    categories: [{ id: 3, title: 'Best auto', prize: 'A tent', cnt_entries: entries.length, cnt_votes: votes, entries, my_vote: mine.vote ?? null, my_entry: mine.entry ?? null, winner: null }],
  };
}

signedInOnEmptyDatabase();

describe('giveaway writes', () => {
  it('enters a diary and votes at once on the device, sends both once in order, and keeps the last answer', async () => {
    await db.giveaways.put({ ...giveaway(), synced_at: 1 });
    await enterDiary(9, 3, { id: 200, name: 'My auto', link: '/diaries/200', can_join: true, reason: null });
    const stored = (await storedGiveaway('winter-cup'))!;
    const local = stored.categories[0]!;
    expect(local.entries.map((e) => e.item_diary.name)).toEqual(['Blue Dream', 'My auto']);
    expect(local.my_entry).toBe(local.entries[1]!.id);
    expect(local.entries[1]!.item_diary.item_user.id).toBe(TEST_GROWER.id);
    expect([local.cnt_entries, stored.cnt_entries]).toEqual([2, 2]);

    await voteFor(9, local, local.entries[0]!);
    const voted = (await storedGiveaway('winter-cup'))!.categories[0]!;
    expect(voted).toMatchObject({ my_vote: 31, cnt_votes: 3 });
    expect(voted.entries[0]!.cnt_votes).toBe(3);
    expect((await giveawayWrites(9)).waiting).toEqual(new Set([3]));

    // A refresh while both wait keeps the device's copy.
    stubApi(() => Response.json(giveaway()));
    await refreshGiveaway('winter-cup');
    expect((await storedGiveaway('winter-cup'))!.categories[0]!.my_vote).toBe(31);

    const mine = entry(40, card(200, 'My auto', TEST_GROWER.id), 0);
    const answers = [giveaway([mine], { entry: 40 }), giveaway([mine], { entry: 40, vote: 31 })];
    answers[1]!.categories[0]!.entries[0]!.cnt_votes = 3;
    const sent = stubApi(() => Response.json(answers.shift()));
    const keys = (await db.outbox.orderBy('seq').toArray()).map((m) => m.key);
    await replayOutbox();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/giveaways/9/join', key: keys[0], body: { category_id: 3, content_id: 200 } },
      { method: 'POST', path: '/api/giveaways/9/vote', key: keys[1], body: { category_id: 3, contest_id: 31 } },
    ]);
    expect(await db.outbox.count()).toBe(0);
    const settled = (await storedGiveaway('winter-cup'))!.categories[0]!;
    expect(settled).toMatchObject({ my_entry: 40, my_vote: 31 });
    expect(settled.entries.map((e) => e.id)).toEqual([31, 40]);
  });

  it('withdraws the grower\'s entry with its votes at once and sends the diary\'s id', async () => {
    const mine = entry(40, card(200, 'My auto', TEST_GROWER.id), 4);
    await db.giveaways.put({ ...giveaway([mine], { entry: 40 }), synced_at: 1 });
    const category = (await storedGiveaway('winter-cup'))!.categories[0]!;
    await withdrawEntry(9, category, mine);
    const after = (await storedGiveaway('winter-cup'))!;
    expect(after.categories[0]).toMatchObject({ my_entry: null, cnt_entries: 1, cnt_votes: 2 });
    expect([after.cnt_entries, after.cnt_votes]).toEqual([1, 2]);
    const sent = stubApi(() => Response.json(giveaway()));
    await replayOutbox();
    expect(sent.map((r) => [r.path, r.body])).toEqual([['/api/giveaways/9/withdraw', { category_id: 3, content_id: 200 }]]);
  });

  it('keeps the server\'s reason for a refused vote, and a refresh then shows the server\'s copy', async () => {
    await db.giveaways.put({ ...giveaway(), synced_at: 1 });
    const category = (await storedGiveaway('winter-cup'))!.categories[0]!;
    await voteFor(9, category, category.entries[0]!);
    stubApi(() => new Response(JSON.stringify({ error: 'conflict', message: ALREADY_VOTED_MESSAGE }), { status: 409 }));
    await replayOutbox();
    const writes = await giveawayWrites(9);
    expect(writes.refused.get(3)).toBe(ALREADY_VOTED_MESSAGE);
    expect(writes.waiting.size).toBe(0);
    stubApi(() => Response.json(giveaway([], { vote: 31 })));
    await refreshGiveaway('winter-cup');
    expect((await storedGiveaway('winter-cup'))!.categories[0]).toMatchObject({ my_vote: 31, cnt_votes: 2 });
  });
});

describe('the join picker', () => {
  it('offers the grower\'s diaries stored on this device when offline, never one made offline the server does not know', async () => {
    await db.giveaways.put({ ...giveaway(), synced_at: 1 });
    const stored = (id: number, name: string, updated: string, userId = TEST_GROWER.id) => ({ ...card(id, name, userId), update_date: updated, has_details: false, synced_at: 1 });
    await db.diaries.bulkPut([
      stored(201, 'Older grow', '2026-10-01T00:00:00.000Z'), stored(202, 'Newer grow', '2026-11-01T00:00:00.000Z'),
      stored(-5, 'Made offline', '2026-11-20T00:00:00.000Z'), stored(300, 'Someone else\'s', '2026-11-02T00:00:00.000Z', 50),
    ]);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const offline = await fetchJoinable(9, 3);
    expect(offline.items.map((d) => [d.name, d.can_join])).toEqual([['Newer grow', true], ['Older grow', true]]);

    await enterDiary(9, 3, offline.items[0]!);
    expect((await fetchJoinable(9, 3)).items.every((d) => !d.can_join && d.reason === ALREADY_JOINED_MESSAGE)).toBe(true);
  });
});
