// @vitest-environment node
// Pages rendered on the server by the real SSR build: a diary's and a strain's content in the HTML, only what a guest
// sees whoever asks, every text escaped (in the markup and in the answers' JSON), and the shell when asked for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diarySchema, type Diary } from '../../src/domain/diary/diary';
import { weekSchema } from '../../src/domain/week/week';
import { createTestUser, injectAs } from '../test-support';
import { ATTACK, initialAnswers, PAINT_FIRST_LOADER, startRenderingSite, type RenderingSite } from './rendering-test-site';

let site: RenderingSite;
let owner: { id: number; token: string };
let other: { id: number; token: string };
let diary: Diary;

beforeAll(async () => {
  site = await startRenderingSite(['_default/index.tsx', '_default/diaries/$id.tsx', '_default/diaries/$id/index.tsx', '_default/strains/$id.tsx']);
  owner = await createTestUser(site.server.db, 'SsrOwner');
  other = await createTestUser(site.server.db, 'SsrOther');
  const created = diarySchema.parse((await injectAs(site.server.app, 'POST', '/api/diaries', owner, { name: `Blue Dream ${ATTACK}` })).json());
  const shown = weekSchema.parse((await injectAs(site.server.app, 'POST', `/api/diaries/${created.id}/weeks`, owner, { faza: 1, days: 7, text: `Topped twice ${ATTACK}` })).json());
  const hidden = weekSchema.parse((await injectAs(site.server.app, 'POST', `/api/diaries/${created.id}/weeks`, owner, { faza: 1, days: 14, text: 'Moderators hid this week' })).json());
  await site.server.db.updateTable('weeks').set({ is_ban: 1 }).where('id', '=', hidden.id).execute();
  expect(shown.id).toBeGreaterThan(0);
  diary = diarySchema.parse((await site.server.app.inject({ method: 'GET', url: `/api/diaries/${created.id}` })).json());
}, 120_000);

afterAll(() => site.close());

const page = (url: string, headers: Record<string, string> = {}) => site.page(url, headers);

describe('pages rendered on the server', () => {
  it('puts a diary with its weeks into the HTML, and its answer as a guest reads it from the API', async () => {
    const res = await page(`/diaries/${diary.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('cookie');
    expect(res.body).toContain('<div id="app" data-ssr="1">');
    expect(res.body).toContain('Topped twice');
    expect(res.body).not.toContain('boot-bar');
    expect(initialAnswers(res.body)).toEqual({ [`diary:${diary.id}`]: JSON.parse(JSON.stringify(diary)) });
  });

  it('shows its owner and anyone else only what a guest sees: a week moderators hid is in no HTML', async () => {
    const asGuest = await page(`/diaries/${diary.id}`);
    for (const who of [owner, other]) {
      const res = await page(`/diaries/${diary.id}`, { authorization: `Bearer ${who.token}`, cookie: `locale=en` });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Moderators hid this week');
      expect(res.body).toBe(asGuest.body);
    }
    // The owner reads it through the API with the session.
    const own = await injectAs(site.server.app, 'GET', `/api/diaries/${diary.id}`, owner);
    expect(own.body).toContain('Moderators hid this week');
  });

  it('escapes what growers wrote, in the markup and in the answers: no script but the shell\'s runs', async () => {
    const res = await page(`/diaries/${diary.id}`);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // Only the loader of the app's code and its list, the page's structured data and the answers' JSON: no text
    // closes its element.
    expect(res.body.match(/<script/g)).toHaveLength(4);
    expect(res.body.match(/<\/script>/g)).toHaveLength(4);
    const answer = initialAnswers(res.body)[`diary:${diary.id}`] as Diary;
    expect(answer.name).toBe(`Blue Dream ${ATTACK}`);
  });

  it('asks for the app\'s code only once painted: the loader is its one script, listing the shell\'s entry and preloads', async () => {
    const res = await page(`/diaries/${diary.id}`);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(`<script type="module" crossorigin src="/${PAINT_FIRST_LOADER}" fetchpriority="low"></script>`);
    expect(res.body).not.toContain('src="/assets/index.js"');
    expect(res.body).not.toContain('rel="modulepreload"');
    const listed = /<script type="application\/json" id="gd-code">([\s\S]*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(listed!)).toEqual({ entry: '/assets/index.js', preload: ['/assets/vendor.js'] });
    // The shell a navigation served by the service worker or the ssr=off cookie gets loads the app as it always did.
    const shell = await page(`/diaries/${diary.id}`, { cookie: 'ssr=off' });
    expect(shell.body).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(shell.body).not.toContain('gd-code');
  });

  it('draws the brand\'s mark inline: the first screen asks for no picture of the app\'s own beside the page\'s', async () => {
    const res = await page(`/diaries/${diary.id}`);
    expect(res.body).toMatch(/aria-label="GrowDiaries"[^>]*><span[^>]*aria-hidden="true"><svg[^>]*viewBox="0 0 64 64"/);
    expect(res.body).not.toMatch(/<img[^>]*src="\/icons\//);
    expect(res.body).not.toMatch(/rel="preload"[^>]*href="\/icons\//);
  });

  it('renders in the locale cookie\'s language', async () => {
    const english = await page(`/diaries/${diary.id}`, { cookie: 'locale=en' });
    const german = await page(`/diaries/${diary.id}`, { cookie: 'locale=de' });
    expect(german.statusCode).toBe(200);
    expect(german.body).not.toBe(english.body);
    expect(german.body).toContain('Topped twice');
  });

  it('puts a strain\'s description into the HTML', async () => {
    const strain = (await site.server.app.inject({ method: 'GET', url: '/api/strains/1' })).json<{ name: string; description: string }>();
    const res = await page('/strains/1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-ssr="1"');
    expect(res.body).toContain(strain.description.slice(0, 40).replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;'));
  });

  it('answers the shell for the ssr=off cookie, and 404 for a diary that does not exist', async () => {
    const shell = await page(`/diaries/${diary.id}`, { cookie: 'ssr=off' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('boot-bar');
    expect(shell.body).not.toContain('data-ssr');
    expect((await page('/diaries/987654')).statusCode).toBe(404);
  });
});
