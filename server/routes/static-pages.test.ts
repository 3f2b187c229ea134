// @vitest-environment node
// Static pages: every page in English after the demo seed, as plain text; the asked language (?lang= or
// Accept-Language) with English as the fallback; 400 for a bad language tag, 404 for a page without any text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPageSchema } from '../../src/domain/static-page/static-page';
import { STATIC_PAGES } from '../../src/domain/static-page/static-page-limits';
import { startTestServer, type TestServer } from '../test-support';

let server: TestServer;
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
async function page(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return { page: staticPageSchema.parse(res.json()), vary: res.headers.vary };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/{static page}', () => {
  it('answers every page in English with a title, a description and sections of plain text', async () => {
    for (const name of STATIC_PAGES) {
      const { page: found } = await page(`/api/${name}?lang=en`);
      expect(found).toMatchObject({ page: name, lang: 'en' });
      expect(found.title.length, name).toBeGreaterThan(5);
      expect(found.description.length, name).toBeGreaterThan(40);
      expect(found.sections.length, name).toBeGreaterThanOrEqual(4);
      for (const section of found.sections) expect(`${section.heading} ${section.text}`, name).not.toMatch(/[<>]/);
    }
    const { page: faq } = await page('/api/faq?lang=en');
    expect(faq.sections.every((section) => section.heading.endsWith('?'))).toBe(true);
  });

  it('answers a translated page in the language asked, by ?lang or by Accept-Language', async () => {
    const english = (await page('/api/start?lang=en')).page;
    const german = (await page('/api/start?lang=de')).page;
    expect(german.lang).toBe('de');
    expect(german.title).not.toBe(english.title);
    expect(german.sections).toHaveLength(english.sections.length);
    const byHeader = await page('/api/start', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' });
    expect(byHeader.page.lang).toBe('ru');
    // The header chose the language: caches must keep one answer per header.
    expect(byHeader.vary).toContain('accept-language');
    expect((await page('/api/start?lang=th')).vary ?? '').not.toContain('accept-language');
  });

  it('has every translation as a whole page: the sections of the English one, in plain text under its own title', async () => {
    const rows = await server.db.selectFrom('static_pages').select(['page', 'lang']).where('lang', '!=', 'en').execute();
    // The newcomer's pages and the FAQ at least, in every other interface language.
    for (const lang of ['de', 'es', 'ru', 'th']) {
      expect(rows.filter((row) => row.lang === lang).map((row) => row.page).sort(), lang).toEqual(expect.arrayContaining(['about', 'faq', 'start']));
    }
    for (const { page: name, lang } of rows) {
      const english = (await page(`/api/${name}?lang=en`)).page;
      const translated = (await page(`/api/${name}?lang=${lang}`)).page;
      expect(translated.lang).toBe(lang);
      expect(translated.title, `${lang} ${name}`).not.toBe(english.title);
      expect(translated.sections.map((section) => section.heading === ''), `${lang} ${name}`).toEqual(english.sections.map((section) => section.heading === ''));
      for (const section of translated.sections) expect(`${section.heading} ${section.text}`, `${lang} ${name}`).not.toMatch(/[<>]/);
    }
  });

  it('falls back to English for a language without the page, and says so in lang', async () => {
    for (const lang of ['fr', 'en-tr']) {
      const { page: found } = await page(`/api/about?lang=${lang}`);
      expect(found.lang).toBe('en');
      expect(found.title).toBe('About GrowDiaries');
    }
    expect((await page('/api/about', { 'accept-language': 'fr-FR' })).page.lang).toBe('en');
  });

  it('refuses a language that is no language tag (400) and answers 404 for a page with no text at all', async () => {
    const bad = await get('/api/faq?lang=%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request', message: expect.stringContaining('lang') });

    await server.db.deleteFrom('static_pages').where('page', '=', 'terms-paid').execute();
    const gone = await get('/api/terms-paid?lang=de');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: 'not_found' });
    expect((await get('/api/faqs')).statusCode).toBe(404);
  });
});
