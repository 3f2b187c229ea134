// A site for server-rendering tests: a test server whose dist/ holds a small shell and the real SSR build of the app
// (built once per test file, into a temporary folder), with helpers to ask for a page and read its answers.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from '../test-support';
import { ssrDirOf } from './render-page';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHELL = '<!doctype html><html lang="en"><head><title>GrowDiaries</title><meta name="description" content="d" /></head><body>\n    <div id="app"><div class="boot-bar">GrowDiaries</div></div>\n    <noscript>GrowDiaries needs JavaScript.</noscript>\n    <script type="module" src="/assets/index.js"></script>\n  </body></html>';

/** What a grower could type to break out of the markup or the answers' JSON. */
export const ATTACK = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';

export interface RenderingSite {
  server: TestServer;
  /** GET a page, as a navigation would (headers: a cookie, or a bearer token a navigation never carries). */
  page: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** Starts the site; `pages` are the route files (under src/routes) that are pages, as route-preloads.json lists them. */
export async function startRenderingSite(pages: string[]): Promise<RenderingSite> {
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'growdiaries-ssr-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await writeFile(path.join(distDir, 'route-preloads.json'), JSON.stringify({ routes: [], screenStrings: {}, pages: ['_default.tsx', ...pages] }));
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), root: ROOT, logLevel: 'error', build: { ssr: 'src/entry-server.tsx', outDir: ssrDirOf(distDir), emptyOutDir: true, sourcemap: false } });
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
