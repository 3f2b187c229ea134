// @vitest-environment node
// Metadata of the site's own pages: each static page's English title and description, FAQPage data with every question
// on /faq, ContactPage on /contact and /partner, /register never indexed, 404 for a static page without any text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '../../../src/domain/static-page/static-page-limits';
import { startTestServer, type TestServer } from '../../test-support';
import { routeMeta } from '../page-meta';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ORIGIN = 'https://grow.test';
async function found(path: string) {
  const answer = await routeMeta(server.db, path, ORIGIN);
  if (!answer.found) throw new Error(`${path} not found`);
  return answer.meta;
}

describe('static page metadata', () => {
  it('titles every static page by its English title, with its description and structured data', async () => {
    for (const name of STATIC_PAGES) {
      const meta = await found(`/${name}`);
      expect(meta.title, name).toMatch(/^.{5,} — GrowDiaries$/);
      expect(meta.description.length, name).toBeGreaterThan(40);
      expect(meta.description.length, name).toBeLessThanOrEqual(200);
      expect(meta.canonical).toBe(`${ORIGIN}/${name}`);
      expect(meta.noindex).toBeUndefined();
      expect(meta.jsonLd).toMatchObject({ '@context': 'https://schema.org', url: `${ORIGIN}/${name}`, inLanguage: 'en' });
    }
    expect((await found('/about')).title).toBe('About GrowDiaries — GrowDiaries');
    expect((await found('/about')).jsonLd).toMatchObject({ '@type': 'AboutPage' });
  });

  it('gives /faq every question with its answer as FAQPage data', async () => {
    const faq = (await found('/faq')).jsonLd as { '@type': string; mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[] };
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(8);
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'What is GrowDiaries?', acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('week by week') } });
  });

  it('describes the forms as ContactPage, titles the widget page and keeps /register out of the index', async () => {
    expect(await found('/contact')).toMatchObject({ title: 'Contact us — GrowDiaries', jsonLd: { '@type': 'ContactPage' } });
    expect(await found('/partner')).toMatchObject({ title: 'Partnership — GrowDiaries', jsonLd: { '@type': 'ContactPage' } });
    expect(await found('/widget')).toMatchObject({ title: 'Show a diary on your website — GrowDiaries', jsonLd: { '@type': 'WebPage' } });
    expect(await found('/register')).toMatchObject({ noindex: true, canonical: `${ORIGIN}/auth/signup` });
  });

  it('answers 404 for a static page with no text', async () => {
    await server.db.deleteFrom('static_pages').where('page', '=', 'policy').execute();
    expect(await routeMeta(server.db, '/policy', ORIGIN)).toEqual({ found: false });
  });
});
