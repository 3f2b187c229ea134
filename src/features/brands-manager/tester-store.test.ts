// @vitest-environment node
// A brand's testers changed on the device: an added tester is listed at once (by the signed-in manager) and waits in
// the outbox, is sent once, and the server's answer (with the tester's diaries) replaces the local list; a refresh
// while a tester change waits keeps the device's list, and so does a list older than a change's answer; a removal leaves
// the list at once.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER } from '../../../tests/helpers/device-writes';
import { db, type ManagedBrandRecord } from '@/db/database';
import type { BrandTesters } from '@/domain/brand-manager/tester';
import type { User } from '@/domain/user/user';
import { replayOutbox } from '@/sync/outbox/replay';
import { addTester, readWaitingTesters, refreshBrandTesters, removeTester } from './tester-store';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const brand: ManagedBrandRecord = {
  id: 4, name: 'Root Juice', section: 'nutrient', category: null, link: '/nutrients/4', avatar: null, user: TEST_GROWER.id, position: 0, synced_at: 1,
};
const grower = (id: number, name: string): User => ({ id, name, link: `/grower/${id}`, status: 'newbie', avatar: null, avatar_small: null, avatar_little: null });
const tina = grower(31, 'Tina');
const answer = (users: User[]): BrandTesters => ({
  items: users.map((user) => ({ item_user: user, add_date: '2026-11-25T07:00:00.000Z', added_by: null,
    items_diary: [{ id: 70, name: 'Coco run', link: '/diaries/70', products: ['Bloom'] }] })),
  items_log: users.map((user) => ({ item_user: user, action: 'add' as const, by: null, add_date: '2026-11-25T07:00:00.000Z' })),
});

signedInOnEmptyDatabase();
beforeEach(() => {
  vi.stubGlobal('location', { origin: 'https://grow.test', host: 'grow.test' });
});

describe('a tester added on the device', () => {
  it('is listed at once and waits, a refresh keeps it, it is sent once and the answer replaces the list', async () => {
    await addTester(brand, tina);
    const local = (await db.brandTesters.get(4))!;
    expect(local.items.map((t) => [t.item_user.name, t.added_by?.id, t.items_diary])).toEqual([['Tina', TEST_GROWER.id, []]]);
    expect(await readWaitingTesters(4)).toEqual(new Set(['brand:4/tester:31']));

    const sent = stubApi((request, url) => {
      request.path += url.search;
      return Response.json(request.method === 'GET' ? answer([]) : answer([tina]));
    });
    // The server's list predates the add: the device's list stays while the add waits.
    await refreshBrandTesters(4);
    expect((await db.brandTesters.get(4))!.items.map((t) => t.item_user.id)).toEqual([31]);

    await replayOutbox();
    await replayOutbox();
    const writes = sent.filter((s) => s.method === 'POST');
    expect(writes.map((s) => [s.path, s.body])).toEqual([['/api/brands-manager/testers/add_tester?brand_id=4', { user_id: 31 }]]);
    expect((await db.brandTesters.get(4))!.items[0]!.items_diary.map((d) => d.name)).toEqual(['Coco run']);
    expect(await db.outbox.count()).toBe(0);

    await removeTester(brand, tina);
    expect((await db.brandTesters.get(4))!.items).toEqual([]);
    expect((await db.outbox.toArray()).map((m) => [m.mutator, m.target])).toEqual([['brandTester.remove', 'brand:4/tester:31']]);
  });

  it('keeps the answer of a change that came back while an older list was on its way', async () => {
    await addTester(brand, tina);
    let answerList: (response: Response) => void = () => undefined;
    stubApi((request) => (request.method === 'GET'
      ? new Promise<Response>((resolve) => { answerList = resolve; })
      : Response.json(answer([tina]))));
    // The list is asked for while the add still waits, then the add is sent and answered first.
    const refreshing = refreshBrandTesters(4);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await replayOutbox();
    expect(await db.outbox.count()).toBe(0);
    answerList(Response.json(answer([])));
    await refreshing;
    expect((await db.brandTesters.get(4))!.items.map((t) => t.item_user.id)).toEqual([31]);
  });
});
