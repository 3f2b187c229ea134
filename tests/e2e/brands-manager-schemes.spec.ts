// A brand's nutrient schemes, desktop and phone: the demo nutrient brand's manager, whose settings say ml/gal, builds
// a week-by-week feeding table (products as columns, weeks by phase), leaves it half typed and finds the draft after a
// reload, saves it, and the public nutrient page shows it in the viewer's unit (the API keeping ml/l); a change made
// offline waits (also on /pending) and is sent once back online; the manager then deletes it and the page drops it.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { signInThroughUi, uniqueName, waitForServiceWorker } from './support';

const SHOTS = process.env.SCHEME_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: true });
};

test('a nutrient brand manager creates a scheme the public nutrient page shows in the viewer\'s unit, then deletes it', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const name = uniqueName('Scheme ');
  await signInThroughUi(page, 'nutrients', 'growdiaries-demo');
  await waitForServiceWorker(page);
  const session = await request.post('/api/session', { data: { login: 'nutrients', password: 'growdiaries-demo' } });
  const auth = { authorization: `Bearer ${((await session.json()) as { token: string }).token}` };
  const brand = ((await (await request.get('/api/brands-manager', { headers: auth })).json()) as { items: { id: number; link: string }[] }).items[0]!;
  const products = ((await (await request.get(`/api/brands-manager/products?brand_id=${brand.id}`, { headers: auth })).json()) as { items: { id: number; name: string }[] }).items;
  const [first, second] = [products[0]!, products[1]!];

  // The viewer's nutrient unit is ml/gal (switched on the public page, kept in their settings).
  await page.goto(`${brand.link}/schemes`);
  await page.getByRole('button', { name: 'ml/gal', exact: true }).click();
  await expect(page.getByText(/per ml\/gal|ml\/gal/).first()).toBeVisible();

  await page.goto('/brands-manager/schemes');
  await expect(page.getByRole('link', { name: 'Schemes' })).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('new-scheme').click();
  await expect(page).toHaveURL(/\/brands-manager\/schemes\/edit\/0$/);
  const form = page.getByTestId('scheme-form');
  await expect(form).toContainText('Doses in ml/gal');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('Coco, per gallon of water.');
  await form.getByRole('checkbox', { name: first.name }).check();
  await form.getByRole('checkbox', { name: second.name }).check();
  await form.getByLabel(`${first.name}, Vegetation week 1, in ml/gal`).fill('3.79');

  // Half typed, the page reloads: the draft comes back.
  await page.reload();
  await expect(page.getByText('Your unsaved changes to this scheme were brought back.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await expect(form.getByLabel(`${first.name}, Vegetation week 1, in ml/gal`)).toHaveValue('3.79');

  await form.getByRole('button', { name: 'Add a week' }).click();
  await form.getByLabel('Phase of row 2').selectOption({ label: 'Flowering' });
  await form.getByLabel(`${second.name}, Flowering week 1, in ml/gal`).fill('7.57');
  await form.getByLabel(`${first.name}, Flowering week 1, in ml/gal`).fill('two');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('A dose is a number');
  await form.getByLabel(`${first.name}, Flowering week 1, in ml/gal`).fill('');
  await shot(page, 'scheme-editor');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/brands-manager\/schemes$/);
  const row = page.getByTestId('brand-scheme').filter({ hasText: name });
  await expect(row).toContainText('2 weeks');
  await expect(row).not.toContainText('Waiting to be sent');
  await shot(page, 'schemes-tab');

  // The server keeps ml/l; the public page shows the viewer's ml/gal.
  const kept = ((await (await request.get(`/api/brands/${brand.id}/schemes`)).json()) as { items: { name: string; items_week: { doses: (number | null)[] }[] }[] })
    .items.find((s) => s.name === name)!;
  // Its products are its columns in product id order.
  const byId = first.id < second.id ? [[1, null], [null, 2]] : [[null, 1], [2, null]];
  expect(kept.items_week.map((w) => w.doses)).toEqual(byId);
  await page.goto(`${brand.link}/schemes`);
  const scheme = page.locator('section').filter({ has: page.getByRole('heading', { name }) });
  await expect(scheme.getByTestId('feeding-table')).toContainText('3.79');
  await expect(scheme.getByTestId('feeding-table')).toContainText('7.57');
  await expect(scheme).toContainText('Coco, per gallon of water.');

  // Offline: a dose and the description changed; the list shows the change waiting and /pending lists it.
  await page.goto('/brands-manager/schemes');
  await expect(row).toBeVisible();
  await context.setOffline(true);
  await row.getByRole('link', { name }).click();
  await expect(form.getByLabel(`${second.name}, Flowering week 1, in ml/gal`)).toHaveValue('7.57');
  await form.getByLabel(`${second.name}, Flowering week 1, in ml/gal`).fill('11.36');
  await form.getByLabel('Description').fill('Coco, a stronger bloom.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Waiting to be sent')).toBeVisible();
  await page.goto('/pending');
  await expect(page.getByText('Nutrient scheme changes')).toBeVisible();
  await expect(page.getByText('Coco, a stronger bloom.')).toBeVisible();
  await page.goBack();

  // Online again: sent once, and the public page shows the new dose (3 ml/l) in ml/gal.
  await context.setOffline(false);
  await expect(row.getByText('Waiting to be sent')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(async () => ((await (await request.get(`/api/brands/${brand.id}/schemes`)).json()) as { items: { name: string; items_week: { doses: (number | null)[] }[] }[] })
    .items.find((s) => s.name === name)?.items_week[1]?.doses.includes(3)).toBe(true);
  await page.goto(`${brand.link}/schemes`);
  await expect(scheme.getByTestId('feeding-table')).toContainText('11.36');
  await expect(scheme).toContainText('Coco, a stronger bloom.');

  // Deleted, it leaves the public page.
  await page.goto('/brands-manager/schemes');
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: `Delete the scheme ${name}` }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => ((await (await request.get(`/api/brands/${brand.id}/schemes`)).json()) as { items: { name: string }[] })
    .items.some((s) => s.name === name)).toBe(false);
  await page.goto(`${brand.link}/schemes`);
  await expect(page.getByRole('heading', { name: /Standard/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});
