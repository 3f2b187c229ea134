// A product's composition and photos, desktop and phone: the demo nutrient brand's manager adds two photos to a new
// product and makes the second the main one, writes its composition (NPK with a decimal comma, ingredients, a
// nutrient value, a dose typed in ml/gal and kept in ml/l), finds a half-typed change again after a reload, and the
// public product page shows the photos and the composition in the reader's unit; a change made offline waits (also on
// /pending) and reaches the server once back online.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { photo } from './diary-steps';
import { signInThroughUi, uniqueName, waitForServiceWorker } from './support';

interface Detail { link: string; photos: { id: number; size_s: string }[]; composition: { ingredients: string[]; doses: { amount: number }[] } | null }

test('a nutrient brand manager gives a product photos and its composition, shown on its public page in the reader\'s unit', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await signInThroughUi(page, 'nutrients', 'growdiaries-demo');
  await waitForServiceWorker(page);
  const session = await request.post('/api/session', { data: { login: 'nutrients', password: 'growdiaries-demo' } });
  const auth = { authorization: `Bearer ${((await session.json()) as { token: string }).token}` };
  const brand = ((await (await request.get('/api/brands-manager', { headers: auth })).json()) as { items: { id: number }[] }).items[0]!;
  const name = uniqueName('Bloom ');
  const created = await request.post(`/api/brands-manager/products/edit/0?brand_id=${brand.id}`, {
    headers: { ...auth, 'x-rniq': uniqueName('key-') }, data: { name, description: 'A bloom booster.', tmp_id: uniqueName('draft-').replace(/\s/g, '') },
  });
  const product = (await created.json()) as { id: number; link: string };
  const detail = async () => (await (await request.get(`/api/products/${product.id}`)).json()) as Detail;

  // The reader's nutrient unit is ml/gal (chosen on a demo product's page, kept in their settings).
  const demo = ((await (await request.get(`/api/brands-manager/products?brand_id=${brand.id}`, { headers: auth })).json()) as { items: { id: number }[] }).items;
  const withDoses = (await Promise.all(demo.map(async (p) => ((await (await request.get(`/api/products/${p.id}`)).json()) as Detail))))
    .find((p) => (p.composition?.doses.length ?? 0) > 0)!;
  await page.goto(withDoses.link);
  await page.getByRole('button', { name: 'ml/gal', exact: true }).click();
  await expect(page.getByTestId('advised-doses')).toContainText('ml/gal');

  // Two photos, the second made the main one.
  await page.goto(`/brands-manager/products/edit/${product.id}`);
  const photos = page.getByTestId('product-photos');
  await photos.getByTestId('product-photo-input').setInputFiles(await photo(1));
  await expect(photos.getByTestId('product-photo')).toHaveCount(1);
  await photos.getByTestId('product-photo-input').setInputFiles(await photo(2));
  await expect(photos.getByTestId('product-photo')).toHaveCount(2);
  const [firstId, secondId] = (await detail()).photos.map((p) => p.id);
  await photos.getByTestId('product-photo').nth(1).getByRole('button', { name: 'Make main' }).click();
  await expect(photos.getByTestId('product-photo').first()).toContainText('Main photo');
  await expect.poll(async () => (await detail()).photos.map((p) => p.id)).toEqual([secondId, firstId]);

  // The composition, with a mistake first.
  await page.getByTestId('edit-composition').click();
  const form = page.getByTestId('composition-form');
  await expect(form).toContainText('in ml/gal');
  await form.getByLabel('N (nitrogen) %').fill('2');
  await form.getByLabel('P (phosphate) %').fill('8,5');
  await form.getByLabel('K (potash) %').fill('4');
  await form.getByLabel('Ingredients').fill('Kelp extract\nBat guano');
  await form.getByRole('button', { name: 'Add a nutrient value' }).click();
  await form.getByLabel('Nutrient', { exact: true }).fill('Magnesium');
  await form.getByLabel('Value').fill('0.8');
  await form.getByRole('button', { name: 'Add a dose' }).click();
  await form.getByLabel('Stage').fill('Early bloom');
  await form.getByLabel('Amount (ml/gal)').fill('lots');
  // Half typed, the page reloads: the draft comes back.
  await page.reload();
  await expect(page.getByText('Your unsaved changes to this composition were brought back.')).toBeVisible();
  await expect(form.getByLabel('P (phosphate) %')).toHaveValue('8,5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('Each dose needs its stage and an amount');
  await form.getByLabel('Amount (ml/gal)').fill('7.57');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/brands-manager/products/edit/${product.id}$`));
  await expect.poll(async () => (await detail()).composition).toEqual({
    npk: { n: 2, p: 8.5, k: 4 }, ingredients: ['Kelp extract', 'Bat guano'],
    nutrients: [{ name: 'Magnesium', value: 0.8, unit: '%' }], doses: [{ stage: 'Early bloom', amount: 2 }],
  });

  // The public page: the main photo first, the composition, the dose in the reader's ml/gal.
  await page.goto(product.link);
  const gallery = page.getByTestId('product-gallery');
  await expect(gallery.getByRole('img', { name: `${name}, photo 1` })).toHaveAttribute('srcset', /_s\.jpg 240w/);
  await expect(gallery.getByRole('button', { name: 'Show photo 2' })).toBeVisible();
  const composition = page.getByTestId('product-composition');
  await expect(composition).toContainText('8.5%');
  await expect(composition).toContainText('Kelp extract');
  await expect(composition).toContainText('Magnesium');
  await expect(page.getByTestId('advised-doses')).toContainText('7.57 ml/gal');

  // Offline: an ingredient more waits, on /pending too, and is sent once back online.
  await page.goto(`/brands-manager/products/edit_composition/${product.id}`);
  await expect(form.getByLabel('Ingredients')).toHaveValue('Kelp extract\nBat guano');
  await context.setOffline(true);
  await form.getByLabel('Ingredients').fill('Kelp extract\nBat guano\nMolasses');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/brands-manager/products/edit/${product.id}$`));
  await page.getByTestId('edit-composition').click();
  await expect(page.getByText('Waiting to be sent')).toBeVisible();
  await expect(form.getByLabel('Ingredients')).toHaveValue('Kelp extract\nBat guano\nMolasses');
  await page.goto('/pending');
  await expect(page.getByText('Product composition changes')).toBeVisible();
  await context.setOffline(false);
  await expect.poll(async () => (await detail()).composition?.ingredients, { timeout: 30_000 }).toEqual(['Kelp extract', 'Bat guano', 'Molasses']);
});
