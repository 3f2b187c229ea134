// Catalogue pages rendered on the server: without JavaScript the strain list, a category value's page, the seedbank, a
// breeder and a nutrient show their names and texts; with JavaScript /strains hydrates without a warning, without
// asking for its list or breeders again and without moving, keeps the strains for offline pickers, and then filters.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { layoutShift, pageProblems, requestsFor } from './support';

interface Named { id: number; name: string }
interface Listed<T> { items: T[] }

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('strain lists, the seedbank, a breeder and a nutrient show their names and texts', async ({ page, request }) => {
    const get = async <T>(url: string) => (await (await request.get(url)).json()) as T;
    const strains = await get<Listed<Named>>('/api/strains?start=0&limit=20');
    await page.goto('/strains');
    await expect(page.getByTestId('strain-list').getByText(strains.items[0]!.name, { exact: true })).toBeVisible();

    const article = await get<{ title: string }>('/api/wiki/strains/genes/indica?lang=en');
    const indica = await get<Listed<Named>>('/api/strains?category=genes&value=indica&start=0&limit=20');
    await page.goto('/strains/category/genes/indica');
    await expect(page.getByRole('heading', { level: 2, name: article.title, exact: true })).toBeVisible();
    await expect(page.getByTestId('strain-list').getByText(indica.items[0]!.name, { exact: true })).toBeVisible();

    const breeders = await get<Listed<Named>>('/api/brands?section=seed&start=0&limit=20');
    await page.goto('/seedbank');
    await expect(page.getByTestId('brand-row').first()).toContainText(breeders.items[0]!.name);

    const breeder = await get<Named & { items_product: Named[] }>(`/api/brands/${breeders.items[0]!.id}`);
    await page.goto(`/seedbank/${breeder.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(breeder.name);
    await expect(page.getByTestId('product-row').first()).toContainText(breeder.items_product[0]!.name);

    const [maker] = (await get<Listed<Named>>('/api/brands?section=nutrient&limit=1')).items;
    const nutrient = (await get<{ items_product: Named[] }>(`/api/brands/${maker!.id}`)).items_product[0]!;
    const product = await get<Named & { description: string }>(`/api/products/${nutrient.id}`);
    await page.goto(`/nutrients/${maker!.id}/${nutrient.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByText(product.description.slice(0, 40)).first()).toBeVisible();
  });
});

test('/strains rendered on the server hydrates without a warning, a second request or a shift, keeps its strains, then filters', async ({ page }) => {
  const problems = pageProblems(page);
  const listRequests = requestsFor(page, '/api/strains');
  const breederRequests = requestsFor(page, '/api/ref/brands/seed');
  await page.goto('/strains');
  const first = page.getByTestId('strain-list').locator('li').first();
  await expect(first).toBeVisible();
  // The handover kept the page's strains in the device's catalogue, as a fetch would have, for offline pickers.
  await expect.poll(() => page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('growdiaries');
    open.onsuccess = () => {
      const count = open.result.transaction('catalogue').objectStore('catalogue').count();
      count.onsuccess = () => resolve(count.result);
    };
  }))).toBeGreaterThanOrEqual(20);
  expect(await layoutShift(page)).toBe(0);
  expect(listRequests).toEqual([]);
  expect(breederRequests).toEqual([]);
  // Hydrated: the name filter works as the app's (the list follows the address).
  const name = (await first.locator('a').first().innerText()).split('\n')[0]!.trim();
  await page.getByRole('searchbox', { name: 'Name or breeder' }).fill(name.slice(0, 6));
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByTestId('strain-list').locator('li').first()).toContainText(name.slice(0, 6));
  expect(problems).toEqual([]);
});
