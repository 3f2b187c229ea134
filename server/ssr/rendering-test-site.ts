// A site for server-rendering tests: a test server whose dist/ holds a small shell and the real SSR build of the app
// (built once for the sources as they are, and shared by every test file and run), with helpers to ask for a page and
// read its answers.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from '../test-support';
import { ssrDirOf } from './render-page';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A shell as Vite builds it: the entry and its module preloads in the head. */
const SHELL = '<!doctype html><html lang="en"><head><title>GrowDiaries</title><meta name="description" content="d" />\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/vendor.js">\n  </head><body>\n    <div id="app"><div class="boot-bar">GrowDiaries</div></div>\n    <noscript>GrowDiaries needs JavaScript.</noscript>\n  </body></html>';
/** The loader pages rendered on the server name instead (route-preloads.json `paintFirst`). */
export const PAINT_FIRST_LOADER = 'assets/paint-first.js';

/** What a grower could type to break out of the markup or the answers' JSON. */
export const ATTACK = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';

export interface RenderingSite {
  server: TestServer;
  /** GET a page, as a navigation would (headers: a cookie, or a bearer token a navigation never carries). */
  page: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** The newest modification time of the inputs of the SSR build. */
async function newestInput(target: string): Promise<number> {
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  const times = await Promise.all((await readdir(target)).map((entry) => newestInput(path.join(target, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/**
 * The SSR build of the sources as they are now: built once into a folder named by their newest change, which every
 * later test file (and the PostgreSQL run) reuses. Two files building at once each build into a folder of their own
 * and the first to finish names it; the other's is dropped.
 */
async function sharedSsrBuild(): Promise<string> {
  const inputs = ['src', 'locales', 'vite.config.ts', 'package.json'].map((name) => newestInput(path.join(ROOT, name)));
  const built = path.join(os.tmpdir(), `growdiaries-ssr-build-${Math.max(...(await Promise.all(inputs))).toFixed(0)}`);
  if (existsSync(path.join(built, 'entry-server.js'))) return built;
  const scratch = await mkdtemp(`${built}-`);
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), root: ROOT, logLevel: 'error', build: { ssr: 'src/entry-server.tsx', outDir: scratch, emptyOutDir: true, sourcemap: false } });
  await rename(scratch, built).catch(() => rm(scratch, { recursive: true, force: true }));
  return built;
}

/** Starts the site; `pages` are the route files (under src/routes) that are pages, as route-preloads.json lists them. */
export async function startRenderingSite(pages: string[]): Promise<RenderingSite> {
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'growdiaries-ssr-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await writeFile(path.join(distDir, 'route-preloads.json'), JSON.stringify({ routes: [], screenStrings: {}, pages: ['_default.tsx', ...pages], paintFirst: PAINT_FIRST_LOADER }));
  await symlink(await sharedSsrBuild(), ssrDirOf(distDir), 'dir');
  const server = await startTestServer({ distDir });
  return {
    server,
    page: (url, headers = {}) => server.app.inject({ method: 'GET', url, headers }),
    async close() {
      await server.close();
      await rm(distDir, { recursive: true, force: true });
      await rm(ssrDirOf(distDir), { recursive: true, force: true });
    },
  };
}

/** The answers written into the page for the client. */
export function initialAnswers(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="gd-initial">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}

/** The rendered app alone (no head, no answers' JSON): what a reader sees without JavaScript. */
export function renderedApp(html: string): string {
  return /<div id="app" data-ssr="[^"]*">([\s\S]*)<\/div><script type="application\/json" id="gd-initial">/.exec(html)?.[1] ?? '';
}
