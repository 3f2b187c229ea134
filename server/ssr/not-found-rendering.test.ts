// @vitest-environment node
// A path that is no page, or a page whose item does not exist, answers 404 with the app's not-found page rendered on the
// server (for people and crawlers alike, marked for the client to hydrate as such); private pages stay the shell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedApp, startRenderingSite, type RenderingSite } from './rendering-test-site';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
let site: RenderingSite;

beforeAll(async () => {
  site = await startRenderingSite(['_default/diaries/$id.tsx', '_default/diaries/$id/index.tsx', '_default/pending.tsx']);
}, 180_000);
afterAll(() => site.close());

describe('the not-found page rendered on the server', () => {
  it('answers a path that is no page and a diary that does not exist 404 with the not-found page in the HTML, for people and crawlers', async () => {
    for (const url of ['/no-such-page', '/some/deep/route?x=1', '/diaries/999999', '/diaries/not-a-number']) {
      for (const headers of [{}, { 'user-agent': GOOGLEBOT }, { cookie: 'locale=de' }] as Record<string, string>[]) {
        const res = await site.page(url, headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<div id="app" data-ssr="not-found">');
        expect(res.body).toContain('<title>Page not found — GrowDiaries</title>');
        expect(res.body).toContain('<meta name="robots" content="noindex" />');
        const app = renderedApp(res.body);
        expect(app).toContain('data-testid="not-found"');
        expect(app).toContain('href="/"');
      }
    }
    // In the locale cookie's language.
    expect(renderedApp((await site.page('/no-such-page', { cookie: 'locale=de' })).body)).toContain('Diese Seite gibt es leider nicht.');
    expect(renderedApp((await site.page('/no-such-page')).body)).toContain('Sorry, that page doesn&#x27;t exist.');
  });

  it('gives the shell (404) when the ssr=off cookie asks for it, and private pages the shell (200)', async () => {
    const off = await site.page('/no-such-page', { cookie: 'ssr=off' });
    expect(off.statusCode).toBe(404);
    expect(off.body).toContain('<title>Page not found — GrowDiaries</title>');
    expect(off.body).not.toContain('data-ssr');
    const pending = await site.page('/pending');
    expect(pending.statusCode).toBe(200);
    expect(pending.body).not.toContain('data-ssr');
  });
});
