// The app shell: JavaScript `/` loads (gzipped, per file) and a warm reload of a visited diary, online and offline.
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { median } from './support';

const RELOADS = 15;

export interface ShellFigures { files: number; gzippedKb: number; offlineMs: number; onlineMs: number; reloads: number }

export async function shellBench(browser: Browser, serverUrl: string): Promise<ShellFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    // 1. JavaScript loaded by `/` on a first visit (every script response until the network is idle).
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
      try {
        scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // a redirect or a response without a body
      }
    });
    await page.goto(serverUrl + '/', { waitUntil: 'networkidle' });
    await page.getByTestId('diary-card').first().waitFor();
    const homeScripts = new Map(scripts);
    const gzippedKb = [...homeScripts.values()].reduce((a, b) => a + b, 0) / 1024;
    if (process.env.BENCH_VERBOSE) {
      for (const [url, bytes] of [...homeScripts].sort((a, b) => b[1] - a[1])) console.info(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
    }

    // 2. Visit a diary online, wait for the service worker, then reload it warm, online and offline.
    await page.getByTestId('diary-card').first().getByRole('heading').click();
    await page.getByTestId('diary-title').waitFor();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    const timeToTitle = async () => {
      await page.reload();
      await page.getByTestId('diary-title').waitFor();
      return page.evaluate(() => {
        const title = performance.getEntriesByName('diary-title-visible')[0];
        return title ? title.startTime : performance.now();
      });
    };
    const online: number[] = [];
    for (let i = 0; i < RELOADS; i++) online.push(await timeToTitle());
    await context.setOffline(true);
    const offline: number[] = [];
    for (let i = 0; i < RELOADS; i++) offline.push(await timeToTitle());

    return { files: homeScripts.size, gzippedKb, offlineMs: median(offline), onlineMs: median(online), reloads: RELOADS };
  } finally {
    await context.close();
  }
}
