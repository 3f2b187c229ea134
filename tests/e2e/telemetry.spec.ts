// Telemetry and impressions that survive being offline: a diary viewed offline reaches the server exactly once,
// its telemetry through the service worker's Background Sync after the page was closed, its impression at the next
// start; an impression counts no time while the tab is hidden.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import Database from 'better-sqlite3';
import { installClock, pauseClockSoon, waitForServiceWorker } from './support';

const DATABASE = `.tmp/e2e-data-${process.env.E2E_PORT ?? 8181}/growdiaries.sqlite`;
/** The app sends stored impressions every 5 s while the page is visible (IMPRESSIONS_INTERVAL_MS of start-trackers.ts). */
const IMPRESSIONS_INTERVAL_MS = 5000;

/** Rows of a table in the page's IndexedDB, read without the app's code. */
function readStore(page: Page, store: 'telemetry' | 'impressions'): Promise<unknown[]> {
  return page.evaluate((name) => new Promise<unknown[]>((resolve, reject) => {
    const open = indexedDB.open('growdiaries');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction(name, 'readonly').objectStore(name).getAll();
      request.onsuccess = () => {
        open.result.close();
        resolve(request.result as unknown[]);
      };
      request.onerror = () => reject(request.error);
    };
  }), store);
}

/** Makes the page believe its tab was hidden (or shown again), as the browser does when another tab comes to the front. */
function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  return page.evaluate((hide) => {
    if (hide) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    } else {
      // Back to the real (visible) getters of Document.prototype.
      delete (document as unknown as Record<string, unknown>).visibilityState;
      delete (document as unknown as Record<string, unknown>).hidden;
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** Metrics the server stored for this browser (by its user agent) on one page, taken since a moment. */
function storedMetrics(userAgent: string, pagePath: string, since: number): { name: string; metric_id: string }[] {
  const db = new Database(DATABASE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select name, metric_id from telemetry_metrics where user_agent = ? and page_path = ? and taken_at >= ?')
      .all(userAgent, pagePath, new Date(since).toISOString()) as { name: string; metric_id: string }[];
  } finally {
    db.close();
  }
}

function diaryViews(diaryId: number): { cnt_views: number; view_seconds: number } {
  const db = new Database(DATABASE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select cnt_views, view_seconds from diaries where id = ?').get(diaryId) as { cnt_views: number; view_seconds: number };
  } finally {
    db.close();
  }
}

test('a diary viewed offline reaches the server once: telemetry by background sync after the page closed, its impression at the next start', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } = testInfo.project.use;
  // A user agent of this run only, so the server's rows of this browser can be told apart.
  const marker = `${userAgent} telemetry-e2e/${testInfo.project.name}-${Date.now()}`;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent: marker, baseURL });
  await installClock(context);
  let page = await context.newPage();

  // 1. Online: the app and a diary far down the home list (its card is never in view), stored for offline reading.
  await page.goto('/');
  await waitForServiceWorker(page);
  const cards = page.getByTestId('diary-card');
  await expect(cards).toHaveCount(24);
  const href = await cards.nth(testInfo.project.name === 'phone' ? 22 : 20).getByRole('link').first().getAttribute('href');
  const diaryId = Number(/\/diaries\/(\d+)/.exec(href ?? '')?.[1]);
  expect(diaryId).toBeGreaterThan(0);
  await page.goto(`/diaries/${diaryId}`);
  await expect(page.getByTestId('diary-title')).toBeVisible();
  await page.goto('/');
  await expect(cards).toHaveCount(24);
  const before = diaryViews(diaryId);

  // 2. Offline: the diary opens from the device. The clock stops before the trackers start (they start once the page
  //    is idle, 3 s after its load) and moves on in steps until they run: from then on the test alone lets seconds pass.
  await context.setOffline(true);
  const offlineSince = Date.now();
  // The trackers run on this page once it queued or sent metrics of its own (not only those an earlier page left).
  const ownPath = `"page_path":"/diaries/${diaryId}"`;
  let sentOwn = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/telemetry/vitals') && request.postData()?.includes(ownPath)) sentOwn = true;
  });
  await page.goto(`/diaries/${diaryId}`);
  await expect(page.getByTestId('diary-title')).toBeVisible();
  // The page's clock still runs at real speed (installed with it, never moved on yet): paused just after its own now.
  await pauseClockSoon(page);
  await expect.poll(async () => {
    await page.clock.runFor(100);
    return sentOwn || JSON.stringify(await readStore(page, 'telemetry')).includes(ownPath);
  }, { intervals: [100], timeout: 30_000 }).toBe(true);

  // 3. Seen for 3 s with the tab visible, with 5 s hidden in between that must not count.
  await page.clock.runFor(2000);
  await setTabHidden(page, true);
  await page.clock.runFor(5000);
  await setTabHidden(page, false);
  await page.clock.runFor(1000);
  // Leaving the diary takes its header out of the page: the impression is finalised and stored.
  await page.getByRole('link', { name: 'GrowDiaries' }).first().click();
  await page.clock.resume();
  await expect(cards.first()).toBeVisible();
  await expect.poll(async () => (await readStore(page, 'impressions')).find((r) => (r as { i: number }).i === diaryId), { timeout: 10_000 }).toBeTruthy();
  const record = (await readStore(page, 'impressions')).find((r) => (r as { i: number }).i === diaryId) as { t: string; v: number; s: number };
  expect(record.t).toBe('diary');
  expect(record.v).toBe(1);
  expect(record.s).toBeGreaterThanOrEqual(2);
  expect(record.s).toBeLessThanOrEqual(4);

  // 4. Hiding the page offline hands the queued telemetry to the service worker; then the page closes.
  await setTabHidden(page, true);
  await expect.poll(async () => (await readStore(page, 'telemetry')).length, { timeout: 10_000 }).toBe(0);
  await page.close();
  expect(storedMetrics(marker, `/diaries/${diaryId}`, offlineSince)).toEqual([]);

  // 5. Back online with no page open: Background Sync delivers the diary's metrics, each once.
  await context.setOffline(false);
  await expect.poll(() => storedMetrics(marker, `/diaries/${diaryId}`, offlineSince).map((m) => m.name), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  const metrics = storedMetrics(marker, `/diaries/${diaryId}`, offlineSince);
  expect(metrics.filter((m) => m.name === 'FCP')).toHaveLength(1);

  // 6. The next start sends the stored impression: the diary's views grow by one, its seconds by the time seen.
  let sendsOfDiary = 0;
  context.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/impressions')) return;
    if ((request.postDataJSON() as { stat: { i: number }[] }).stat.some((sent) => sent.i === diaryId)) sendsOfDiary++;
  });
  page = await context.newPage();
  await page.goto('/');
  await expect.poll(() => diaryViews(diaryId).cnt_views, { timeout: 20_000 }).toBe(before.cnt_views + 1);
  expect(diaryViews(diaryId).view_seconds).toBe(before.view_seconds + record.s);
  await expect.poll(async () => (await readStore(page, 'impressions')).some((r) => (r as { i: number }).i === diaryId)).toBe(false);
  // Sent once: neither the next start's send nor a later one (every 5 s) sends it again. The impressions diagnostics
  // page (open with the details cookie) shows when each send finished.
  await context.addCookies([{ name: 'details', value: '1', url: baseURL! }]);
  await page.goto('/tests/impressions');
  const lastSend = page.getByTestId('last-impression-send');
  await expect(lastSend).toHaveText(/: /, { timeout: 20_000 });
  const startSend = await lastSend.textContent();
  await page.clock.runFor(IMPRESSIONS_INTERVAL_MS);
  await expect(lastSend).not.toHaveText(startSend ?? '');
  expect(sendsOfDiary).toBe(1);
  expect(diaryViews(diaryId).cnt_views).toBe(before.cnt_views + 1);
  expect(storedMetrics(marker, `/diaries/${diaryId}`, offlineSince).filter((m) => m.name === 'FCP')).toHaveLength(1);
  await context.close();
});

test('the demo admin sees the p75 of each web vital per page; a guest gets the not-found page', async ({ page }) => {
  await page.goto('/admin/vitals');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('vitals-admin')).toHaveCount(0);

  await page.goto('/auth/signin');
  await page.getByLabel('E-mail or name', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('growdiaries-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
  await page.goto('/admin/vitals');
  const table = page.getByTestId('vitals-table');
  // The demo data holds a week of vitals for the home page, diaries and weeks.
  await expect(table.getByRole('row', { name: /^\/_default\/diaries\/\$id\/ \d/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'LCP' })).toBeVisible();
  await expect(table.locator('td[data-rating]').first()).toContainText(/\d+ (ms|visits?)/);
  await expect(page.getByTestId('vitals-chart').locator('canvas')).toBeVisible();
  await page.getByRole('button', { name: 'CLS' }).click();
  await expect(page.getByRole('heading', { name: 'CLS per day (p75)' })).toBeVisible();
  await page.screenshot({ path: `test-results/admin-vitals-${test.info().project.name}.png`, fullPage: true });
});
