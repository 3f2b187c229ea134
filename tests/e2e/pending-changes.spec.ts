// The pending-changes screen names every kind of change a grower makes offline, then empties once they reach the server.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { addWeek, createDiary, photo } from './diary-steps';
import { signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

interface ProductsAnswer { items: { id: number; name: string; brand_name: string; link: string }[] }

const growerCard = (page: Page, name: string) => page.getByTestId('grower-card').filter({ has: page.getByRole('link', { name, exact: true }) });
/** A grower card's follow toggle, pressed when following. */
const followButton = (page: Page, name: string) => growerCard(page, name).getByRole('button', { name: /^Follow(ing)?$/ });

test('follows, a review, a diary, a week and a photo made offline are each named on /pending, then sent', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const [product] = ((await (await request.get('/api/catalogue/products?section=nutrient&limit=1')).json()) as ProductsAnswer).items;
  await signUpThroughUi(page, uniqueName('pending'), 'pending-secret-42');

  // Online: follow a grower (sent at once), and open the pages to be used offline.
  await page.goto('/growers');
  // A first visit rendered on the server draws a guest's "Sign in to follow" until the session is read.
  await expect(page.getByTestId('grower-card').nth(1).getByRole('button', { name: 'Follow' })).toBeVisible();
  const names = (await page.getByTestId('grower-card').getByRole('link').allInnerTexts()).map((name) => name.trim()).filter(Boolean);
  const [toFollow, toUnfollow] = [names[0]!, names[1]!];
  await followButton(page, toUnfollow).click();
  await expect(followButton(page, toUnfollow)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/pending');
  await expect(page.getByText('Everything you made has reached the server.')).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorker(page);
  await page.goto(product!.link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);
  await page.goto('/growers');
  await expect(followButton(page, toUnfollow)).toHaveAttribute('aria-pressed', 'true');

  await context.setOffline(true);
  await followButton(page, toFollow).click();
  await expect(followButton(page, toFollow)).toHaveAttribute('aria-pressed', 'true');
  await followButton(page, toUnfollow).click();
  await expect(followButton(page, toUnfollow)).toHaveAttribute('aria-pressed', 'false');

  await page.goto(product!.link);
  await page.getByRole('button', { name: 'Write a review' }).click();
  await page.getByLabel('Your review').fill('Gentle on seedlings.');
  await page.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByTestId('queued-review')).toContainText('waiting to send');

  const diary = uniqueName('Pending diary ');
  await createDiary(page, diary);
  await addWeek(page, 'Vegetation', async () => {
    await page.getByLabel('What happened this week?').fill('First true leaves.');
  }, [await photo(1)]);

  await page.getByTestId('pending-badge').filter({ visible: true }).first().click();
  await expect(page.getByTestId('pending-page')).toBeVisible();
  const changes = page.getByTestId('pending-change');
  await expect(changes).toHaveCount(5);
  const rows = await changes.evaluateAll((items) => items.map((item) => [item.querySelector('strong')?.textContent, item.querySelector('span')?.textContent]));
  expect(rows).toEqual([
    ['Follow', toFollow],
    ['Unfollow', toUnfollow],
    ['Product review', `${product!.name} by ${product!.brand_name}`],
    ['New diary', diary],
    ['New week', `${diary} · week 1`],
  ]);
  await expect(changes.nth(2).getByTestId('change-content')).toHaveText('Gentle on seedlings.');
  await expect(changes.nth(4).getByTestId('change-content')).toHaveText('First true leaves.');
  await expect(changes.nth(4).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /\/diaries\/-\d+\/edit\/week\/-\d+$/);
  await expect(changes.nth(0).getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByTestId('pending-upload')).toHaveCount(1);
  await expect(page.getByTestId('pending-upload')).toContainText('plant-1.jpg');

  await context.setOffline(false);
  await expect(page.getByText('Everything you made has reached the server.')).toBeVisible({ timeout: 45_000 });
  await page.goto('/growers');
  await expect(followButton(page, toFollow)).toHaveAttribute('aria-pressed', 'true');
  await expect(followButton(page, toUnfollow)).toHaveAttribute('aria-pressed', 'false');
});
