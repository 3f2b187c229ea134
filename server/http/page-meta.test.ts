// @vitest-environment node
// What crawlers and link previews read in the HTML of each page: title, description, canonical URL, Open Graph
// and JSON-LD, escaped; missing pages answer 404, and crawlers get a plain page instead of the app's error screen.
import { describe, expect, it } from 'vitest';
import { createTestUser, newTestKey } from '../test-support';
import { BOT, readMeta, servePages } from './page-meta/test-helpers';

const site = servePages();
const { page, read } = site;

async function aDiary(): Promise<{ id: number; name: string; weekId: number }> {
  const list = (await site.app.inject({ method: 'GET', url: '/api/diaries?start=0&limit=20' })).json() as { items: { id: number; name: string; cnt_weeks: number }[] };
  const card = list.items.find((d) => d.cnt_weeks >= 2)!;
  const diary = (await site.app.inject({ method: 'GET', url: `/api/diaries/${card.id}` })).json() as { items_week: { id: number }[] };
  return { id: card.id, name: card.name, weekId: diary.items_week[1]!.id };
}

describe('page metadata in the served HTML', () => {
  it('gives a diary its title, description, canonical URL, preview image and Article data', async () => {
    const { id, name } = await aDiary();
    const res = await page(`/diaries/${id}?utm_source=x`);
    expect(res.statusCode).toBe(200);
    const meta = readMeta(res.body);
    expect(meta.title).toBe(`${name} — GrowDiaries`);
    expect(meta.canonical).toBe(`http://grow.test/diaries/${id}`);
    expect(meta.ogTitle).toBe(meta.title);
    expect(meta.ogImage).toMatch(/^http:\/\/grow\.test\/uploads\/photos\/.+_xl\.jpg$/);
    expect(meta.description).toMatch(/\d+ weeks?, (germination|vegetation|flowering|harvested)\. Grown by /);
    expect(meta.jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Article', headline: name, mainEntityOfPage: meta.canonical });
    expect((meta.jsonLd!.description as string).length).toBeLessThanOrEqual(200);
    expect(meta.jsonLd!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+02:00$/);
    expect(meta.jsonLd!.dateModified).toMatch(/\+02:00$/);
    // The app still boots from the same page.
    expect(res.body).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it('names a week page by its number in the diary', async () => {
    const { id, name, weekId } = await aDiary();
    const meta = await read(`/diaries/${id}/week/${weekId}`);
    expect(meta.title).toBe(`${name}: week 2 — GrowDiaries`);
    expect(meta.canonical).toBe(`http://grow.test/diaries/${id}/week/${weekId}`);
  });

  it('escapes what growers typed, in the tags and in the JSON-LD', async () => {
    const grower = await createTestUser(site.db, 'Mallory');
    const hostile = '</title><script>alert(1)</script> "quoted" & <b>';
    const created = await site.app.inject({
      method: 'POST', url: '/api/diaries', headers: { authorization: `Bearer ${grower.token}`, 'x-rniq': newTestKey() }, payload: { name: hostile },
    });
    expect(created.statusCode).toBe(201);
    const res = await page(`/diaries/${(created.json() as { id: number }).id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<script/g)).toHaveLength(2); // the JSON-LD and the app's own
    const meta = readMeta(res.body);
    expect(meta.title).toBe(`${hostile} — GrowDiaries`);
    expect(meta.ogTitle).toBe(`${hostile} — GrowDiaries`);
    expect(meta.jsonLd?.headline).toBe(hostile);
  });

  it('answers 404 for a diary or week that does not exist with the not-found head, for people and crawlers', async () => {
    const { id } = await aDiary();
    for (const url of ['/diaries/999999', `/diaries/${id}/week/999999`, '/diaries/abc']) {
      const person = await page(url);
      expect(person.statusCode, url).toBe(404);
      expect(person.body).toContain('<div id="app"></div>');
      await site.expectNotFound(url);
    }
  });

  it('titles the home page and asks search engines to skip pages of one person', async () => {
    const home = await read('/', BOT);
    expect(home.title).toBe('Fresh grow diaries — GrowDiaries');
    expect(home.jsonLd).toMatchObject({ '@type': 'WebSite', url: 'http://grow.test/' });
    expect(home.robots).toBeUndefined();
    for (const url of ['/diaries/edit/new', '/pending', '/auth/signin', '/tests/adv', '/admin/cache']) expect((await read(url)).robots, url).toBe('noindex');
  });
});
