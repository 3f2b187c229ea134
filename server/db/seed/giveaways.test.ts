// @vitest-environment node
// The demo giveaways: one open with three categories of entries and votes, one archived with its winners settled (the
// most-voted entry of each category) and notified; counters match the stored votes; the demo account neither entered
// nor voted; a second seed adds nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { giveawaySchema, giveawaysPageSchema } from '../../../src/domain/giveaway/giveaway';
import { startTestServer, TEST_NOW, type TestServer } from '../../test-support';
import { insertDemoGiveaways } from './giveaways';

let server: TestServer;
beforeAll(async () => {
  // The demo dates are anchored on TEST_NOW: read them a day later.
  server = await startTestServer({ giveawayClock: () => new Date(TEST_NOW.getTime() + 86_400_000) });
}, 120_000);
afterAll(() => server.close());

it('seeds an open and an archived giveaway with consistent entries, votes and winners', async () => {
  const page = giveawaysPageSchema.parse((await server.app.inject({ url: '/api/giveaways' })).json());
  expect(page.items.map((g) => [g.link, g.state])).toEqual([['winter-harvest-cup', 'open'], ['summer-outdoor-contest', 'closed']]);
  for (const card of page.items) {
    const giveaway = giveawaySchema.parse((await server.app.inject({ url: `/api/giveaways/${card.link}` })).json());
    expect(giveaway.categories.every((c) => c.entries.length === 3 && c.cnt_entries === 3)).toBe(true);
    for (const category of giveaway.categories) {
      const stored = await server.db.selectFrom('giveaway_votes').select(['entry_id']).where('category_id', '=', category.id).execute();
      expect(category.cnt_votes).toBe(stored.length);
      for (const entry of category.entries) expect(entry.cnt_votes).toBe(stored.filter((v) => v.entry_id === entry.id).length);
      if (giveaway.state === 'closed') expect(category.winner?.id).toBe(category.entries[0]!.id);
    }
    expect(giveaway.cnt_votes).toBe(giveaway.categories.reduce((sum, c) => sum + c.cnt_votes, 0));
  }
  const archived = page.items[1]!;
  expect(archived.winners).toHaveLength(2);
  const notified = await server.db.selectFrom('notifications').select('user_id').where('item_type', '=', 'giveaway').where('item_id', '=', archived.id)
    .where('source_id', '!=', 0).execute();
  expect(notified.map((n) => n.user_id).sort()).toEqual(archived.winners.map((w) => w.item_user.id).sort());
  const demo = await server.db.selectFrom('users').select('id').where('name', '=', 'demo').executeTakeFirstOrThrow();
  expect(await server.db.selectFrom('giveaway_entries').select('id').where('user_id', '=', demo.id).execute()).toEqual([]);
  expect(await server.db.selectFrom('giveaway_votes').select('entry_id').where('user_id', '=', demo.id).execute()).toEqual([]);

  await insertDemoGiveaways(server.db, new Date());
  expect(Number((await server.db.selectFrom('giveaways').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(2);
});
