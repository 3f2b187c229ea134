// What the benchmarks share: medians, a signed-up grower in the page, and raw IndexedDB access from the page.
import type { Browser, BrowserContext, Page } from '@playwright/test';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Signs a new grower up through the app's own page; returns the bearer token the app stored. */
export async function signUp(page: Page, prefix: string): Promise<string> {
  const name = `${prefix}${Date.now().toString(36)}`;
  await page.goto('/auth/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(`${name}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('bench password 1234');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByTestId('signed-in-user').waitFor({ state: 'attached' });
  return page.evaluate(() => new Promise<string>((resolve, reject) => {
    const open = indexedDB.open('growdiaries');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const read = open.result.transaction('session').objectStore('session').get('current');
      read.onsuccess = () => resolve((read.result as { token: string }).token);
      read.onerror = () => reject(read.error);
    };
  }));
}

/** Adds rows to stores of the app's IndexedDB, as the app itself would have stored them. */
export async function putRows(page: Page, rows: Record<string, unknown[]>): Promise<void> {
  await page.evaluate((byStore) => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('growdiaries');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction(Object.keys(byStore), 'readwrite');
      for (const [store, list] of Object.entries(byStore)) for (const row of list) tx.objectStore(store).put(row);
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  }), rows);
}

/** How many rows wait in the app's outbox and upload queue, and how many of them the server refused. */
export function queuedCount(page: Page): Promise<{ changes: number; uploads: number; refused: number }> {
  return page.evaluate(() => new Promise<{ changes: number; uploads: number; refused: number }>((resolve, reject) => {
    const open = indexedDB.open('growdiaries');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction(['outbox', 'uploads']);
      const counts = ['outbox', 'uploads'].map((name) => [tx.objectStore(name).count(), tx.objectStore(name).index('status').count('refused')] as const);
      tx.oncomplete = () => {
        open.result.close();
        resolve({ changes: counts[0]![0].result, uploads: counts[1]![0].result, refused: counts.reduce((n, [, refused]) => n + refused.result, 0) });
      };
    };
  }));
}

/** One row of a store of the app's IndexedDB, read from the page. */
export function readRow<T>(page: Page, store: string, key: string | number): Promise<T> {
  return page.evaluate(({ store, key }) => new Promise<unknown>((resolve, reject) => {
    const open = indexedDB.open('growdiaries');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const read = open.result.transaction(store).objectStore(store).get(key);
      read.onsuccess = () => {
        open.result.close();
        resolve(read.result);
      };
      read.onerror = () => reject(read.error);
    };
  }), { store, key }) as Promise<T>;
}

/**
 * Clicks the page's link to `href` and answers the ms from the click until each selector matched its count of
 * elements. Plain JavaScript source: the TypeScript runner would wrap named inner functions in a helper the page lacks.
 */
export function tapAndTime(page: Page, href: string, waits: [selector: string, count: number][]): Promise<number[]> {
  return page.evaluate<number[]>(`(async (href, waits) => {
    const appeared = (selector, count) => new Promise((resolve) => {
      if (document.querySelectorAll(selector).length >= count) return resolve(performance.now());
      const observer = new MutationObserver(() => {
        if (document.querySelectorAll(selector).length < count) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const link = document.querySelector('a[href="' + href + '"]');
    if (!link) throw new Error('no link to ' + href + ' on the page');
    const shown = waits.map(([selector, count]) => appeared(selector, count));
    const tapped = performance.now();
    link.click();
    return (await Promise.all(shown)).map((at) => at - tapped);
  })(${JSON.stringify(href)}, ${JSON.stringify(waits)})`);
}

/** A phone-sized page on the home page, its service worker in control (so the app opens offline afterwards). */
export async function homeWithWorker(browser: Browser, serverUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: serverUrl });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByTestId('diary-card').first().waitFor();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
  return { context, page };
}

/**
 * Offline, opens `href` from its link on the home page `opens` times (after one unmeasured open that loads the
 * screen's code from the service worker) and answers, per wait of tapAndTime, the median ms.
 */
export async function medianOfflineOpens(context: BrowserContext, page: Page, href: string, waits: [string, number][], opens: number): Promise<number[]> {
  await context.setOffline(true);
  await page.reload();
  const times: number[][] = waits.map(() => []);
  for (let i = 0; i <= opens; i++) {
    await page.locator(`a[href="${href}"]`).first().waitFor();
    const measured = await tapAndTime(page, href, waits);
    if (i > 0) measured.forEach((ms, w) => times[w]!.push(ms));
    await page.goBack();
  }
  return times.map(median);
}
