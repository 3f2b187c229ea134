// @vitest-environment node
// Content pages rendered on the server by the real SSR build: static pages in the locale cookie's language, the
// journal's lists and an article whose Markdown is sanitised on the server as in the browser (no script an editor's
// text carries reaches the HTML), giveaways and awards with their dates in UTC, the answers keyed as the client's hooks
// read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSchema, type Article } from '../../src/domain/article/article';
import { createTestUser, injectAs } from '../test-support';
import { ATTACK, initialAnswers, renderedApp, startRenderingSite, type RenderingSite } from './rendering-test-site';

let site: RenderingSite;
let article: Article;

const TEXT = ['Compost **first**, then [the guide](https://example.test) and [our FAQ](/faq).', ATTACK, '[click](javascript:alert(3))',
  '<iframe src="https://evil.test"></iframe>', '<p style="position:fixed" onclick="alert(4)">styled</p>'].join('\n\n');

beforeAll(async () => {
  site = await startRenderingSite([
    '_default/about.tsx', '_default/faq.tsx', '_default/terms.tsx', '_default/journal/index.tsx', '_default/journal/$.tsx',
    '_default/giveaways/index.tsx', '_default/giveaways/$.tsx', '_default/awards/index.tsx', '_default/awards/$year.tsx', '_default/grow-awards.tsx',
  ]);
  const { server } = site;
  const editor = await createTestUser(server.db, 'SsrEditor');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', editor.id).execute();
  const created = await injectAs(server.app, 'POST', '/api/blogs', editor, { title: `Living soil ${ATTACK}`, link: 'living-soil-ssr', category: 'guides', text: TEXT, tags: ['soil'] });
  expect(created.statusCode).toBe(201);
  article = articleSchema.parse((await site.page('/api/blogs/living-soil-ssr')).json());
}, 300_000);

afterAll(async () => {
  await site.close();
});

describe('static pages rendered on the server', () => {
  it('puts a page\'s sections into the HTML with the answer GET /api/{page}?lang= gives, in the cookie\'s language', async () => {
    for (const lang of ['en', 'de']) {
      const api = (await site.page(`/api/about?lang=${lang}`)).json<{ title: string; sections: { text: string }[] }>();
      const res = await site.page('/about', { cookie: `locale=${lang}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-ssr="1"');
      expect(renderedApp(res.body)).toContain(`<h1>${api.title}</h1>`);
      expect(initialAnswers(res.body)).toEqual({ [`static:about:${lang}`]: api });
    }
  });
});

describe('the journal rendered on the server', () => {
  it('puts the newest articles into the list\'s HTML, escaped, with the first page the API gives', async () => {
    const res = await site.page('/journal');
    expect(res.statusCode).toBe(200);
    expect(renderedApp(res.body)).toContain('Living soil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(initialAnswers(res.body)).toEqual({ 'journal:all': (await site.page('/api/blogs?start=0&limit=20')).json() });
    const section = await site.page('/journal/category/guides');
    expect(initialAnswers(section.body)).toEqual({ 'journal:c:guides': (await site.page('/api/blogs/category/guides?start=0&limit=20')).json() });
  });

  it('renders an article\'s Markdown sanitised as the browser does: formatting and safe links kept, no script, handler, frame or style', async () => {
    const res = await site.page(`/journal/${article.link}`);
    expect(res.statusCode).toBe(200);
    const body = /data-testid="article-body">([\s\S]*?)<\/div>/.exec(renderedApp(res.body))?.[1];
    // The same markup the client's DOMPurify writes (src/features/journal/markdown.test.ts), so hydration matches.
    expect(body).toBe([
      '<p>Compost <strong>first</strong>, then <a href="https://example.test" target="_blank" rel="nofollow noopener noreferrer">the guide</a> and <a href="/faq">our FAQ</a>.</p>',
      '<p><img src="x" loading="lazy"></p>', '<p><a>click</a></p>', '<p>styled</p>',
    ].join('\n'));
    // Only the loader of the app's code and its list, the page's structured data and the answers' JSON.
    expect(res.body.match(/<script/g)).toHaveLength(4);
    expect(initialAnswers(res.body)).toEqual({ [`article:${article.link}`]: JSON.parse(JSON.stringify(article)) });
  });

  it('answers 404 for an article that was removed, with none of its text', async () => {
    await site.server.db.updateTable('articles').set({ is_remove: 1 }).where('id', '=', article.id).execute();
    const res = await site.page(`/journal/${article.link}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Compost');
    await site.server.db.updateTable('articles').set({ is_remove: 0 }).where('id', '=', article.id).execute();
  });
});

describe('giveaways and awards rendered on the server', () => {
  it('puts both lists of giveaways, and one giveaway with its categories, into the HTML as the API answers a guest', async () => {
    const shown: { link: string; title: string }[] = [];
    for (const [path, list] of [['/giveaways', 'active'], ['/giveaways/archive', 'archive']] as const) {
      const api = (await site.page(`/api/giveaways?start=0&limit=20&tags=${list}`)).json<{ items: { link: string; title: string }[] }>();
      const res = await site.page(path);
      expect(res.statusCode).toBe(200);
      expect(initialAnswers(res.body)).toEqual({ [`giveaways:${list}`]: api });
      for (const giveaway of api.items) expect(renderedApp(res.body)).toContain(giveaway.title);
      shown.push(...api.items);
    }
    const first = shown[0]!;
    const one = await site.page(`/giveaways/${first.link}`);
    const giveaway = (await site.page(`/api/giveaways/${first.link}`)).json<{ categories: { title: string }[] }>();
    expect(initialAnswers(one.body)).toEqual({ [`giveaway:${first.link}`]: giveaway });
    expect(renderedApp(one.body)).toContain(giveaway.categories[0]!.title);
  });

  it('puts both sections of the awards, and a year with its categories, into the HTML; /grow-awards is the newest year', async () => {
    const years = (await site.page('/api/ref/awards/years')).json<{ items: { link: string; title: string; end_date: string }[] }>();
    const res = await site.page('/awards');
    expect(initialAnswers(res.body)).toEqual({ 'awards:years': years, 'awards:events': (await site.page('/api/ref/awards/events')).json() });
    // Dates in UTC whatever the server's zone: the client hydrates them in UTC too, then shows its own zone.
    const closed = new Date(years.items[0]!.end_date).toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(renderedApp(res.body)).toContain(closed);
    const latest = years.items[0]!;
    const award = (await site.page(`/api/awards/${latest.link}`)).json<{ categories: { title: string }[] }>();
    for (const url of [`/awards/${latest.link}`, '/grow-awards']) {
      const page = await site.page(url);
      expect(page.statusCode).toBe(200);
      expect(initialAnswers(page.body)[`award:${latest.link}`]).toEqual(award);
      expect(renderedApp(page.body)).toContain(award.categories[0]!.title);
    }
  });
});
