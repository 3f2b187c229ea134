// npm run bench: the JavaScript `/` loads (gzipped) and a warm offline reload of a visited diary, in Chromium.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';
import { startServer } from '../helpers/server-process';

const RELOADS = 15;
const BUDGET_KB = 150;
const RELOAD_BUDGET_MS = 500;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();

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
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
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

    const offlineMedian = median(offline);
    const onlineMedian = median(online);
    console.info('\nBenchmark (Chromium headless, phone viewport, 2-core machine)');
    console.info(`  JavaScript loaded by /: ${homeScripts.size} files, ${gzippedKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
    console.info(`  Warm offline reload of a visited diary to its title: median ${offlineMedian.toFixed(0)} ms over ${RELOADS} (budget ${RELOAD_BUDGET_MS} ms)`);
    console.info(`  Same reload online: median ${onlineMedian.toFixed(0)} ms; offline/online ratio ${(offlineMedian / onlineMedian).toFixed(2)}`);
    const over = gzippedKb > BUDGET_KB || offlineMedian > RELOAD_BUDGET_MS;
    if (over) console.info('  OVER BUDGET');
    process.exitCode = over ? 1 : 0;
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
