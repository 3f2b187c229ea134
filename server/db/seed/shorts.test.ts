// @vitest-environment node
// The demo shorts: a dozen published shorts with clips that exist, posters, two by the demo account and the rest by
// other growers, like counts matching their likes; served by the shorts API; a second seed adds nothing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shortsPageSchema } from '../../../src/domain/short/short';
import { startTestServer, type TestServer } from '../../test-support';
import { insertDemoShorts } from './shorts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

it('seeds a dozen playable shorts by several growers with consistent like counts', async () => {
  const page = shortsPageSchema.parse((await server.app.inject({ url: '/api/shorts?limit=50' })).json());
  expect(page.total).toBe(12);
  expect(page.items.every((s) => s.video?.mime === 'video/webm' && s.poster !== null)).toBe(true);
  for (const url of new Set(page.items.map((s) => s.video!.url))) {
    expect(existsSync(path.join(server.dataDir, 'uploads', url.slice('/uploads/'.length))), url).toBe(true);
  }
  expect(new Set(page.items.map((s) => s.video!.url)).size).toBe(4);
  expect(page.items.filter((s) => s.item_user.name === 'demo')).toHaveLength(2);
  expect(new Set(page.items.map((s) => s.item_user.id)).size).toBeGreaterThanOrEqual(5);
  for (const short of page.items) {
    const likes = await server.db.selectFrom('likes').select('user_id').where('type', '=', 'short').where('ref_id', '=', short.id).execute();
    expect(likes.length).toBe(short.cnt_likes);
  }
  await insertDemoShorts(server.db, path.join(server.dataDir, 'uploads'), new Date(), 2);
  expect(Number((await server.db.selectFrom('shorts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(12);
});
