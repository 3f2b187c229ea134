// The strain catalogue: the list with its filters and pages, categories, a fixed category page, a strain with every
// tab showing demo content, its family tree, /strain2/{id}, a visited strain offline, and the HTML crawlers read.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectImagesLoaded, waitForServiceWorker } from './support';

interface StrainAnswer { items: { id: number; name: string; brand_name: string; cnt_diaries: number }[]; total: number }

/** A demo strain with diaries, photos, growers, harvests and reviews: Frisian Dew by Dutch Passion (seed 42). */
async function grownStrain(request: APIRequestContext) {
  const answer = (await (await request.get('/api/strains?query=Frisian%20Dew')).json()) as StrainAnswer;
  const strain = answer.items[0]!;
  expect(strain.cnt_diaries).toBeGreaterThan(0);
  return strain;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openTab(page: Page, name: RegExp) {
  await page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name }).click();
}

test('the strain list filters by name, breeder and property, and pages on', async ({ page, request }) => {
  // 41 demo strains, and those brand managers added in other tests of this run.
  const { total } = (await (await request.get('/api/strains?limit=1')).json()) as { total: number };
  expect(total).toBeGreaterThanOrEqual(41);
  await page.goto('/strains');
  await expect(page).toHaveTitle('Strains — GrowDiaries');
  await expect(page.getByTestId('strain-count')).toHaveText(`${total} strains`);
  await expect(page.getByTestId('strain-row')).toHaveCount(20);
  await expect(page.getByTestId('strain-row').first()).toContainText('Acid Dough');

  await page.getByRole('link', { name: /Next page/ }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveTitle('Strains, page 2 — GrowDiaries');
  await expect(page.getByText(`Page 2 of ${Math.ceil(total / 20)}`)).toBeVisible();

  await page.getByLabel('Breeder', { exact: true }).selectOption({ label: 'FastBuds' });
  await expect(page.getByTestId('strain-count')).not.toHaveText(`${total} strains`);
  await expect(page.getByTestId('strain-count')).toHaveText(/^[1-9]\d* strains?$/);
  for (const row of await page.getByTestId('strain-row').all()) await expect(row).toContainText('FastBuds');
  await expect(page).toHaveTitle('Strains — GrowDiaries');
  await page.getByLabel('Property').selectOption({ label: 'indica' });
  await expect(page).toHaveURL(/category=genes&value=indica|value=indica.*category=genes/);
  for (const row of await page.getByTestId('strain-row').all()) await expect(row).toContainText('indica');

  await page.getByLabel('Breeder', { exact: true }).selectOption({ label: 'All breeders' });
  await page.getByLabel('Property').selectOption({ label: 'Any property' });
  await page.getByLabel('Name or breeder').fill('widow');
  await expect(page.getByTestId('strain-row')).toHaveCount(2);
  await expect(page).toHaveURL(/q=widow/);
});

test('categories list their values with counts, and a fixed category page explains itself with its wiki article', async ({ page }) => {
  await page.goto('/strains/categories');
  await expect(page).toHaveTitle('Strain categories — GrowDiaries');
  await expect(page.getByTestId('strain-category')).toHaveCount(9);
  const growing = page.getByTestId('strain-category').filter({ hasText: 'Growing difficulty' });
  await expect(growing.getByRole('link')).toHaveText([/^easy\d+$/, /^moderate\d+$/, /^difficult\d+$/]);

  await growing.getByRole('link', { name: /^easy/ }).click();
  await expect(page).toHaveURL(/\/strains\/category\/growing\/easy$/);
  await expect(page).toHaveTitle('Strains: growing difficulty easy — GrowDiaries');
  await expect(page.getByTestId('category-explained')).toContainText('beginners');
  const article = page.getByTestId('wiki-article');
  await expect(article.getByRole('heading', { level: 2, name: 'Easy to grow' })).toBeVisible();
  await expect(article).toContainText('first grow');
  await expect(page.getByTestId('strain-row').first()).toBeVisible();
  for (const row of await page.getByTestId('strain-row').all()) await expect(row).toContainText('easy');

  await page.goto('/strains/category/thc/high');
  await expect(page).toHaveTitle('Strains: THC high — GrowDiaries');
  await expect(page.getByTestId('category-explained')).toContainText('20 %');
  await expect(page.getByTestId('wiki-article').getByRole('heading', { name: 'High THC' })).toBeVisible();
  await page.goto('/strains/category/thc/extreme');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('a strain shows its properties, parents and every tab with demo content', async ({ page, request }) => {
  const strain = await grownStrain(request);
  const named = `${strain.name} by ${strain.brand_name}`;
  await page.goto(`/strains/${strain.id}`);
  await expect(page).toHaveTitle(`${named} — GrowDiaries`);
  await expect(page.getByTestId('strain-title')).toHaveText(strain.name);
  await expect(page.getByTestId('genes-bar')).toBeVisible();
  await expect(page.getByTestId('item-stat')).toBeVisible();
  const index = page.getByTestId('strain-index');
  await expect(index).toContainText(/THC [\d.]+ %/);
  await expect(index).toContainText(/Flowering\d+ weeks/);
  await expect(index.getByRole('heading', { name: 'Positive effects' })).toBeVisible();
  await expect(page.getByTestId('strain-parents').getByRole('link', { name: /Super Skunk by Sensi Seeds/ })).toBeVisible();

  await openTab(page, /^Diaries/);
  await expect(page).toHaveTitle(`${named}: diaries — GrowDiaries`);
  await expect(page.getByTestId('diary-card')).toHaveCount(strain.cnt_diaries);
  await openTab(page, /^Gallery/);
  await expect(page).toHaveTitle(`${named}: gallery — GrowDiaries`);
  await expectImagesLoaded(page, 'section[aria-label="Gallery"] img');
  await openTab(page, /^Growers/);
  await expect(page.getByTestId('item-grower').first()).toBeVisible();
  await openTab(page, /^Reviews/);
  await expect(page.getByTestId('review').first()).toBeVisible();
  await openTab(page, /^Harvests/);
  await expect(page.getByTestId('item-harvest').first()).toBeVisible();
  await openTab(page, /^Products/);
  await expect(page).toHaveTitle(`${named}: products — GrowDiaries`);
  await expect(page.getByTestId('strain-products').getByRole('heading', { name: `More strains by ${strain.brand_name}` })).toBeVisible();
  await expect(page.getByTestId('strain-products').getByTestId('strain-row').first()).toBeVisible();
  await expect(page.getByRole('link', { name: `${strain.name} seeds on the ${strain.brand_name} page` })).toHaveAttribute('href', new RegExp(`^/seedbank/\\d+/${strain.id}$`));
  await openTab(page, /^About/);
  await expect(page.getByTestId('strain-index')).toBeVisible();
  await page.getByTestId('strain-breeder').click();
  await expect(page).toHaveURL(/\/seedbank\/\d+$/);
  await expect(page).toHaveTitle(new RegExp(`^${escape(strain.brand_name)}`));
});

test('the family tree links ancestors and descendants; /strain2/{id} is the strain page', async ({ page, request }) => {
  const answer = (await (await request.get('/api/strains?query=Skunk%20%231')).json()) as StrainAnswer;
  const skunk = answer.items.find((s) => s.name === 'Skunk #1')!;
  await page.goto(`/strains/${skunk.id}/sys-tree`);
  await expect(page).toHaveTitle('Skunk #1 by Sensi Seeds: family tree — GrowDiaries');
  await expect(page.getByTestId('tree-ancestors').getByTestId('tree-node')).toHaveText([/Skunk #1/, /Afghani/, /Acapulco Gold/]);
  const descendants = page.getByTestId('tree-descendants');
  await expect(descendants.getByRole('link', { name: /Super Skunk/ })).toBeVisible();
  await descendants.getByRole('link', { name: /^Super Skunk/ }).click();
  await expect(page).toHaveURL(new RegExp(`/strains/\\d+$`));
  await expect(page.getByTestId('strain-title')).toHaveText('Super Skunk');

  await page.goto(`/strain2/${skunk.id}`);
  await expect(page).toHaveURL(new RegExp(`/strains/${skunk.id}$`));
  await expect(page).toHaveTitle('Skunk #1 by Sensi Seeds — GrowDiaries');
  await expect(page.getByTestId('strain-title')).toHaveText('Skunk #1');
});

test('a strain’s grow journals are paged diaries', async ({ page, request }) => {
  const strain = await grownStrain(request);
  await page.goto(`/grow-journals/${strain.id}`);
  await expect(page).toHaveTitle(`${strain.name} by ${strain.brand_name} grow journals — GrowDiaries`);
  await expect(page.getByTestId('diary-card')).toHaveCount(strain.cnt_diaries);
});

test('a strain and the list visited online open offline after a reload', async ({ page, context, request }) => {
  const strain = await grownStrain(request);
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/strains');
  await page.getByTestId('strain-row').filter({ hasText: strain.name }).click();
  await expect(page.getByTestId('strain-title')).toHaveText(strain.name);
  await expect(page.getByTestId('genes-bar')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('strain-title')).toHaveText(strain.name);
  await expect(page).toHaveTitle(new RegExp(`^${escape(strain.name)} by `));
  await expect(page.getByTestId('strain-parents')).toBeVisible();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  // The list it was opened from too.
  await page.goto('/strains');
  await expect(page.getByTestId('strain-row')).toHaveCount(20);
  // A strain never opened says it is not on this device.
  const other = (await (await request.get('/api/strains?query=Mazar')).json()) as StrainAnswer;
  await page.goto(`/strains/${other.items[0]!.id}`);
  await expect(page.getByText('You are offline and this page was not saved on this device yet.')).toBeVisible();
  await context.setOffline(false);
});

test('the HTML of a strain page holds its title, description and Product data without scripts', async ({ request }) => {
  const strain = await grownStrain(request);
  const res = await request.get(`/strains/${strain.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  expect(title).toBe(`${strain.name} by ${strain.brand_name} — GrowDiaries`);
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  expect(description).toMatch(new RegExp(`^${escape(strain.name)} by ${escape(strain.brand_name)}\\. Indica \\d+% / sativa \\d+%`));
  expect(description.length).toBeLessThanOrEqual(200);
  const ldJson = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(ldJson!) as Record<string, unknown>;
  expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: strain.name, brand: { '@type': 'Brand', name: strain.brand_name } });
  expect(data.aggregateRating).toMatchObject({ '@type': 'AggregateRating' });
  expect((await request.get('/strains/999999')).status()).toBe(404);
});
