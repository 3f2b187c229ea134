// A guest reads the home page and diaries, then reads them again with the network off.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectImagesLoaded, waitForServiceWorker } from './support';

/** Demo diaries with a cover and four weeks or more (other tests add fresh diaries of their own to the top of the list). */
const grownDiaryCards = (page: Page) =>
  page.getByTestId('diary-card').filter({ has: page.locator('img[srcset]') }).filter({ hasText: /(?:^|\D)(?:[4-9]|\d{2,}) weeks\b/ });

/** Opens the diary whose card has this name. */
const openCard = (page: Page, name: string) => page.getByTestId('diary-card').filter({ has: page.getByRole('heading', { name, exact: true }) }).first().getByRole('heading').click();

test('home shows recent diaries with cover, name, strain, grower, weeks and phase', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Fresh grow diaries/);
  const cards = page.getByTestId('diary-card');
  await expect(cards).toHaveCount(24);
  const first = grownDiaryCards(page).first();
  await expect(first.getByRole('heading')).not.toBeEmpty();
  await expect(first).toContainText(/\d+ weeks?/);
  await expect(first).toContainText(/Germination|Vegetation|Flowering|Harvest/);
  await expect(first.locator('p').first()).not.toBeEmpty();
  await expectImagesLoaded(page, '[data-testid="diary-card"] img[srcset]');
});

test('a diary shows its weeks with phase, day counts, conditions and photos', async ({ page }) => {
  await page.goto('/');
  const card = grownDiaryCards(page).first();
  const name = await card.getByRole('heading').innerText();
  await card.getByRole('heading').click();
  await expect(page.getByTestId('diary-title')).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const weeks = page.getByTestId('week-card');
  await expect(weeks.first()).toBeVisible();
  await expect.poll(() => weeks.count()).toBeGreaterThanOrEqual(4);
  await expect(weeks.first()).toContainText(/Week 1/);
  await expect(weeks.first()).toContainText(/Days \d+–\d+/);
  await expect(weeks.first().locator('dl dt').first()).toBeVisible();
  await expect(weeks.first().locator('img').first()).toBeVisible();

  await weeks.first().getByRole('heading').click();
  await expect(page.getByTestId('week-detail')).toBeVisible();
  await expect(page.getByTestId('week-detail').getByRole('link', { name: /Next week/ })).toBeVisible();
});

test('visited pages open offline: reload, deep link and navigation', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.getByTestId('diary-card')).toHaveCount(24);
  const cards = grownDiaryCards(page);
  const firstName = await cards.nth(0).getByRole('heading').innerText();
  const secondName = await cards.nth(1).getByRole('heading').innerText();

  await openCard(page, firstName);
  await expect(page.getByTestId('diary-title')).toHaveText(firstName);
  const firstUrl = page.url();
  await expectImagesLoaded(page, 'header img');
  await page.goBack();
  await openCard(page, secondName);
  await expect(page.getByTestId('diary-title')).toHaveText(secondName);
  const unvisitedHref = await page.evaluate(async () => {
    const response = await fetch('/api/diaries?start=50&limit=1');
    const body = (await response.json()) as { items: { id: number }[] };
    return `/diaries/${body.items[0]!.id}`;
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('diary-title')).toHaveText(secondName);
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await expect(page.getByTestId('week-card').first()).toBeVisible();
  await expect.poll(() => page.getByTestId('week-card').count()).toBeGreaterThanOrEqual(4);

  await page.goto(firstUrl);
  await expect(page.getByTestId('diary-title')).toHaveText(firstName);
  await expectImagesLoaded(page, 'header img');

  await page.getByRole('link', { name: 'GrowDiaries' }).click();
  await expect(page.getByTestId('diary-card')).toHaveCount(24);
  await openCard(page, secondName);
  await expect(page.getByTestId('diary-title')).toHaveText(secondName);

  await page.goto(unvisitedHref);
  await expect(page.getByText('this diary is not saved on this device yet')).toBeVisible();
  await context.setOffline(false);
});
