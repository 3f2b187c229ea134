// Ads and app updates in the browser: a banner's views and clicks reach the server's per-day table (read back as an
// admin), offline ones once the network returns; offline, empty ad boxes do not open and fold under the reader; a newer
// build reloads an open tab at its path, but a tab with unsaved typing is offered the update and keeps its text;
// /admin/cache is for admins only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import Database from 'better-sqlite3';
import { AD_STAT_FLUSH_MS } from '../../src/sync/telemetry/ad-stats-schedule';
import { installClock, signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

const PORT = process.env.E2E_PORT ?? 8181;
/** The e2e server's database (see playwright.config.ts): roles have no API, so the test promotes an admin there. */
const DATABASE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../.tmp/e2e-data-${PORT}/growdiaries.sqlite`);
const PASSWORD = 'a-long-password-1';
/** An open tab checks for a newer build every 10 minutes (UPDATE_CHECK_MS of src/features/app-updates/update-checker.tsx). */
const UPDATE_CHECK_MS = 10 * 60 * 1000;

interface DayStat { day: string; kind: string; views: number; clicks: number }

function makeAdmin(name: string): void {
  const db = new Database(DATABASE);
  try {
    db.prepare("update users set role = 'admin' where lower(name) = lower(?)").run(name);
  } finally {
    db.close();
  }
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const name = uniqueName('op');
  const res = await request.post('/api/users', { data: { name, email: `${name}@example.test`, password: PASSWORD } });
  expect(res.status()).toBe(201);
  makeAdmin(name);
  return ((await res.json()) as { token: string }).token;
}

/** The deferred runtime (ads and update checks) has started: it marks the page's ad state. */
async function waitForDeferredRuntime(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.ads !== undefined, undefined, { timeout: 20_000 });
}

/**
 * Serves a build newer than the page's as builds/latest.json (as a deploy would), leaving the real file to other tests;
 * answers how many times the page has asked for it since.
 */
async function announceNewerBuild(page: Page): Promise<() => number> {
  const build = { build_id: `e2e-${Date.now()}`, built_at: new Date(Date.now() + 3_600_000).toISOString() };
  let asked = 0;
  await page.route('**/builds/latest.json*', (route) => {
    asked++;
    return route.fulfill({ json: build, headers: { 'cache-control': 'no-store' } });
  });
  return () => asked;
}

/**
 * Moves the clock on to the next periodic update check and waits until it asked for the manifest. Checks run one at a
 * time, so every check that asked before it has ended: one that decided to reload would have started unloading the page.
 */
async function runNextUpdateCheck(page: Page, asked: () => number): Promise<void> {
  const before = asked();
  await page.clock.fastForward(UPDATE_CHECK_MS);
  await expect.poll(asked).toBeGreaterThan(before);
}

/** Marks the page's window; the mark goes with the page, and as soon as it starts to unload (a reload runs beforeunload first). */
function markWindow(page: Page, mark: string): Promise<void> {
  return page.evaluate((name) => {
    Object.assign(window, { [name]: true });
    addEventListener('beforeunload', () => Reflect.deleteProperty(window, name));
  }, mark);
}

const hasMark = (page: Page, mark: string) => page.evaluate((name) => name in window, mark);

const regainFocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

test('a banner seen and clicked in the browser is counted on the server, per placement and day', async ({ page, request }) => {
  await page.goto('/');
  const banner = page.locator('[data-testid=ad-banner][data-ad-placement=header]');
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText('Ad');
  const bannerId = Number(await banner.getAttribute('data-ad-id'));
  const token = await adminToken(request);
  const statistic = async (): Promise<DayStat[]> => {
    const res = await request.get(`/api/adv/statistic?banner=${bannerId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { days: DayStat[] }).days;
  };
  // Today's row: a demo brand's banner has a year of figures before it.
  const today = new Date().toISOString().slice(0, 10);
  const before = (await statistic()).find((d) => d.kind === 'header' && d.day === today) ?? { views: 0, clicks: 0 };

  // A click queues the click and sends the queue (the view with it); the banner opens its brand's page (in the app, or
  // a brand's own site in a new tab).
  await banner.locator('a').click();
  // At least: the other project's tab may show the same banner at the same time.
  await expect.poll(async () => {
    const row = (await statistic()).find((d) => d.kind === 'header' && d.day === today);
    return Boolean(row && row.views > before.views && row.clicks > before.clicks);
  }, { timeout: 20_000 }).toBe(true);

  // Guests and growers may not read the statistics.
  expect((await request.get(`/api/adv/statistic?banner=${bannerId}`)).status()).toBe(401);
});

