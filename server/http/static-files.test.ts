// @vitest-environment node
// Serving the built client: cache policies, the SPA fallback, and the API never answering with the shell.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support';

const SHELL = '<!doctype html><html><head><title>shell</title><meta name="description" content="d" /></head><body><div id="app"></div></body></html>';
let distDir: string;
let server: TestServer;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'growdiaries-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await writeFile(path.join(distDir, 'assets', 'x.js'), 'console.log(1)');
  await writeFile(path.join(distDir, 'sw.js'), 'self.x = 1');
  await writeFile(path.join(distDir, 'manifest.webmanifest'), '{}');
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *');
  await mkdir(path.join(distDir, 'builds'));
  await writeFile(path.join(distDir, 'builds', 'latest.json'), '{"build_id":"b1","built_at":"2026-11-23T08:00:00.000Z"}');
  // The build's list of route files: what the server knows to be pages.
  const pages = ['_default.tsx', '_default/index.tsx', '_default/growers.tsx', '_default/grower/$id.tsx', '_default/grower/$id_/settings.tsx', '_default/diaries/$id.tsx', '_default/$category/$.tsx'];
  await writeFile(path.join(distDir, 'route-preloads.json'), JSON.stringify({ routes: [], screenStrings: {}, pages }));
  server = await startTestServer({ seed: false, distDir });
});
afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => server.app.inject({ method, url });

describe('static files', () => {
  it('caches hashed assets forever', async () => {
    const res = await get('/assets/x.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])('revalidates %s every time', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never lets a cache keep the build manifest, and answers a missing one 404 (not the shell)', async () => {
    const res = await get('/builds/latest.json?t=123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ build_id: 'b1', built_at: '2026-11-23T08:00:00.000Z' });
    expect(res.headers['cache-control']).toBe('no-store');
    const missing = await get('/builds/older.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
  });

  it('caches other files for an hour', async () => {
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers any app route with the shell, 200 and no-cache, and a missing diary or grower with the shell and 404', async () => {
    for (const url of ['/grow-lights', '/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="app"></div>');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    expect((await get('/growers', 'HEAD')).statusCode).toBe(200);
    expect((await get('/grower/1', 'HEAD')).statusCode).toBe(404);
    const missing = await get('/diaries/12?tab=weeks');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="app"></div>');
    expect(missing.body).toContain('<title>Page not found — GrowDiaries</title>');
  });

  it('answers a path that is no page 404 with the shell titled "Page not found", never indexed, for people and crawlers alike (no server-rendering build here: the client router shows its not-found page)', async () => {
    const googlebot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    for (const url of ['/no-such-page', '/journal', '/some/deep/route', '/not-a-category/brand', '/growers/extra']) {
      for (const headers of [{}, googlebot]) {
        const res = await server.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).toContain('<div id="app"></div>');
        expect(res.body).toContain('<title>Page not found — GrowDiaries</title>');
        expect(res.body).toContain('<meta name="robots" content="noindex" />');
        expect(res.body).toContain(`<link rel="canonical" href="http://localhost${url}" />`);
      }
    }
  });

  it('never answers the API or missing media with the shell', async () => {
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'not_found', message: 'Page not found: /api/nope' });
    const media = await get('/uploads/photos/missing_s.jpg');
    expect(media.statusCode).toBe(404);
    expect(media.json().error).toBe('not_found');
    const post = await server.app.inject({ method: 'POST', url: '/some/route' });
    expect(post.statusCode).toBe(404);
  });
});
