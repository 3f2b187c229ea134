// @vitest-environment node
// The demo journal: a dozen articles by the admin across every category with covers and tags, three polls (one
// closed) whose counters match their votes, none by the demo account; served by the journal API.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { articlesPageSchema, pollsPageSchema } from '../../../src/domain/article/article';
import { ARTICLE_CATEGORIES } from '../../../src/domain/article/article-limits';
import { startTestServer, type TestServer } from '../../test-support';
import { insertDemoJournal } from './journal';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

it('seeds a dozen articles in every category and three polls with consistent counts', async () => {
  const page = articlesPageSchema.parse((await server.app.inject({ url: '/api/blogs?limit=50' })).json());
  expect(page.total).toBe(12);
  expect(new Set(page.items.map((a) => a.category))).toEqual(new Set(ARTICLE_CATEGORIES));
  expect(page.items.every((a) => a.cover !== null && a.tags.length > 0 && a.item_user.name === 'admin')).toBe(true);

  const polls = pollsPageSchema.parse((await server.app.inject({ url: '/api/blogs/voting' })).json());
  expect(polls.items.map((p) => p.is_open)).toEqual([true, true, false]);
  for (const poll of polls.items) expect(poll.options.reduce((sum, o) => sum + o.cnt_votes, 0)).toBe(poll.cnt_votes);
  const votes = await server.db.selectFrom('journal_poll_votes').innerJoin('users', 'users.id', 'journal_poll_votes.user_id')
    .select('users.name').where('users.name', '=', 'demo').execute();
  expect(votes).toEqual([]);

  await insertDemoJournal(server.db, new Date(), 2);
  expect(Number((await server.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(12);
});
