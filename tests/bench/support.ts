// What the benchmarks share: medians, a signed-up grower in the page, and raw IndexedDB access from the page.
import type { Page } from '@playwright/test';

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
