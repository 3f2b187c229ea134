// Shared by the page metadata tests: the app over fresh demo data serving a stub shell (with the build's list of route
// preloads), and the tags crawlers read.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../db/types';
import { startTestServer, type TestServer } from '../../test-support';
import { routeMeta } from '../page-meta';
import { ROUTE_PRELOADS_FILE, type RoutePreloadsFile } from '../route-preloads-plugin';

/** The built index.html the server writes metadata into. */
export const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Default description" />
<title>GrowDiaries — grow journals</title></head><body><div id="app"></div><script type="module" src="/assets/app.js"></script></body></html>`;
/** The origin metaReader's absolute URLs are on. */
export const META_ORIGIN = 'https://grow.test';
export const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PHONE = 'Mozilla/5.0 (Linux; Android 14) Chrome/156';

export const decode = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The parts of a served page a crawler reads, as text. */
export interface PageMeta {
  title: string | undefined;
  /** Empty when the page has none. */
  description: string;
  canonical: string | undefined;
  ogTitle: string | undefined;
  ogImage: string | undefined;
  robots: string | undefined;
  jsonLd: Record<string, unknown> | undefined;
}

export function readMeta(html: string): PageMeta {
  const one = (pattern: RegExp) => {
    const found = pattern.exec(html)?.[1];
    return found === undefined ? undefined : decode(found);
  };
  const ldJson = one(/<script type="application\/ld\+json">([^<]*)<\/script>/);
  return {
    title: one(/<title>([^<]*)<\/title>/),
    description: one(/<meta name="description" content="([^"]*)"/) ?? '',
    canonical: one(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: one(/<meta property="og:title" content="([^"]*)"/),
    ogImage: one(/<meta property="og:image" content="([^"]*)"/),
    robots: one(/<meta name="robots" content="([^"]*)"/),
    jsonLd: ldJson ? (JSON.parse(ldJson) as Record<string, unknown>) : undefined,
  };
}

export interface ServedPages {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  /** GET of a page as a phone browser (or the given user agent) asks for it on host grow.test. */
  page(url: string, userAgent?: string): Promise<LightMyRequestResponse>;
  /** The metadata of a page that must answer 200 (asked for as `page` does). */
  read(url: string, userAgent?: string): Promise<PageMeta>;
  /** A crawler asking for the page gets 404 and the not-found page's head: "Page not found", never indexed. */
  expectNotFound(url: string): Promise<void>;
}

/** The split code of the strain page and the screen strings in two languages, as the build lists them. */
export const ROUTE_PRELOADS: RoutePreloadsFile = {
  routes: [{ route: '_default/strains/$id/index.tsx', js: ['assets/strain-index.js'], css: ['assets/strain.css'] }],
  screenStrings: { en: ['assets/strings-en.js'], de: ['assets/strings-de.js'] },
};

/** Starts the app serving SHELL (and ROUTE_PRELOADS) before the tests of the calling file and stops it after them. */
export function servePages(): ServedPages {
  let distDir = '';
  let started: TestServer | undefined;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'growdiaries-dist-'));
    await writeFile(path.join(distDir, 'index.html'), SHELL);
    await writeFile(path.join(distDir, ROUTE_PRELOADS_FILE), JSON.stringify(ROUTE_PRELOADS));
    started = await startTestServer({ distDir });
  });
  afterAll(async () => {
    await started?.close();
    await rm(distDir, { recursive: true, force: true });
  });
  const server = () => {
    if (!started) throw new Error('The page server starts before the tests.');
    return started;
  };
  const page = (url: string, userAgent = PHONE) =>
    server().app.inject({ method: 'GET', url, headers: { host: 'grow.test', 'user-agent': userAgent } });
  return {
    get app() {
      return server().app;
    },
    get db() {
      return server().db;
    },
    page,
    async read(url, userAgent) {
      const res = await page(url, userAgent);
      expect(res.statusCode, url).toBe(200);
      return readMeta(res.body);
    },
    async expectNotFound(url) {
      const bot = await page(url, BOT);
      expect(bot.statusCode, url).toBe(404);
      expect(readMeta(bot.body)).toMatchObject({ title: 'Page not found — GrowDiaries', robots: 'noindex', jsonLd: undefined });
    },
  };
}

/** Reads routeMeta of addresses on `ORIGIN` over a test server's database: `meta` answers as is, `found` the metadata of a page that must exist. */
export function metaReader(server: () => TestServer) {
  const meta = (url: string) => {
    const parsed = new URL(url, META_ORIGIN);
    return routeMeta(server().db, parsed.pathname, META_ORIGIN, parsed.searchParams);
  };
  return {
    meta,
    async found(url: string) {
      const answer = await meta(url);
      if (!answer.found) throw new Error(`${url} not found`);
      return answer.meta;
    },
  };
}
