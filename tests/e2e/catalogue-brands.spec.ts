// The seedbank, nutrient and equipment catalogue: each family of pages opens with demo content and its title, a
// feeding table switches units, a long category list is virtual, a review written offline reaches the server once,
// and a visited nutrient page opens offline after a reload.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

interface BrandAnswer { id: number; name: string; link: string; items_product: { id: number; name: string }[] }
interface ProductsAnswer { items: { id: number; name: string; link: string; brand_id: number; brand_name: string; cnt_diaries: number }[] }
interface ReviewsAnswer { items: { text: string; n_general: number; item_user: { name: string } }[]; total: number }

async function brandNamed(request: APIRequestContext, section: string, name: string): Promise<BrandAnswer> {
  const list = (await (await request.get(`/api/brands?section=${section}&query=${encodeURIComponent(name)}`)).json()) as { items: { id: number }[] };
  return (await (await request.get(`/api/brands/${list.items[0]!.id}`)).json()) as BrandAnswer;
}

/** A grown product of a category, most diaries first. */
async function grownProduct(request: APIRequestContext, query: string) {
  const answer = (await (await request.get(`/api/catalogue/products?${query}&sort=diaries&limit=1`)).json()) as ProductsAnswer;
  const product = answer.items[0]!;
  expect(product.cnt_diaries).toBeGreaterThan(0);
  return product;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name, exact: true }).click();
}

test('the seedbank lists breeders and a breeder shows its strains, diaries, gallery and growers', async ({ page, request }) => {
  const breeder = await brandNamed(request, 'seed', 'Royal Queen Seeds');
  await page.goto('/seedbank');
  await expect(page).toHaveTitle('Seedbanks and breeders — GrowDiaries');
  await expect(page.getByTestId('brand-row')).toHaveCount(12);
  await page.getByPlaceholder('Filter by name').fill('royal');
  await expect(page.getByTestId('brand-row')).toHaveCount(1);
  await expect(page).toHaveURL(/q=royal/);

  await page.getByTestId('brand-row').click();
  await expect(page).toHaveURL(new RegExp(`/seedbank/${breeder.id}$`));
  await expect(page).toHaveTitle('Royal Queen Seeds — GrowDiaries');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Royal Queen Seeds');
  await expect(page.getByTestId('item-stat').first()).toBeVisible();
  await expect(page.getByTestId('product-row')).toHaveCount(breeder.items_product.length);

  await openTab(page, 'Diaries');
  await expect(page).toHaveTitle('Royal Queen Seeds: diaries — GrowDiaries');
  await expect(page.getByTestId('diary-card').first()).toBeVisible();
  await openTab(page, 'Gallery');
  await expect(page.locator('section[aria-label="Gallery"] img').first()).toBeVisible();
  await openTab(page, 'Growers');
  await expect(page.getByTestId('item-grower').first()).toBeVisible();
  await openTab(page, 'Harvests');
  await expect(page.getByTestId('item-harvest').first()).toBeVisible();
});

test('a nutrient maker shows its feeding scheme week by week in the chosen unit', async ({ page, request }) => {
  const maker = await brandNamed(request, 'nutrient', 'BioBizz');
  await page.goto(`/nutrients/${maker.id}`);
  await expect(page).toHaveTitle('BioBizz — GrowDiaries');
  await openTab(page, 'Feeding schemes');
  await expect(page).toHaveTitle('BioBizz: feeding schemes — GrowDiaries');
  const table = page.getByTestId('feeding-table').first();
  await expect(table.locator('tbody tr').first()).toContainText('Veg 1');
  const firstDose = table.locator('tbody tr').first().locator('td').first();
  const perLitre = Number(await firstDose.textContent());
  expect(perLitre).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'ml/gal' }).click();
  await expect(firstDose).toHaveText(String(Math.round(perLitre * 3.78541 * 100) / 100));
  await page.getByRole('button', { name: 'ml/l' }).click();
  await expect(firstDose).toHaveText(String(perLitre));
});

test('equipment: the twelve categories, a category with its makers, and the long list of other equipment as a virtual list', async ({ page }) => {
  await page.goto('/equipment');
  await expect(page).toHaveTitle('Grow equipment — GrowDiaries');
  await expect(page.getByTestId('category-tile')).toHaveCount(12);
  await expect(page.getByTestId('category-tile').filter({ hasText: 'Grow lights' })).toContainText(/\d+ brands · \d+ products/);
  const virtual = page.locator('#other-equipment [data-virtual="true"]');
  await expect(virtual).toBeVisible();
  const rendered = await virtual.getByTestId('product-row').count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(50);

  await page.getByTestId('category-tile').filter({ hasText: 'Grow lights' }).click();
  await expect(page).toHaveURL(/\/grow-lights$/);
  await expect(page).toHaveTitle('Grow lights — GrowDiaries');
  await expect(page.getByTestId('brand-row').filter({ hasText: 'Mars Hydro' })).toBeVisible();
  await expect(page.getByTestId('product-row').first()).toBeVisible();
});

test('a product page shows its maker, diaries and gallery, and a wrong category is not found', async ({ page, request }) => {
  const lamp = await grownProduct(request, 'category=grow-lights');
  await page.goto(lamp.link);
  await expect(page).toHaveTitle(`${lamp.name} by ${lamp.brand_name} — GrowDiaries`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lamp.name);
  await expect(page.getByRole('link', { name: lamp.brand_name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to review' })).toBeVisible();
  await openTab(page, 'Diaries');
  await expect(page.getByTestId('diary-card')).toHaveCount(Math.min(lamp.cnt_diaries, 20));
  await openTab(page, 'Gallery');
  await expect(page.locator('section[aria-label="Gallery"] img').first()).toBeVisible();

  await page.goto(lamp.link.replace('/grow-lights/', '/grow-tents/'));
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('a review written offline waits on the device, then reaches the server once', async ({ page, context, request }) => {
  const nutrient = await grownProduct(request, 'section=nutrient');
  const name = uniqueName('reviewer');
  await signUpThroughUi(page, name, 'grow-secret-42');
  await page.goto(nutrient.link);
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nutrient.name);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Write a review' }).click();
  await page.getByRole('button', { name: '8', exact: true }).click();
  await page.getByLabel('Your review').fill('Calm plants and no burn at half strength.');
  await page.getByRole('button', { name: 'Save review' }).click();
  const queued = page.getByTestId('queued-review');
  await expect(queued).toContainText('Calm plants and no burn at half strength.');
  await expect(queued).toContainText('waiting to send');
  const mine = async () => ((await (await request.get(`/api/products/${nutrient.id}/reviews?limit=50`)).json()) as ReviewsAnswer)
    .items.filter((review) => review.item_user.name === name);
  expect(await mine()).toHaveLength(0);

  await context.setOffline(false);
  await expect(queued).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('review').filter({ hasText: name })).toContainText('Calm plants and no burn at half strength.');
  const sent = await mine();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ n_general: 8, text: 'Calm plants and no burn at half strength.' });
});

test('a visited nutrient page opens offline after a reload', async ({ page, context, request }) => {
  const maker = await brandNamed(request, 'nutrient', 'Canna');
  await page.goto(`/nutrients/${maker.id}/schemes`);
  await waitForServiceWorker(page);
  // The first visit may precede the worker's control: visit again so the worker keeps the answers.
  await page.reload();
  await expect(page.getByTestId('feeding-table').first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle('Canna: feeding schemes — GrowDiaries');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canna');
  await expect(page.getByTestId('feeding-table').first().locator('tbody tr').first()).toContainText('Veg 1');
});
