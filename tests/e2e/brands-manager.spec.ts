// The brand manager area, desktop and phone: a grower who manages no brand gets the 403 page and the API refuses
// them; the demo seedbank's and nutrient brand's managers add them; they switch brands, upload the brand's logo,
// create a product, edit it offline (waiting, on /pending), and once back online the public product page and
// search show the change.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { photo } from './diary-steps';
import { expectImagesLoaded, signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

const PASSWORD = 'a long password';
const SHOTS = process.env.BRAND_SHOTS;

/** A bearer token of an account, signed in through the API. */
async function tokenOf(request: APIRequestContext, login: string, password: string): Promise<string> {
  const session = await request.post('/api/session', { data: { login, password } });
  expect(session.status()).toBe(200);
  return ((await session.json()) as { token: string }).token;
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: true });
};

test('a manager edits a product offline and the public product page and search show it once back online; others get 403', async ({ page, context, request }) => {
  // A long flow on a machine shared with other runs.
  test.setTimeout(120_000);
  const name = uniqueName('brand');
  await signUpThroughUi(page, name, PASSWORD);
  await waitForServiceWorker(page);
  const token = await tokenOf(request, name, PASSWORD);

  // Not a manager yet: the 403 page, and every call of the area is refused.
  await page.goto('/brands-manager');
  await expect(page.getByTestId('forbidden')).toContainText('No access to the brand manager');
  await shot(page, 'forbidden');
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/brands-manager', { headers: auth })).status()).toBe(403);
  expect((await request.get('/api/brands-manager/products?brand_id=1', { headers: auth })).status()).toBe(403);
  expect((await request.post('/api/brands-manager/products/edit/0?brand_id=1', { headers: { ...auth, 'x-rniq': `e2e-brand-${name}:1` }, data: { name: 'Sneaky', description: '' } })).status()).toBe(403);
  await expect(page).toHaveURL(/\/brands-manager$/);
  await page.goto('/brand-manager/products');
  await expect(page).toHaveURL(/\/brands-manager\/products$/);
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await page.getByTestId('signed-in-user').click();
  await expect(page.getByTestId('profile-settings')).toBeVisible();
  await expect(page.getByTestId('brand-manager-link')).toHaveCount(0);

  // The demo seedbank's and nutrient brand's managers add them, found by name.
  const addedBy = async (demo: string) => {
    const boss = { authorization: `Bearer ${await tokenOf(request, demo, 'growdiaries-demo')}` };
    const managed = ((await (await request.get('/api/brands-manager', { headers: boss })).json()) as { items: { id: number; name: string }[] }).items[0]!;
    const found = (await (await request.get(`/api/brands-manager/information/search?brand_id=${managed.id}&query=${name}`, { headers: boss })).json()) as { items: { id: number }[] };
    const added = await request.post(`/api/brands-manager/information/add_manager?brand_id=${managed.id}`, { headers: { ...boss, 'x-rniq': `e2e-brand-${name}:${demo}` }, data: { user_id: found.items[0]!.id } });
    expect(added.status()).toBe(200);
    return managed;
  };
  const brand = await addedBy('seedbank');
  const nutrientBrand = await addedBy('nutrients');

  // Now their profile links to the area; managing two brands, they switch between them (the choice is kept).
  await page.goto('/');
  await page.getByTestId('signed-in-user').click();
  await page.getByTestId('brand-manager-link').click();
  await expect(page.getByTestId('brand-switcher').locator('option')).toHaveText([nutrientBrand.name, brand.name].sort((a, b) => a.localeCompare(b)));
  await page.getByTestId('brand-switcher').selectOption({ label: nutrientBrand.name });
  await expect(page.getByTestId('managed-brand')).toHaveText(nutrientBrand.name);
  await expect(page.getByTestId('brand-managers').getByRole('listitem').filter({ hasText: name })).toContainText('added by nutrients');
  await page.getByTestId('brand-switcher').selectOption({ label: brand.name });
  await page.reload();
  await expect(page.getByTestId('managed-brand')).toHaveText(brand.name);
  await expect(page.getByTestId('brand-managers')).toContainText(name);
  await expect(page.getByTestId('brand-managers').getByRole('listitem').filter({ hasText: name })).toContainText('added by seedbank');

  // They find another grower by name and add them, then remove them again.
  const helper = uniqueName('helper');
  expect((await request.post('/api/users', { data: { name: helper, email: `${helper}@example.test`, password: PASSWORD } })).status()).toBe(201);
  await page.getByLabel("Grower's name").fill(helper);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('listitem').filter({ hasText: helper }).getByRole('button', { name: 'Add as manager' }).click();
  const helperRow = page.getByTestId('brand-managers').getByRole('listitem').filter({ hasText: helper });
  await expect(helperRow).toContainText(`added by ${name}`);
  await expect(helperRow.getByText('Waiting to be sent')).toHaveCount(0);
  await shot(page, 'accounts');
  await expect.poll(async () => ((await (await request.get(`/api/brands-manager/information?brand_id=${brand.id}`, { headers: auth })).json()) as { items_manager: { item_user: { name: string } }[] })
    .items_manager.map((m) => m.item_user.name)).toContain(helper);
  await helperRow.getByRole('button', { name: 'Remove' }).click();
  await helperRow.getByRole('button', { name: `Remove ${helper}` }).click();
  await expect(helperRow).toHaveCount(0);

  // The brand's logo, uploaded from its information tab, comes back in its stored size.
  await page.getByRole('link', { name: 'Brand information' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(brand.name);
  await page.getByTestId('logo-input').setInputFiles(await photo(1));
  await expect(page.getByTestId('brand-logo')).toHaveAttribute('src', /^\/uploads\/avatars\/u[0-9a-f]+/);
  await expectImagesLoaded(page, '[data-testid="brand-logo"]');
  await shot(page, 'brand-information');

  // A new product, saved online: it gets its public page.
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByTestId('brand-product').first()).toBeVisible();
  await page.getByTestId('new-product').click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(`${name} Kush`);
  await page.getByLabel('Description').fill('A sturdy plant.');
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByTestId('brand-product').filter({ hasText: `${name} Kush` });
  await expect(row.getByRole('link', { name: 'Public page' })).toHaveAttribute('href', /^\/strains\/\d+$/, { timeout: 30_000 });
  const productPath = (await row.getByRole('link', { name: 'Public page' }).getAttribute('href'))!;
  await shot(page, 'products');

  // Offline: the product is renamed; the list shows it at once, waiting, and /pending lists the change.
  await context.setOffline(true);
  await row.getByRole('link', { name: `${name} Kush` }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${name} Kush`);
  await page.getByLabel('Name', { exact: true }).fill(`${name} Kush Auto`);
  await page.getByLabel('Description').fill('Now an autoflower, done in ten weeks.');
  await shot(page, 'editor');
  await page.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByTestId('brand-product').filter({ hasText: `${name} Kush Auto` });
  await expect(renamed.getByText('Waiting to be sent')).toBeVisible();
  await shot(page, 'products-offline');
  await page.goto('/pending');
  await expect(page.getByText('Brand product changes')).toBeVisible();
  await expect(page.getByText('Now an autoflower, done in ten weeks.')).toBeVisible();
  await page.goBack();

  // Online again: sent once; the public product page and search show the new name at once.
  await context.setOffline(false);
  await expect(page.getByTestId('brand-product').filter({ hasText: `${name} Kush Auto` }).getByText('Waiting to be sent')).toHaveCount(0, { timeout: 30_000 });
  const productId = Number(productPath.split('/').pop());
  await expect.poll(async () => ((await (await request.get(`/api/products/${productId}`)).json()) as { name: string }).name).toBe(`${name} Kush Auto`);
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${name} Kush Auto`);
  await expect(page.getByText('Now an autoflower, done in ten weeks.')).toBeVisible();
  await shot(page, 'public-product');
  await page.goto(`/search?query=${encodeURIComponent(`${name} Kush Auto`)}`);
  await expect(page.getByRole('link', { name: `${name} Kush Auto` }).first()).toBeVisible();
});
