// Saving for offline: a saved diary, strain or breeder opens without network even after the runtime caches are gone;
// the Saved screen lists what is kept with its size and removes it. Catalogue answers: stale at once, then fresh.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectImagesLoaded, uniqueName, waitForServiceWorker } from './support';

const SAVED_CACHE = 'saved-v1';

/** A demo diary of the home page with a cover and two weeks or more: its path and name. */
async function grownDiary(page: Page, index: number): Promise<{ path: string; name: string }> {
  return page.evaluate(async (at) => {
    const main = (await (await fetch('/api/main')).json()) as { items_diary: { id: number; name: string; cover: unknown; cnt_weeks: number }[] };
    const diary = main.items_diary.filter((d) => d.cover && d.cnt_weeks >= 2)[at]!;
    return { path: `/diaries/${diary.id}`, name: diary.name };
  }, index);
}

/** Paths of what the saved cache holds. */
function savedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), SAVED_CACHE);
}

/** What storage pressure does to the worker's runtime caches: every one of them is gone (the shell's precache and the saved copies stay). */
async function dropRuntimeCaches(page: Page): Promise<void> {
  await page.evaluate(async (saved) => {
    for (const name of await caches.keys()) if (name !== saved && !name.startsWith('workbox-precache')) await caches.delete(name);
  }, SAVED_CACHE);
}

/** Opens a page at `path` once the service worker controls it. */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForServiceWorker(page);
}

/** Saves the item of the page shown and waits until it is kept. */
async function saveShownItem(page: Page): Promise<void> {
  const box = page.getByTestId('save-for-offline');
  await box.getByRole('button', { name: 'Save for offline' }).click();
  await expect(box.getByText('Saved ✓')).toBeVisible({ timeout: 30_000 });
}

test('a saved diary opens offline with its photos after the runtime caches are cleared', async ({ page, context }) => {
  await openControlled(page, '/');
  const diary = await grownDiary(page, 0);
  await page.goto(diary.path);
  await expect(page.getByTestId('diary-title')).toHaveText(diary.name);
  await saveShownItem(page);
  const kept = await savedPaths(page);
  const photos = kept.filter((path) => path.endsWith('_m.jpg'));
  expect(photos.length).toBeGreaterThanOrEqual(2);
  // Kept as the browser shows them: their WebP twins, in fewer bytes than the JPEGs.
  expect(await page.evaluate(async ({ name, paths }) => {
    const cache = await caches.open(name);
    return Promise.all(paths.map(async (path) => (await cache.match(path))?.headers.get('content-type')));
  }, { name: SAVED_CACHE, paths: photos })).toEqual(photos.map(() => 'image/webp'));

  await dropRuntimeCaches(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('diary-title')).toHaveText(diary.name);
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  // The reload keeps the scroll position of the save button: back to the cover.
  await page.locator('header img[srcset]').first().scrollIntoViewIfNeeded();
  await expectImagesLoaded(page, 'header img[srcset]');
  const week = page.getByTestId('week-card').first();
  await week.scrollIntoViewIfNeeded();
  await expectImagesLoaded(page, '[data-testid="week-card"] img[srcset]');
  await expect(page.getByTestId('save-for-offline')).toContainText('Saved ✓');
  await context.setOffline(false);
});

test('the Saved screen lists a saved diary with its size, and removing it deletes its offline copies', async ({ page, context }) => {
  await openControlled(page, '/saved');
  await expect(page.getByText('Nothing saved yet')).toBeVisible();
  const diary = await grownDiary(page, 1);
  await page.goto(diary.path);
  await saveShownItem(page);

  await page.getByRole('link', { name: 'Saved', exact: true }).click();
  const row = page.getByTestId('saved-item');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: diary.name })).toBeVisible();
  await expect(row).toContainText('Diary');
  await expect(row.getByTestId('saved-size')).toHaveText(/^\d+(\.\d)? (KB|MB)$/);
  await expect(page.getByTestId('storage-usage')).toContainText('MB');
  await expect(page).toHaveTitle(/Saved for offline/);

  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Nothing saved yet')).toBeVisible();
  expect(await savedPaths(page)).toEqual([]);

  // Never listed anywhere else on this device, the diary is gone from it too.
  await dropRuntimeCaches(page);
  await context.setOffline(true);
  await page.goto(diary.path);
  await expect(page.getByText('this diary is not saved on this device yet')).toBeVisible();
  await context.setOffline(false);
});

