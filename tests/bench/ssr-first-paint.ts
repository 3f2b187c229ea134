// Server rendering against the client-rendered shell (the `ssr=off` cookie) in one run: time to the diary's first text
// (its title drawn), first and largest contentful paint, on a phone with a 4x slower CPU and a slow 4G-like network;
// median of SSR_RUNS each, alternated so that the shared machine's noise falls on both alike. On the rendered page,
// what running the app only at the reader's first move costs (src/app/paint-first.ts): a first tap on a comment-sort
// button once the code has been prefetched, from the reader's first move to the button pressed, against a second tap
// in the running app.
import type { Browser, Page } from '@playwright/test';
import { median } from './support';

const RUNS = Number(process.env.SSR_RUNS ?? 5);

export interface FirstPaint { titleMs: number; fcpMs: number; lcpMs: number }
/** A tap's time from the reader's first move (pointer, scroll) to the button pressed: before and once the app runs. */
export interface TapFigures { firstTapMs: number; laterTapMs: number }
export interface SsrFigures {
  path: string; runs: number; on: FirstPaint; off: FirstPaint; titleRatio: number; fcpRatio: number; taps: TapFigures;
}

/** Taps a sort button of the comments; answers the ms from the reader's first move since `mark` to it pressed. */
async function timedTap(page: Page, name: string, mark: number): Promise<number> {
  const pressed = page.evaluate(({ label, from }) => new Promise<number>((resolve) => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent === label)!;
    new MutationObserver(() => {
      if (button.getAttribute('aria-pressed') === 'true') resolve(performance.now() - ((window as { __moves?: number[] }).__moves ?? []).find((at) => at >= from)!);
    }).observe(button, { attributes: true });
  }), { label: name, from: mark });
  await page.getByRole('button', { name, exact: true }).click();
  return pressed;
}

/** The rendered page's first tap (its code prefetched, not yet run) and a later one. */
async function taps(page: Page): Promise<TapFigures> {
  // The code is prefetched from the load event: every file the page names (#gd-code) has arrived (a resource entry is
  // only listed once complete). The app runs by itself after 3 s idle, not reached here on a throttled network.
  await page.waitForFunction(() => {
    const code = JSON.parse(document.getElementById('gd-code')!.textContent!) as { entry: string; preload: string[] };
    const arrived = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    return [code.entry, ...code.preload].every((file) => arrived.has(file));
  }, null, { timeout: 60_000 });
  if (await page.locator('#app[data-ready]').count()) return { firstTapMs: NaN, laterTapMs: NaN };
  const firstTapMs = await timedTap(page, 'Oldest', 0);
  const laterTapMs = await timedTap(page, 'Most liked', await page.evaluate(() => performance.now()));
  return { firstTapMs, laterTapMs };
}

/** One first visit of `path`, rendered on the server or (`ssr=off`) by the client from the shell. */
async function firstVisit(browser: Browser, serverUrl: string, path: string, ssr: boolean): Promise<FirstPaint & Partial<TapFigures>> {
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
  }).observe(document, { childList: true, subtree: true });
  window.__moves = [];
  for (const type of ['pointermove', 'pointerdown', 'scroll']) addEventListener(type, () => window.__moves.push(performance.now()), { capture: true, passive: true });`);
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
  const tapped = ssr ? await taps(page) : {};
  await context.close();
  return { ...figures, ...tapped };
}

const medians = (runs: FirstPaint[]): FirstPaint => ({ titleMs: median(runs.map((r) => r.titleMs)), fcpMs: median(runs.map((r) => r.fcpMs)), lcpMs: median(runs.map((r) => r.lcpMs)) });

/** The diary at `path` visited RUNS times each way, alternated. */
export async function ssrBench(browser: Browser, serverUrl: string, path: string): Promise<SsrFigures> {
  const on: (FirstPaint & Partial<TapFigures>)[] = [];
  const off: FirstPaint[] = [];
  for (let run = 0; run < RUNS; run++) {
    on.push(await firstVisit(browser, serverUrl, path, true));
    off.push(await firstVisit(browser, serverUrl, path, false));
  }
  const [rendered, shell] = [medians(on), medians(off)];
  // A run whose app started by itself before the tap has no tap figures.
  const tapMedian = (values: (number | undefined)[]) => median(values.filter((value): value is number => Number.isFinite(value)));
  const tapFigures = { firstTapMs: tapMedian(on.map((run) => run.firstTapMs)), laterTapMs: tapMedian(on.map((run) => run.laterTapMs)) };
  return { path, runs: RUNS, on: rendered, off: shell, titleRatio: rendered.titleMs / shell.titleMs, fcpRatio: rendered.fcpMs / shell.fcpMs, taps: tapFigures };
}
