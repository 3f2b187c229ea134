// @vitest-environment node
// Diary lists and week pages rendered on the server by the real SSR build: the home page's feed and a week in the HTML
// with the answer the client stores, and only what a guest sees whoever asks: a banned or hidden diary, or a week
// moderators hid, is in no HTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diarySchema, type Diary } from '../../src/domain/diary/diary';
import { weekSchema, type Week } from '../../src/domain/week/week';
import { createTestUser, injectAs } from '../test-support';
import { initialAnswers, renderedApp, startRenderingSite, type RenderingSite } from './rendering-test-site';

let site: RenderingSite;
let owner: { id: number; token: string };
let shown: Diary;
let shownWeek: Week;
let hiddenWeek: Week;

beforeAll(async () => {
  site = await startRenderingSite(['_default/index.tsx', '_default/diaries/$id.tsx', '_default/diaries/$id/week/$week.tsx', '_default/explore/index.tsx', '_default/explore/$.tsx', '_default/grow-journals/$id.tsx']);
  const { server } = site;
  owner = await createTestUser(server.db, 'SsrFeedOwner');
  const create = async (name: string) => diarySchema.parse((await injectAs(server.app, 'POST', '/api/diaries', owner, { name })).json());
  const banned = await create('Banned Bubblegum');
  const hidden = await create('Hidden Haze');
  shown = await create('Fresh <Kush> & Co');
  const addWeek = async (text: string) => weekSchema.parse((await injectAs(server.app, 'POST', `/api/diaries/${shown.id}/weeks`, owner, { faza: 1, days: 7, text })).json());
  shownWeek = await addWeek('Week <one> & topped');
  hiddenWeek = await addWeek('Moderators hid this week');
  await server.db.updateTable('weeks').set({ is_ban: 1 }).where('id', '=', hiddenWeek.id).execute();
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

  it('fetches the first card\'s cover first: the rest of the first screen\'s covers load at once but after it, unpreloaded, and no other picture is ever raised above it', async () => {
    const res = await site.page('/');
    const main = (await site.page('/api/main')).json<{ items_diary: { cover: { size_m: string } | null }[] }>();
    const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`, 'i').exec(tag)?.[1];
    // Each card's cover: the first picture of its markup (demo diaries share photos, so not found by address).
    const cards = renderedApp(res.body).split('data-testid="diary-card"').slice(1);
    const ofCard = (index: number) => {
      const tag = /<img [^>]*>/.exec(cards[index]!)![0];
      return [attribute(tag, 'src'), attribute(tag, 'loading'), attribute(tag, 'fetchpriority')];
    };
    // The newest diary here has no cover yet: the next one's is the largest picture, fetched first (preloaded in the
    // head too); the next two are the rest of the first screen, the fifth loads when near. Every other picture, the
    // growers' avatars too, is low: a browser would raise one it finds in view to high, beside the largest.
    expect(main.items_diary[0]!.cover).toBeNull();
    expect(ofCard(1)).toEqual([main.items_diary[1]!.cover!.size_m, 'eager', 'high']);
    for (const index of [2, 3]) expect(ofCard(index), `card ${index}`).toEqual([main.items_diary[index]!.cover!.size_m, 'eager', 'low']);
    expect(ofCard(4).slice(1)).toEqual(['lazy', 'low']);
    const images = [...renderedApp(res.body).matchAll(/<img [^>]*>/g)].map(([tag]) => attribute(tag, 'fetchpriority'));
    expect(images.length).toBeGreaterThan(main.items_diary.length);
    expect(images.filter((priority) => priority !== 'low')).toEqual(['high']);
    const preloads = [...res.body.slice(0, res.body.indexOf('<div id="app"')).matchAll(/<link rel="preload" as="image" [^>]*>/g)].map(([tag]) => tag);
    expect(preloads.filter((tag) => tag.includes('/uploads/photos/')).every((tag) => tag.includes(main.items_diary[1]!.cover!.size_m.replace(/_m\.jpg$/, '')))).toBe(true);
    expect(preloads.some((tag) => tag.includes(`href="${main.items_diary[1]!.cover!.size_m}"`) && tag.includes('fetchpriority="high"'))).toBe(true);
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

describe('a week page rendered on the server', () => {
  it('puts the week into the HTML, escaped, with its diary as a guest reads it from the API', async () => {
    const res = await site.page(`/diaries/${shown.id}/week/${shownWeek.id}`);
    expect(res.statusCode).toBe(200);
    expect(renderedApp(res.body)).toContain('data-testid="week-detail"');
    expect(renderedApp(res.body)).toContain('Week &lt;one&gt; &amp; topped');
    const diary = (await site.page(`/api/diaries/${shown.id}`)).json<Diary>();
    expect(initialAnswers(res.body)).toEqual({ [`diary:${shown.id}`]: diary });
  });

  it('answers 404 for a week moderators hid, whoever asks, and never shows it', async () => {
    for (const headers of [{}, { authorization: `Bearer ${owner.token}` }] as Record<string, string>[]) {
      const res = await site.page(`/diaries/${shown.id}/week/${hiddenWeek.id}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Moderators hid this week');
    }
    expect((await site.page(`/diaries/${shown.id}/week/${shownWeek.id}`, { authorization: `Bearer ${owner.token}` })).body).not.toContain('Moderators hid this week');
  });
});

describe('explore pages rendered on the server', () => {
  it('put the first chunk of the filtered diaries into the HTML, keyed as the page stores it, without banned or hidden ones', async () => {
    const all = await site.page('/explore?page=1');
    expect(all.statusCode).toBe(200);
    const first = (await site.page('/api/diaries?sort=updated&start=0&limit=50')).json<{ items: { id: number }[] }>();
    expect(Object.keys(initialAnswers(all.body))).toEqual(['explore:all#1']);
    expect(initialAnswers(all.body)['explore:all#1']).toEqual(first);
    expect(renderedApp(all.body)).toContain('Fresh &lt;Kush&gt; &amp; Co');
    for (const diary of first.items.slice(0, 8)) expect(all.body).toContain(`href="/diaries/${diary.id}"`);

    const growing = await site.page('/explore/growing/sort-newest', { authorization: `Bearer ${owner.token}` });
    expect(growing.statusCode).toBe(200);
    const newest = (await site.page('/api/diaries?harvested=0&sort=newest&start=0&limit=50')).json();
    expect(initialAnswers(growing.body)).toEqual({ 'explore:growing/sort-newest#1': newest });
    for (const html of [all.body, growing.body]) {
      expect(html).not.toContain('Banned Bubblegum');
      expect(html).not.toContain('Hidden Haze');
    }
  });
});

describe('a strain\'s grow journals rendered on the server', () => {
  it('put the strain and a page of its diaries into the HTML, keyed as the page asks for them', async () => {
    const res = await site.page('/grow-journals/1?page=1');
    expect(res.statusCode).toBe(200);
    const strain = (await site.page('/api/strains/1')).json<{ name: string }>();
    const diaries = (await site.page('/api/products/1/diaries?start=0&limit=24')).json<{ items: { id: number }[] }>();
    expect(diaries.items.length).toBeGreaterThan(0);
    expect(initialAnswers(res.body)).toEqual({ 'strain:1': strain, 'strain-diaries:1:1': diaries });
    expect(renderedApp(res.body)).toContain('data-testid="journals-title"');
    for (const diary of diaries.items) expect(res.body).toContain(`href="/diaries/${diary.id}"`);
  });
});
