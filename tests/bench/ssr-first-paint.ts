// Server rendering against the client-rendered shell (the `ssr=off` cookie) in one run: time to the diary's first text
// (its title drawn), first and largest contentful paint, on a phone with a 4x slower CPU and a slow 4G-like network;
// median of SSR_RUNS each, alternated so that the shared machine's noise falls on both alike.
import type { Browser } from '@playwright/test';
import { median } from './support';

const RUNS = Number(process.env.SSR_RUNS ?? 5);

export interface FirstPaint { titleMs: number; fcpMs: number; lcpMs: number }
export interface SsrFigures { path: string; runs: number; on: FirstPaint; off: FirstPaint; titleRatio: number; fcpRatio: number }

/** One first visit of `path`, rendered on the server or (`ssr=off`) by the client from the shell. */
async function firstVisit(browser: Browser, serverUrl: string, path: string, ssr: boolean): Promise<FirstPaint> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  if (!ssr) await context.addCookies([{ name: 'ssr', value: 'off', url: serverUrl }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  // A string, not a function: tsx's name helpers do not exist in the page.
  await page.addInitScript(`new MutationObserver(() => {
    if (!window.__titleAt && document.querySelector('[data-testid="diary-title"]')) window.__titleAt = performance.now();
  }).observe(document, { childList: true, subtree: true });`);
  await page.goto(serverUrl + path, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="diary-title"]');
  // Every image above the fold has loaded ('load'); the last LCP entry so far is the page's largest paint.
  const figures = await page.evaluate(() => new Promise<{ titleMs: number; fcpMs: number; lcpMs: number }>((resolve) => {
    let lcp = NaN;
    new PerformanceObserver((list) => { lcp = list.getEntries().at(-1)?.startTime ?? lcp; }).observe({ type: 'largest-contentful-paint', buffered: true });
    requestAnimationFrame(() => requestAnimationFrame(() => resolve({
      titleMs: (window as { __titleAt?: number }).__titleAt ?? NaN,
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcpMs: lcp,
    })));
  }));
  await context.close();
  return figures;
}

const medians = (runs: FirstPaint[]): FirstPaint => ({ titleMs: median(runs.map((r) => r.titleMs)), fcpMs: median(runs.map((r) => r.fcpMs)), lcpMs: median(runs.map((r) => r.lcpMs)) });

/** The diary at `path` visited RUNS times each way, alternated. */
export async function ssrBench(browser: Browser, serverUrl: string, path: string): Promise<SsrFigures> {
  const on: FirstPaint[] = [];
  const off: FirstPaint[] = [];
  for (let run = 0; run < RUNS; run++) {
    on.push(await firstVisit(browser, serverUrl, path, true));
    off.push(await firstVisit(browser, serverUrl, path, false));
  }
  const [rendered, shell] = [medians(on), medians(off)];
  return { path, runs: RUNS, on: rendered, off: shell, titleRatio: rendered.titleMs / shell.titleMs, fcpRatio: rendered.fcpMs / shell.fcpMs };
}
