// Probe of the server-rendering prototype (docs/server-rendering.md) against a running server (BASE_URL):
// 1. JavaScript off: the diary page shows its name, its weeks' text and its cover.
// 2. JavaScript on: no hydration warning or error in the console, and the diary is not asked for again.
// 3. Time to the diary's first text (its title drawn), with server rendering and with the shell alone (`ssr=off`
//    cookie), alternated in one run on 4x CPU and a slow 4G-like network; median of RUNS each.
// Usage: BASE_URL=http://localhost:8361 DIARY=1 RUNS=5 npx tsx tests/bench/ssr-probe.ts
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';

const BASE = process.env.BASE_URL ?? 'http://localhost:8361';
const DIARY = process.env.DIARY ?? '1';
const STRAIN = process.env.STRAIN ?? '1';
const RUNS = Number(process.env.RUNS ?? 5);
const url = `${BASE}/diaries/${DIARY}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const title = await page.locator('[data-testid="diary-title"]').textContent().catch(() => null);
  const weekTexts = await page.locator('[data-testid="week-card"]').allInnerTexts();
  const cover = await page.locator('header img[srcset]').first().evaluate((img: HTMLImageElement) => ({ visible: img.getBoundingClientRect().height > 0, loaded: img.complete && img.naturalWidth > 0, src: img.currentSrc })).catch(() => null);
  // The strain page: its name and description.
  await page.goto(`${BASE}/strains/${STRAIN}`, { waitUntil: 'load' });
  const strain = { title: await page.locator('[data-testid="strain-title"]').textContent().catch(() => null), description: (await page.locator('[data-testid="strain-index"]').innerText().catch(() => '')).length };
  await context.close();
  return { strain, title, weeks: weekTexts.length, weeksWithText: weekTexts.filter((text) => text.trim().length > 40).length, cover };
}

async function withJavaScript(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  const diaryRequests: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === `/api/diaries/${DIARY}` || path === `/api/strains/${STRAIN}`) diaryRequests.push(request.url());
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const hydrated = await page.evaluate(() => Boolean(document.getElementById('app')?.dataset.ssr));
  // The answer went into IndexedDB as after a fetch.
  const stored = await page.evaluate(() => new Promise<boolean>((resolve) => {
    const open = indexedDB.open('growdiaries');
    open.onsuccess = () => {
      const request = open.result.transaction('diaries').objectStore('diaries').get(Number(new URL(location.href).pathname.split('/')[2]));
      request.onsuccess = () => resolve(Boolean(request.result?.has_details));
      request.onerror = () => resolve(false);
    };
    open.onerror = () => resolve(false);
  }));
  // The strain page hydrates too, without asking for the strain.
  await page.goto(`${BASE}/strains/${STRAIN}`, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  // The client router still works after hydration: a link to another page renders it.
  await page.locator('a[href="/explore"]').first().click();
  await page.waitForURL(/\/explore/);
  await page.waitForTimeout(1500);
  await context.close();
  return { hydrated, storedInIndexedDb: stored, itemRequestsAgain: diaryRequests, consoleMessages: messages };
}

async function timeToText(browser: Browser, ssr: boolean) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  if (!ssr) await context.addCookies([{ name: 'ssr', value: 'off', url: BASE }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  // A string, not a function: tsx's name helpers do not exist in the page.
  await page.addInitScript(`new MutationObserver(() => {
    if (!window.__titleAt && document.querySelector('[data-testid="diary-title"]')) window.__titleAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__lcp = entry.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });`);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="diary-title"]');
  await page.waitForTimeout(1500);
  const figures = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const scripts = performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js')) as PerformanceResourceTiming[];
    return { titleAt: (window as { __titleAt?: number }).__titleAt ?? NaN, fcp, lcp: (window as { __lcp?: number }).__lcp ?? NaN, jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0) };
  });
  await context.close();
  return figures;
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  console.log('JavaScript off:', JSON.stringify(await withoutJavaScript(browser)));
  console.log('JavaScript on:', JSON.stringify(await withJavaScript(browser)));
  const on: Awaited<ReturnType<typeof timeToText>>[] = [];
  const off: Awaited<ReturnType<typeof timeToText>>[] = [];
  for (let run = 0; run < RUNS; run++) {
    on.push(await timeToText(browser, true));
    off.push(await timeToText(browser, false));
  }
  const summary = (name: string, runs: typeof on) => `${name}: title ${median(runs.map((r) => r.titleAt)).toFixed(0)} ms, FCP ${median(runs.map((r) => r.fcp)).toFixed(0)} ms, LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms, JS ${(median(runs.map((r) => r.jsBytes)) / 1024).toFixed(1)} KB on the wire (runs: ${runs.map((r) => r.titleAt.toFixed(0)).join(', ')})`;
  console.log(summary('SSR on ', on));
  console.log(summary('SSR off', off));
  console.log(`ratio of time to the diary's first text, SSR on / off: ${(median(on.map((r) => r.titleAt)) / median(off.map((r) => r.titleAt))).toFixed(2)}`);
} finally {
  await browser.close();
}
