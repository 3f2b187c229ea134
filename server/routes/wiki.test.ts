// @vitest-environment node
// Wiki articles: every strain category value and equipment category has an article in each interface language after
// the demo seed; an article in the asked language (?lang= or Accept-Language) with English as the fallback; 404 and 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, KEYS_LOCALE, SUPPORTED_LOCALES } from '../../src/domain/page/locale';
import { wikiArticleSchema, wikiKeys } from '../../src/domain/catalogue/wiki';
import { startTestServer, type TestServer } from '../test-support';

let server: TestServer;
const TRANSLATED = SUPPORTED_LOCALES.filter((lang) => lang !== DEFAULT_LOCALE && lang !== KEYS_LOCALE);

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
async function article(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return wikiArticleSchema.parse(res.json());
}

/** Sentences ended by . ! or ?; Thai has no full stop and ends a sentence (or a clause) with a space between letters. */
function sentences(text: string, lang: string): string[] {
  return text.split(lang === 'th' ? /(?<=[\u0E00-\u0E7F])\s+(?=[\u0E00-\u0E7F])/ : /(?<=[.!?])\s+/);
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the seeded articles', () => {
  it('explain every strain category value and every equipment category in English, as plain sentences', async () => {
    const keys = wikiKeys();
    expect(keys).toHaveLength(63 + 12);
    for (const { a, b, id } of keys) {
      const found = await article(`/api/wiki/${a}/${b}/${id}?lang=en`);
      expect(found).toMatchObject({ a, b, id, lang: 'en' });
      expect(found.title.length, `${a}/${b}/${id}`).toBeGreaterThan(2);
      const count = sentences(found.text, 'en').length;
      expect(count, `${a}/${b}/${id}: ${found.text}`).toBeGreaterThanOrEqual(2);
      expect(count, `${a}/${b}/${id}: ${found.text}`).toBeLessThanOrEqual(4);
      expect(found.text, `${a}/${b}/${id}`).not.toMatch(/[<>]/);
    }
    const stored = await server.db.selectFrom('wiki_articles').select((eb) => eb.fn.countAll<number>().as('n')).where('lang', '=', 'en').executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(keys.length);
  });

  it('are translated into every other interface language: plain text about as long as the English, under its own title', async () => {
    for (const { a, b, id } of wikiKeys()) {
      const english = await article(`/api/wiki/${a}/${b}/${id}?lang=en`);
      for (const lang of TRANSLATED) {
        const key = `${lang} ${a}/${b}/${id}`;
        const found = await article(`/api/wiki/${a}/${b}/${id}?lang=${lang}`);
        expect(found, key).toMatchObject({ a, b, id, lang });
        expect(found.title, key).not.toBe(english.title);
        expect(found.text, key).not.toMatch(/[<>]/);
        expect(found.text.length, key).toBeGreaterThan(english.text.length * 0.5);
        expect(found.text.length, key).toBeLessThan(english.text.length * 2);
        const count = sentences(found.text, lang).length;
        expect(count, `${key}: ${found.text}`).toBeGreaterThanOrEqual(2);
        if (lang !== 'th') expect(count, `${key}: ${found.text}`).toBeLessThanOrEqual(4);
      }
    }
    const stored = await server.db.selectFrom('wiki_articles').select('lang').select((eb) => eb.fn.countAll<number>().as('n')).groupBy('lang').orderBy('lang').execute();
    expect(stored.map(({ lang, n }) => [lang, Number(n)])).toEqual(['de', 'en', 'es', 'ru', 'th'].map((lang) => [lang, wikiKeys().length]));
  });

  it('name the level thresholds of the vocabulary', async () => {
    expect((await article('/api/wiki/strains/thc/high')).text).toMatch(/^20 % THC or more/);
    expect((await article('/api/wiki/strains/height/short')).text).toMatch(/^Under 80 cm/);
    expect((await article('/api/wiki/strains/yield/medium')).text).toMatch(/^400 to 549 g/);
  });
});

describe('GET /api/wiki/{a}/{b}/{id}', () => {
  it('answers in the language asked by ?lang=, English where that language has no article', async () => {
    expect(await article('/api/wiki/strains/growing/easy?lang=de')).toMatchObject({ a: 'strains', b: 'growing', id: 'easy', lang: 'de', title: 'Einfach anzubauen' });
    expect(await article('/api/wiki/strains/growing/easy?lang=DE')).toMatchObject({ lang: 'de' });
    expect(await article('/api/wiki/strains/thc/high?lang=es')).toMatchObject({ lang: 'es', title: 'THC alto' });
    expect(await article('/api/wiki/equipment/category/grow-tents?lang=ru')).toMatchObject({ lang: 'ru', title: 'Как выбрать гроутент' });
    expect(await article('/api/wiki/strains/height/short?lang=th')).toMatchObject({ lang: 'th', title: 'ต้นเตี้ย' });
    expect(await article('/api/wiki/strains/growing/easy?lang=fr')).toMatchObject({ lang: 'en', title: 'Easy to grow' });
    await server.db.deleteFrom('wiki_articles').where('category', '=', 'growing').where('value', '=', 'moderate').where('lang', '=', 'ru').execute();
    expect(await article('/api/wiki/strains/growing/moderate?lang=ru')).toMatchObject({ lang: 'en', title: 'Moderate difficulty' });
  });

  it('without ?lang takes the first supported language of Accept-Language, else English', async () => {
    expect(await article('/api/wiki/strains/growing/easy', { 'accept-language': 'fr-FR, de-AT;q=0.8, en;q=0.5' })).toMatchObject({ lang: 'de' });
    expect(await article('/api/wiki/equipment/category/grow-tents', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' })).toMatchObject({ lang: 'ru', title: 'Как выбрать гроутент' });
    expect(await article('/api/wiki/strains/growing/easy', { 'accept-language': 'fr, it;q=0.5' })).toMatchObject({ lang: 'en' });
    expect(await article('/api/wiki/strains/growing/easy', { 'accept-language': 'de;q=0.3, en;q=0.9' })).toMatchObject({ lang: 'en' });
    expect(await article('/api/wiki/strains/growing/easy', { 'accept-language': 'de;q=0' })).toMatchObject({ lang: 'en' });
    expect(await article('/api/wiki/strains/growing/easy')).toMatchObject({ lang: 'en' });
    const res = await get('/api/wiki/strains/growing/easy', { 'accept-language': 'de' });
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it('is a public catalogue read with the same caching headers as the strain list', async () => {
    const [wiki, strains] = await Promise.all([get('/api/wiki/strains/positive-effects/relaxed?lang=en'), get('/api/strains?limit=1')]);
    expect(wiki.statusCode).toBe(200);
    expect(wiki.headers['cache-control']).toBe(strains.headers['cache-control']);
    expect(wiki.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 404 JSON for an article that does not exist', async () => {
    for (const url of ['/api/wiki/strains/tastes/chocolate', '/api/wiki/strains/colour/green', '/api/wiki/seeds/growing/easy', '/api/wiki/equipment/category/boats', '/api/wiki/equipment/grow-lights/led']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: expect.any(String) });
    }
  });

  it('answers 400 JSON for a part that is no slug or a malformed language', async () => {
    for (const url of ['/api/wiki/Strains/growing/easy', '/api/wiki/strains/growing/easy%20going', '/api/wiki/strains/grow_ing/easy',
      `/api/wiki/strains/growing/${'x'.repeat(41)}`, '/api/wiki/strains/growing/-easy', '/api/wiki/strains/growing/easy?lang=english!']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
    }
  });
});
