// @vitest-environment node
// Diary lists rendered on the server by the real SSR build: the home page's feed in the HTML with the answer the
// client stores, and only what a guest sees whoever asks: a banned or hidden diary is in no HTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diarySchema, type Diary } from '../../src/domain/diary/diary';
import { createTestUser, injectAs } from '../test-support';
import { initialAnswers, renderedApp, startRenderingSite, type RenderingSite } from './rendering-test-site';

let site: RenderingSite;
let owner: { id: number; token: string };
let shown: Diary;

beforeAll(async () => {
  site = await startRenderingSite(['_default/index.tsx']);
  const { server } = site;
  owner = await createTestUser(server.db, 'SsrFeedOwner');
  const create = async (name: string) => diarySchema.parse((await injectAs(server.app, 'POST', '/api/diaries', owner, { name })).json());
  const banned = await create('Banned Bubblegum');
  const hidden = await create('Hidden Haze');
  shown = await create('Fresh <Kush> & Co');
  await server.db.updateTable('diaries').set({ is_ban: 1 }).where('id', '=', banned.id).execute();
  await server.db.updateTable('diaries').set({ is_hidden: 1 }).where('id', '=', hidden.id).execute();
}, 120_000);

afterAll(() => site.close());

describe('the home page rendered on the server', () => {
  it('puts the freshest diaries into the HTML, escaped, and the feed as GET /api/main answers it', async () => {
    const res = await site.page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="app" data-ssr="1">');
    expect(res.body).toContain('Fresh &lt;Kush&gt; &amp; Co');
    expect(renderedApp(res.body)).not.toContain('<Kush>');
    const main = (await site.page('/api/main')).json<{ items_diary: { id: number; name: string }[] }>();
    expect(main.items_diary[0]?.id).toBe(shown.id);
    for (const diary of main.items_diary.slice(0, 8)) expect(res.body).toContain(`href="/diaries/${diary.id}"`);
    expect(initialAnswers(res.body)).toEqual({ main });
  });

  it('never lists a banned or hidden diary, for its owner neither', async () => {
    const asGuest = await site.page('/');
    const asOwner = await site.page('/', { authorization: `Bearer ${owner.token}` });
    expect(asOwner.body).toBe(asGuest.body);
    for (const html of [asGuest.body, asOwner.body]) {
      expect(html).not.toContain('Banned Bubblegum');
      expect(html).not.toContain('Hidden Haze');
    }
  });
});
