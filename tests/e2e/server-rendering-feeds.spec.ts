// Diary lists rendered on the server: without JavaScript the home page shows the freshest diaries' names, an explore
// page and a strain's grow journals their first cards, and a week page its text; with
// JavaScript it hydrates without a warning, without asking for its feed again and without moving, keeps the feed on
// the device as a fetch would, and then works as the app (a card opens its diary in place). It runs before the device
// database's code (Dexie) has come, which loads after.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { layoutShift, pageProblems, requestsFor } from './support';

interface Named { id: number; name: string }

/** How many diaries the device keeps of the home page's feed (0 before it is stored). Asking neither creates the
 * database nor keeps it open, which would hold up the app's own opening. */
const storedHomeFeedSize = (page: Page) => page.evaluate(() => new Promise<number>((resolve) => {
  const open = indexedDB.open('growdiaries');
  open.onupgradeneeded = () => open.transaction?.abort();
  open.onerror = () => resolve(0);
  open.onsuccess = () => {
    const database = open.result;
    if (!database.objectStoreNames.contains('feeds')) {
      database.close();
      resolve(0);
      return;
    }
    const read = database.transaction('feeds').objectStore('feeds').get('main');
    read.onsuccess = () => {
      database.close();
      resolve((read.result as { ids: number[] } | undefined)?.ids.length ?? 0);
    };
  };
}));
interface MainPage { items_diary: Named[] }

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the freshest diaries, explore and grow journals their cards, a week page its text', async ({ page, request }) => {
    const get = async <T>(url: string) => (await (await request.get(url)).json()) as T;
    const cardNames = (names: Named[]) => Promise.all(names.map((diary) => expect(page.getByTestId('diary-card').getByRole('heading', { name: diary.name, exact: true }).first()).toBeVisible()));
    const main = await get<MainPage>('/api/main');
    await page.goto('/');
    await expect(page.getByTestId('diary-card')).toHaveCount(main.items_diary.length);
    await cardNames(main.items_diary.slice(0, 4));

    const harvested = await get<{ items: Named[] }>('/api/diaries?harvested=1&start=0&limit=50');
    await page.goto('/explore/harvested');
    await expect(page.getByTestId('diary-list').getByTestId('diary-card')).toHaveCount(harvested.items.length);
    await cardNames(harvested.items.slice(0, 4));

    const journals = await get<{ items: Named[] }>('/api/products/1/diaries?start=0&limit=24');
    await page.goto('/grow-journals/1');
    await cardNames(journals.items.slice(0, 4));

    const diary = await get<{ id: number; items_week: { id: number; text: string }[] }>('/api/diaries/3');
    const week = diary.items_week.find((item) => item.text.length > 20)!;
    await page.goto(`/diaries/3/week/${week.id}`);
    await expect(page.getByTestId('week-detail').getByText(week.text.slice(0, 40))).toBeVisible();
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
  await expect.poll(() => storedHomeFeedSize(page)).toBeGreaterThan(0);
  expect(feedRequests).toEqual([]);
  // A card opens its diary in place: the document that was rendered on the server stays.
  await page.evaluate(() => document.documentElement.setAttribute('data-first-document', '1'));
  await first.click();
  await expect(page).toHaveURL(/\/diaries\/\d+$/);
  await expect(page.getByTestId('diary-title')).toBeVisible();
  await expect(page.locator('html[data-first-document]')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('the home page rendered on the server runs as the app before the device database\'s code has come, and stores its feed once it has', async ({ page }) => {
  const problems = pageProblems(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  const databaseCode: string[] = [];
  await page.route(/\/assets\/database-[\w-]+\.js$/, async (route) => {
    databaseCode.push(route.request().url());
    await released;
    await route.fallback();
  });
  await page.goto('/');
  // Hydrated and marked ready (the fixture waited for it) while Dexie's file is still on its way.
  await expect(page.locator('#app')).toHaveAttribute('data-ready', '');
  expect(await page.evaluate(() => Object.keys(document.querySelector('[data-testid=diary-card] a') ?? {}).some((key) => key.startsWith('__reactProps')))).toBe(true);
  await expect.poll(() => databaseCode.length).toBe(1);
  release();
  await expect.poll(() => storedHomeFeedSize(page)).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
