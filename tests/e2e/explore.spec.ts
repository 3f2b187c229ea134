// Discovery: explore by filters and order (also offline once visited), search as you type online and offline,
// growers with follow buttons, and the feed of someone followed.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

interface Card { id: number; name: string; item_user: { id: number; name: string } }

/** Diary names of an API list, fetched by the page itself. */
async function apiNames(page: Page, query: string): Promise<string[]> {
  return page.evaluate(async (q) => {
    const response = await fetch(`/api/diaries?${q}`);
    return ((await response.json()) as { items: Card[] }).items.map((d) => d.name);
  }, query);
}
const cardNames = (page: Page) => page.getByTestId('diary-card').getByRole('heading').allInnerTexts();

test('explore by filters and order shows the matching demo diaries, titled by them', async ({ page }) => {
  await page.goto('/explore/room-indoor/sort-likes');
  await expect(page).toHaveTitle('Grow diaries: indoor, most liked — GrowDiaries');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grow diaries: indoor, most liked');
  await expect(page.getByTestId('diary-card').first()).toBeVisible();
  const expected = await apiNames(page, 'room=1&sort=likes&limit=4');
  expect(expected.length).toBe(4);
  await expect.poll(async () => (await cardNames(page)).slice(0, 4)).toEqual(expected);

  await page.getByText(/^Filters/).click();
  await page.getByLabel('Medium').selectOption({ label: 'Coco' });
  await expect(page).toHaveURL(/\/explore\/room-indoor\/medium-coco\/sort-likes$/);
  await expect(page).toHaveTitle('Grow diaries: indoor, coco, most liked — GrowDiaries');
  const coco = await apiNames(page, 'room=1&medium=2&sort=likes&limit=100');
  expect(coco.length).toBeGreaterThan(0);
  // The list is virtual: the first rows exist, the rest only once scrolled to.
  const shown = Math.min(coco.length, 4);
  await expect.poll(async () => (await cardNames(page)).slice(0, shown)).toEqual(coco.slice(0, shown));
  await expect(page.getByText(`${coco.length} ${coco.length === 1 ? 'diary' : 'diaries'}`)).toBeVisible();
});

test('an explore page visited online opens offline after a reload', async ({ page, context }) => {
  await page.goto('/explore/harvested/sort-views');
  await waitForServiceWorker(page);
  await expect(page.getByTestId('diary-card').first()).toBeVisible();
  const online = (await cardNames(page)).slice(0, 6);
  expect(online.length).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle('Grow diaries: harvested, most viewed — GrowDiaries');
  await expect(page.getByText('No connection: showing what this device saved of this page.')).toBeVisible();
  await expect.poll(async () => (await cardNames(page)).slice(0, online.length)).toEqual(online);
  await context.setOffline(false);
});

test('the header search finds a strain by part of its name, online and then offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // A search box until its type-ahead list loads (on focus), a combobox from then on.
  const box = page.getByRole('search').locator('input[name="query"]');
  await box.click();
  await box.fill('muff');
  const option = page.getByRole('listbox').getByRole('option', { name: /Blueberry Muffin · Humboldt/ });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('role', 'combobox');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await box.click();
  await box.fill('berry muf');
  await expect(page.getByRole('listbox').getByRole('option', { name: /Blueberry Muffin · Humboldt/ })).toBeVisible();
  await expect(page.getByText('No connection: these results come from what this device has saved.')).toBeVisible();
  await context.setOffline(false);
});

test('growers list their counts, and the feed shows the diaries of a followed grower', async ({ page }) => {
  await page.goto('/feed');
  await expect(page.getByText('Sign in to see the diaries')).toBeVisible();

  await signUpThroughUi(page, uniqueName('feeder'), 'a-good-long-password');
  await page.goto('/growers');
  await expect(page).toHaveTitle('Growers — GrowDiaries');
  const first = page.getByTestId('grower-card').first();
  await expect(first).toContainText(/\d+ diar(y|ies) · \d+ followers?/);
  // A first visit rendered on the server draws a guest's "Sign in to follow" until the session is read.
  const follow = first.getByRole('button', { name: 'Follow' });
  await expect(follow).toBeVisible();
  const grower = (await first.getByRole('link').innerText()).trim();
  await follow.click();
  await expect(first.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/feed');
  await expect(page).toHaveTitle('Your feed — GrowDiaries');
  const cards = page.getByTestId('diary-card');
  await expect(cards.first()).toBeVisible();
  await expect.poll(async () => (await cards.allInnerTexts()).every((text) => text.includes(grower))).toBe(true);
});
