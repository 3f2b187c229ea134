// @vitest-environment node
// Shorts rendered on the server by the real SSR build: the feed (/shorts), the feed opened at one short
// (/shorts/{id}) and a short's own page (/video/{id}) hold the shorts' titles, captions and posters, escaped, with the
// answers GET /api/shorts and GET /api/videos/{id} give a guest, keyed as the client's hooks read them, and the first
// poster preloaded first; a short a guest may not see (missing, a draft, hidden by moderators) answers 404 with the
// not-found page, to its author too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortSchema, type Short } from '../../src/domain/short/short';
import { createTestUser, injectAs } from '../test-support';
import { ATTACK, initialAnswers, renderedApp, startRenderingSite, type RenderingSite } from './rendering-test-site';

let site: RenderingSite;
let author: { id: number; token: string };
/** The newest short, published after every demo short; a draft; a short moderators hid. */
let short: Short;
let draft: Short;
let hidden: Short;

beforeAll(async () => {
  site = await startRenderingSite(['_default/shorts/index.tsx', '_default/shorts/$id.tsx', '_default/video/$id.tsx']);
  const { server } = site;
  author = await createTestUser(server.db, 'SsrClipper');
  const write = async (title: string, text = '') => shortSchema.parse((await injectAs(server.app, 'POST', '/api/shorts', author, { title, text })).json());
  // Published as the clip's upload publishes it (server/services/shorts.ts), without the upload.
  const publish = (id: number, name: string) => server.db.updateTable('shorts')
    .set({ file: `videos/${name}.webm`, mime: 'video/webm', bytes: 3000, poster_file: `${name}-poster`, publish_date: '2099-01-01T10:00:00.000Z' })
    .where('id', '=', id).execute();
  const made = await write(`Topping day ${ATTACK}`, `Caption: ${ATTACK}`);
  await publish(made.id, 'ssr-topping');
  draft = await write('A short still a draft');
  hidden = await write('A short moderators hid');
  await publish(hidden.id, 'ssr-hidden');
  await server.db.updateTable('shorts').set({ is_ban: 1, ban_reason: 'spam' }).where('id', '=', hidden.id).execute();
  short = shortSchema.parse((await site.page(`/api/videos/${made.id}`)).json());
}, 300_000);

afterAll(async () => {
  await site.close();
});

describe('shorts rendered on the server', () => {
  it('puts the feed into the HTML, the newest short first with its poster, and its first page as a guest reads it', async () => {
    const res = await site.page('/shorts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const app = renderedApp(res.body);
    expect(/data-short-id="(\d+)"/.exec(app)?.[1]).toBe(String(short.id));
    expect(app).toContain(`poster="${short.poster!.size_m}"`);
    expect(app).toContain(`src="${short.video!.url}"`);
    expect(app).not.toContain('autoplay');
    expect(initialAnswers(res.body)).toEqual({ 'shorts:all': (await site.page('/api/shorts?start=0&limit=10')).json() });
    // The first screen's largest picture, fetched first.
    expect(res.body).toContain(`<link rel="preload" as="image" href="${short.poster!.size_m}" fetchpriority="high" />`);
  });

  it('opens the feed at a short: that short first, then the newest, with both answers', async () => {
    const feed = (await site.page('/api/shorts?start=0&limit=10')).json<{ items: Short[] }>();
    const older = feed.items[3]!;
    const res = await site.page(`/shorts/${older.id}`);
    expect(res.statusCode).toBe(200);
    const slides = [...renderedApp(res.body).matchAll(/data-short-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(slides).toEqual([older.id, ...feed.items.filter((s) => s.id !== older.id).map((s) => s.id)]);
    expect(initialAnswers(res.body)).toEqual({ 'shorts:all': feed, [`short:${older.id}`]: (await site.page(`/api/videos/${older.id}`)).json() });
    expect(res.body).toContain(`<link rel="preload" as="image" href="${older.poster!.size_m}" fetchpriority="high" />`);
  });

  it('renders a short\'s own page: the player with its poster preloaded, title, caption and date, and that short alone', async () => {
    const res = await site.page(`/video/${short.id}`);
    expect(res.statusCode).toBe(200);
    const app = renderedApp(res.body);
    expect(app).toContain('data-testid="video-page"');
    expect(app).toContain(`poster="${short.poster!.size_xl}"`);
    expect(app).toContain(`src="${short.video!.url}"`);
    expect(app).not.toContain('autoplay');
    expect(app).toContain('Topping day &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</h1>');
    expect(app).toContain('Caption: &lt;/script&gt;');
    // Its day as written in UTC until the device's own zone is known (hydrated).
    expect(app).toContain(`<time dateTime="${short.add_date}">· <!-- -->${new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(short.add_date))}</time>`);
    expect(initialAnswers(res.body)).toEqual({ [`short:${short.id}`]: (await site.page(`/api/videos/${short.id}`)).json() });
    expect(res.body).toContain(`<link rel="preload" as="image" href="${short.poster!.size_xl}" fetchpriority="high" />`);
  });

  it('escapes what growers wrote, in the markup and in the answers', async () => {
    const res = await site.page(`/shorts/${short.id}`);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    const app = renderedApp(res.body);
    expect(app).toContain('Topping day &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</h2>');
    expect(app).toContain('Caption: &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((initialAnswers(res.body)[`short:${short.id}`] as Short).text).toBe(`Caption: ${ATTACK}`);
  });

  it('shows anyone only what a guest sees: no draft or hidden short in the feed, 404 with the not-found page for them, to their author too', async () => {
    const asGuest = await site.page('/shorts');
    expect((await site.page('/shorts', { authorization: `Bearer ${author.token}` })).body).toBe(asGuest.body);
    expect(asGuest.body).not.toContain('A short still a draft');
    expect(asGuest.body).not.toContain('A short moderators hid');
    for (const id of [draft.id, hidden.id, 999_999]) {
      for (const headers of [{}, { authorization: `Bearer ${author.token}` }] as Record<string, string>[]) {
        for (const path of [`/shorts/${id}`, `/video/${id}`]) {
          const res = await site.page(path, headers);
          expect(res.statusCode, path).toBe(404);
          expect(res.body).toContain('<div id="app" data-ssr="not-found">');
          expect(res.body).not.toContain('A short');
        }
      }
    }
    // Its author reads the hidden short through the API with the session.
    expect((await injectAs(site.server.app, 'GET', `/api/videos/${hidden.id}`, author)).json()).toMatchObject({ title: 'A short moderators hid', ban_reason: 'spam' });
  });
});