test('offline, views and clicks wait on the device and count once the network returns', async ({ page, context, request }) => {
  await installClock(context);
  await page.goto('/');
  const banner = page.locator('[data-testid=ad-banner][data-ad-placement=header]');
  await expect(banner).toBeVisible({ timeout: 20_000 });
  // Installed: the page the banner opens comes from the worker's precache offline.
  await waitForServiceWorker(page);
  const bannerId = Number(await banner.getAttribute('data-ad-id'));
  const token = await adminToken(request);
  const clicks = async () => {
    const res = await request.get(`/api/adv/statistic?banner=${bannerId}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { total: { clicks: number } }).total.clicks;
  };
  const before = await clicks();
  const queuedClicks = () => page.evaluate((id) => new Promise<number>((resolve) => {
    const open = indexedDB.open('growdiaries');
    open.onsuccess = () => {
      const all = open.result.transaction('adStats').objectStore('adStats').getAll();
      all.onsuccess = () => resolve((all.result as { i: number; a: string }[]).filter((entry) => entry.i === id && entry.a === 'click').length);
    };
  }), bannerId);
  // The guest's signing key, fetched when the ads start: with it, a click is signed and sent at once.
  const keyStored = () => page.evaluate(() => new Promise<boolean>((resolve) => {
    const open = indexedDB.open('growdiaries');
    open.onsuccess = () => {
      const key = open.result.transaction('prefs').objectStore('prefs').get('ad-stat-key');
      key.onsuccess = () => resolve(key.result !== undefined);
    };
  }));
  /** Flushes of the statistics that carried the banner's click and failed. */
  let failedFlushes = 0;
  page.on('requestfailed', (sent) => {
    if (sent.method() !== 'POST' || new URL(sent.url()).pathname !== '/api/adv/stat') return;
    const items = (sent.postDataJSON() as { items: { i: number; a: string }[] }).items;
    if (items.some((item) => item.i === bannerId && item.a === 'click')) failedFlushes++;
  });
  await expect.poll(keyStored).toBe(true);

  await context.setOffline(true);
  await banner.locator('a').click();
  await expect.poll(queuedClicks).toBe(1);
  // The flush failed for want of a network: the entry stays, and a later flush (every 10 s; one asked for while the
  // first still runs joins it) sends it again.
  await expect.poll(() => failedFlushes).toBeGreaterThan(0);
  const failedSoFar = failedFlushes;
  await expect.poll(async () => {
    await page.clock.fastForward(AD_STAT_FLUSH_MS);
    return failedFlushes;
  }).toBeGreaterThan(failedSoFar);
  expect(await queuedClicks()).toBe(1);

  await context.setOffline(false);
  await expect.poll(queuedClicks, { timeout: 20_000 }).toBe(0);
  expect(await clicks()).toBeGreaterThan(before);
});

test('offline, a page opened from one without ads keeps its empty ad boxes folded: nothing under the finger moves', async ({ page, context }) => {
  // The sign-in page shows no ads; the home page has a header box that banners fill when they can be loaded.
  await page.goto('/auth/signin');
  await waitForServiceWorker(page);
  await waitForDeferredRuntime(page);
  await page.evaluate(() => {
    const states: string[] = [];
    Object.assign(window, { adStates: states });
    new MutationObserver(() => states.push(document.documentElement.dataset.ads ?? ''))
      .observe(document.documentElement, { attributes: true, attributeFilter: ['data-ads'] });
  });
  await context.setOffline(true);
  const bannersTried = page.waitForEvent('requestfailed', (sent) => new URL(sent.url()).pathname === '/api/adv/fully');
  await page.getByRole('link', { name: 'GrowDiaries' }).click();
  await expect(page).toHaveURL(/\/$/);
  await bannersTried;

  // Before: the box opened at once (pushing the page down), then folded when the banners could not come.
  await expect(page.locator('[data-ad-slot=header]')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { adStates: string[] }).adStates.filter((state) => state !== 'off'))).toEqual([]);
});

test('a newer build reloads an open tab at the same path, once', async ({ page, context }) => {
  await installClock(context);
  await page.goto('/diaries/3');
  await expect(page.getByTestId('diary-title')).toBeVisible();
  await waitForServiceWorker(page);
  await waitForDeferredRuntime(page);
  await markWindow(page, 'beforeUpdate');

  const asked = await announceNewerBuild(page);
  const reloaded = page.waitForEvent('load');
  await regainFocus(page);
  // The check on focus asked for the manifest, then reloaded.
  await expect.poll(asked).toBeGreaterThan(0);
  await reloaded;
  await expect(page.getByTestId('diary-title')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/diaries/3');
  expect(await hasMark(page, 'beforeUpdate')).toBe(false);

  // This build still is not the announced one: the tab does not reload for it again (no loop), on focus or later.
  await waitForDeferredRuntime(page);
  await markWindow(page, 'afterUpdate');
  const askedBefore = asked();
  await regainFocus(page);
  // The check on focus asked; the next periodic one asks only once it ended.
  await expect.poll(asked).toBeGreaterThan(askedBefore);
  await runNextUpdateCheck(page, asked);
  expect(await hasMark(page, 'afterUpdate')).toBe(true);
});

test('a tab with unsaved typing is offered the update instead, and keeps the text', async ({ page, context }) => {
  await installClock(context);
  await signUpThroughUi(page, uniqueName('upd'), PASSWORD);
  await page.goto('/diaries/edit/new');
  const name = page.getByLabel('Diary name');
  await name.fill('Blue Dream under a 300 W LED');
  await waitForDeferredRuntime(page);
  await markWindow(page, 'beforeUpdate');

  const asked = await announceNewerBuild(page);
  await regainFocus(page);
  const notice = page.getByTestId('update-notice');
  await expect(notice).toContainText('A new version is ready.');
  // Neither the check that offered it nor the next one reloads the tab.
  await runNextUpdateCheck(page, asked);
  expect(await hasMark(page, 'beforeUpdate')).toBe(true);
  await expect(name).toHaveValue('Blue Dream under a 300 W LED');

  // Updating when the grower chooses to: the same page comes back with the draft.
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Update' }).click();
  await reloaded;
  expect(new URL(page.url()).pathname).toBe('/diaries/edit/new');
  await expect(page.getByLabel('Diary name')).toHaveValue('Blue Dream under a 300 W LED');
});

test('/admin/cache lists and clears the caches for admins, and does not exist for others', async ({ page }) => {
  const name = uniqueName('cache');
  await signUpThroughUi(page, name, PASSWORD);
  await waitForServiceWorker(page);
  await page.goto('/admin/cache');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('cache-admin')).toHaveCount(0);

  makeAdmin(name);
  // The session check at start brings the account's new access.
  await page.reload();
  await expect(page.getByTestId('cache-admin')).toBeVisible();
  const rows = page.getByTestId('cache-row');
  await expect(rows.first()).toBeVisible();
  const precache = rows.filter({ hasText: 'precache' });
  await expect(precache).toHaveCount(1);
  await precache.getByRole('button', { name: 'Clear' }).click();
  await expect(precache).toHaveCount(0);
  await expect(page.getByTestId('table-row').filter({ hasText: 'outbox' })).toContainText("Kept: the grower's own");
});