/** A demo strain growing in diaries, and its breeder. */
async function grownStrain(page: Page): Promise<{ id: number; name: string; brandId: number; brandName: string }> {
  return page.evaluate(async () => {
    const list = (await (await fetch('/api/strains?sort=diaries&limit=1')).json()) as { items: { id: number; name: string; brand_id: number; brand_name: string }[] };
    const strain = list.items[0]!;
    return { id: strain.id, name: strain.name, brandId: strain.brand_id, brandName: strain.brand_name };
  });
}

test('a saved strain and a saved breeder open offline with their tabs and photos; the Saved screen removes one', async ({ page, context }) => {
  await openControlled(page, '/');
  const strain = await grownStrain(page);
  await page.goto(`/strains/${strain.id}`);
  await expect(page.getByTestId('strain-title')).toHaveText(strain.name);
  await saveShownItem(page);
  await page.goto(`/seedbank/${strain.brandId}`);
  await expect(page.getByRole('heading', { level: 1, name: strain.brandName })).toBeVisible();
  await saveShownItem(page);
  const kept = await savedPaths(page);
  expect(kept).toEqual(expect.arrayContaining([`/api/strains/${strain.id}`, `/api/products/${strain.id}/gallery`, `/api/brands/${strain.brandId}`, `/api/brands/${strain.brandId}/diaries`]));

  await dropRuntimeCaches(page);
  await context.setOffline(true);
  await page.goto(`/strains/${strain.id}`);
  await expect(page.getByTestId('strain-title')).toHaveText(strain.name);
  await page.getByRole('link', { name: /^Gallery/ }).click();
  await expectImagesLoaded(page, 'main section img[srcset]');
  await page.getByRole('link', { name: /^Diaries/ }).click();
  await expect(page.getByTestId('diary-card').first()).toBeVisible();
  await page.goto(`/seedbank/${strain.brandId}`);
  await expect(page.getByRole('heading', { level: 1, name: strain.brandName })).toBeVisible();
  await page.getByTestId('diary-card').first().scrollIntoViewIfNeeded();
  await expectImagesLoaded(page, '[data-testid="diary-card"] img[srcset]');

  await page.goto('/saved');
  const rows = page.getByTestId('saved-item');
  await expect(rows).toHaveCount(2);
  const strainRow = rows.filter({ hasText: 'Strain' });
  await expect(strainRow.getByTestId('saved-size')).toHaveText(/^\d+(\.\d)? (KB|MB)$/);
  await expect(rows.filter({ hasText: 'Breeder' }).getByRole('link', { name: strain.brandName })).toBeVisible();
  await strainRow.getByRole('button', { name: 'Remove' }).click();
  await expect(rows).toHaveCount(1);
  const left = await savedPaths(page);
  expect(left.filter((path) => path.startsWith(`/api/strains/${strain.id}`) || path.startsWith(`/api/products/${strain.id}/`))).toEqual([]);
  expect(left).toContain(`/api/brands/${strain.brandId}`);
  await context.setOffline(false);
});

test('a visited strain shows its stored copy at once online, not as offline, then what changed on the server', async ({ page, request }) => {
  await openControlled(page, '/');
  const strain = await grownStrain(page);
  await page.goto(`/strains/${strain.id}`);
  await expect(page.getByTestId('strain-title')).toHaveText(strain.name);
  const header = page.locator('header').filter({ has: page.getByTestId('strain-title') });
  const shownReviews = async () => Number(/(\d+) reviews?/.exec(await header.innerText())?.[1] ?? 0);
  const apiReviews = async () => ((await (await request.get(`/api/strains/${strain.id}`)).json()) as { item_stat: { cnt_reviews: number } }).item_stat.cnt_reviews;
  await expect.poll(async () => (await shownReviews()) === (await apiReviews())).toBe(true);

  // Another grower reviews the strain; this page's next visit gets the stored copy first.
  const name = uniqueName('reviewer');
  const signUp = await request.post('/api/users', { data: { name, email: `${name}@example.test`, password: 'a long enough password 1' } });
  const { token } = (await signUp.json()) as { token: string };
  const review = await request.put(`/api/products/${strain.id}/review`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Rniq': uniqueName('review') },
    data: { n_general: 9, text: 'Sturdy and easy.' },
  });
  expect(review.ok()).toBe(true);

  await page.reload();
  await expect(page.getByTestId('strain-title')).toHaveText(strain.name);
  // The worker tells the page the copy changed: the new count shows without another reload.
  await expect.poll(async () => (await shownReviews()) === (await apiReviews())).toBe(true);
  await expect(page.getByTestId('offline-badge')).toBeHidden();
});

