// Diary lists rendered on the server: without JavaScript the home page shows the freshest diaries' names; with
// JavaScript it hydrates without a warning, without asking for its feed again and without moving, keeps the feed on
// the device as a fetch would, and then works as the app (a card opens its diary in place).
import { expect, test } from '@playwright/test';
import { layoutShift, pageProblems, requestsFor } from './support';

interface MainPage { items_diary: { id: number; name: string }[] }

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the freshest diaries', async ({ page, request }) => {
    const main = (await (await request.get('/api/main')).json()) as MainPage;
    await page.goto('/');
    const cards = page.getByTestId('diary-card');
    await expect(cards).toHaveCount(main.items_diary.length);
    for (const diary of main.items_diary.slice(0, 4)) await expect(cards.getByRole('heading', { name: diary.name, exact: true }).first()).toBeVisible();
  });
});

test('the home page rendered on the server hydrates without a warning, a second request for its feed or a shift, then works as the app', async ({ page }) => {
  const problems = pageProblems(page);
  const feedRequests = requestsFor(page, '/api/main');
  await page.goto('/');
  const first = page.getByTestId('diary-card').first().getByRole('link');
  // Hydrated: React has claimed the first card's link (it handles its clicks from now on).
  await page.waitForFunction(() => Object.keys(document.querySelector('[data-testid=diary-card] a') ?? {}).some((key) => key.startsWith('__reactProps')));
  expect(await layoutShift(page)).toBe(0);
  // The feed was stored as a fetch would have: it opens offline later.
  await expect.poll(() => page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('growdiaries');
    open.onsuccess = () => {
      const read = open.result.transaction('feeds').objectStore('feeds').get('main');
      read.onsuccess = () => resolve((read.result as { ids: number[] } | undefined)?.ids.length ?? 0);
    };
  }))).toBeGreaterThan(0);
  expect(feedRequests).toEqual([]);
  // A card opens its diary in place: the document that was rendered on the server stays.
  await page.evaluate(() => document.documentElement.setAttribute('data-first-document', '1'));
  await first.click();
  await expect(page).toHaveURL(/\/diaries\/\d+$/);
  await expect(page.getByTestId('diary-title')).toBeVisible();
  await expect(page.locator('html[data-first-document]')).toHaveCount(1);
  expect(problems).toEqual([]);
});
