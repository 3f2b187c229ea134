// First visits rendered on the server: without JavaScript a diary shows its name, its weeks' text and its cover, and a
// strain its description; with JavaScript the page hydrates without a warning, without asking for the diary again and
// without moving, and then works as the app (a link opens the next page in place).
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

interface ApiDiary { id: number; name: string; items_week: { id: number; text: string }[] }
interface ApiStrain { name: string; description: string }

const DIARY_ID = 3;
const STRAIN_ID = 1;

/** Layout shifts the page has had so far (CLS without the session windows: every shift counts). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      resolve(list.getEntries().reduce((total, entry) => total + ((entry as PerformanceEntry & { hadRecentInput: boolean; value: number }).hadRecentInput ? 0 : (entry as PerformanceEntry & { value: number }).value), 0));
    }).observe({ type: 'layout-shift', buffered: true });
    // No shift at all: the observer has nothing buffered to report.
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
  }));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a diary shows its name, its weeks\' text and its cover', async ({ page, request }) => {
    const diary = (await (await request.get(`/api/diaries/${DIARY_ID}`)).json()) as ApiDiary;
    const written = diary.items_week.find((week) => week.text.length > 20)!;
    await page.goto(`/diaries/${DIARY_ID}`);
    await expect(page.getByTestId('diary-title')).toHaveText(diary.name);
    await expect(page.getByText(written.text.slice(0, 40)).first()).toBeVisible();
    const cover = page.locator('header[data-impression-type=diary] img').first();
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('a strain shows its name and description', async ({ page, request }) => {
    const strain = (await (await request.get(`/api/strains/${STRAIN_ID}`)).json()) as ApiStrain;
    await page.goto(`/strains/${STRAIN_ID}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(strain.name);
    await expect(page.getByText(strain.description.slice(0, 40)).first()).toBeVisible();
  });
});

test('a diary rendered on the server hydrates without a warning, a second request for it or a shift, then works as the app', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const diaryRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/diaries/${DIARY_ID}`) diaryRequests.push(sent.url());
  });
  await page.goto(`/diaries/${DIARY_ID}`);
  // Hydrated: the diary header's effect has run (it marks when its title is first on screen).
  await page.waitForFunction(() => performance.getEntriesByName('diary-title-visible').length > 0);
  await expect(page.getByTestId('diary-title')).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
  expect(diaryRequests).toEqual([]);
  // The answer was stored as a fetch would have: the diary is on the device.
  await expect.poll(() => page.evaluate((id) => new Promise<boolean>((resolve) => {
    const open = indexedDB.open('growdiaries');
    open.onsuccess = () => {
      const read = open.result.transaction('diaries').objectStore('diaries').get(id);
      read.onsuccess = () => resolve(read.result !== undefined);
    };
  }), DIARY_ID)).toBe(true);
  await page.getByTestId('diary-grower').click();
  await expect(page).toHaveURL(/\/grower\/\d+/);
  expect(problems).toEqual([]);
});
