// @vitest-environment node
// The demo threads: real conversations with replies and mentions, and counters that agree with the rows.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsPageSchema } from '../../../src/domain/comment/comment';
import { startTestServer, type TestServer } from '../../test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo comments and likes', () => {
  it('seeds threads with replies on diaries, weeks and photos, some naming the grower they answer', async () => {
    const byType = await server.db.selectFrom('comments').select(['type', sql<number>`count(*)`.as('n'), sql<number>`sum(case when parent_id is null then 0 else 1 end)`.as('replies')])
      .groupBy('type').execute();
    expect(byType.map((r) => r.type).sort()).toEqual(['diary', 'photo', 'week']);
    for (const row of byType) expect(Number(row.n)).toBeGreaterThan(10);
    expect(byType.some((r) => Number(r.replies) > 10)).toBe(true);
    const mentions = await server.db.selectFrom('comment_mentions').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(mentions.n)).toBeGreaterThan(0);
  });

  it('keeps every counter equal to its rows', async () => {
    const wrong = await sql<{ n: number }>`select count(*) as n from diaries d where
      d.cnt_comments <> (select count(*) from comments c where c.type = 'diary' and c.ref_id = d.id and c.is_remove = 0)
      or d.cnt_likes <> (select count(*) from likes l where l.type = 'diary' and l.ref_id = d.id)`.execute(server.db);
    expect(Number(wrong.rows[0]!.n)).toBe(0);
    const wrongChilds = await sql<{ n: number }>`select count(*) as n from comments c where
      c.cnt_childs <> (select count(*) from comments r where r.parent_id = c.id)`.execute(server.db);
    expect(Number(wrongChilds.rows[0]!.n)).toBe(0);
  });

  it('answers a seeded thread through the API', async () => {
    const busiest = await server.db.selectFrom('diaries').select(['id', 'cnt_comments']).orderBy('cnt_comments', 'desc').executeTakeFirstOrThrow();
    const res = await server.app.inject({ method: 'GET', url: `/api/comments/diary/${busiest.id}` });
    const page = commentsPageSchema.parse(res.json());
    expect(page.cnt_comments).toBe(busiest.cnt_comments);
    expect(page.items.length).toBeGreaterThan(0);
  });
});
