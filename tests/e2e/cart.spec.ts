// The cart in the browser: a grower who saw two products of the demo nutrient brand fills the cart offline (the header
// counts it), reloads and finds it (the delivery details typed kept as a draft), cannot order while offline, orders
// once back online; the order shows exactly once in the profile's orders tab, and the brand's manager got its mail
// and confirms it in the brand's orders tab.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { readMailbox } from '../helpers/eml';
import { signInThroughUi, uniqueName, waitForServiceWorker } from './support';

const PORT = process.env.E2E_PORT ?? 8181;
/** The e2e server's mail folder (DATA_DIR of playwright.config.ts, plus mail/): the server writes each mail there as .eml. */
const MAIL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../.tmp/e2e-data-${PORT}/mail`);
const PASSWORD = 'a-long-password-1';

interface Offer { product_id: number; name: string; link: string; amount: number }

/** Two products the demo nutrient brand sells through the site, found through its manager's product list. */
async function soldProducts(request: APIRequestContext): Promise<Offer[]> {
  const session = await request.post('/api/session', { data: { login: 'nutrients', password: 'growdiaries-demo' } });
  const headers = { authorization: `Bearer ${((await session.json()) as { token: string }).token}` };
  const brand = ((await (await request.get('/api/brands-manager', { headers })).json()) as { items: { id: number }[] }).items[0]!;
  const products = (await (await request.get(`/api/brands-manager/products?brand_id=${brand.id}&limit=100`, { headers })).json()) as { items: { id: number }[] };
  const offers: Offer[] = [];
  for (const { id } of products.items.sort((a, b) => a.id - b.id)) {
    const { offer } = (await (await request.get(`/api/partners/products/${id}`)).json()) as { offer: Offer | null };
    if (offer) offers.push(offer);
    if (offers.length === 2) return offers;
  }
  throw new Error('The demo nutrient brand sells fewer than two products');
}

test('a grower fills the cart offline, keeps it through a reload, and orders once back online', async ({ page, context, request, browser }) => {
  test.setTimeout(120_000);
  const name = uniqueName('cart');
  const signUp = await request.post('/api/users', { data: { name, email: `${name}@example.test`, password: PASSWORD } });
  const grower = ((await signUp.json()) as { user: { id: number } }).user;
  const [first, second] = await soldProducts(request);
  await signInThroughUi(page, name, PASSWORD);
  await waitForServiceWorker(page);
  // The product pages, seen once online, open offline with their price.
  for (const product of [first!, second!]) {
    await page.goto(product.link);
    await expect(page.getByTestId('offer-price')).toBeVisible();
  }

  await context.setOffline(true);
  await page.goto(first!.link);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(second!.link);
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(page.getByTestId('in-cart')).toHaveText('2 in your cart');

  await page.goto('/cart');
  await page.getByRole('button', { name: `One more ${first!.name}` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await page.getByLabel('Name', { exact: true }).fill(`${name} Delivery`);
  await page.getByLabel('Address').fill('Hanfweg 4\n10115 Berlin');
  await page.getByLabel('Phone').fill('+49 30 5550100');
  await page.getByLabel('E-mail').fill(`${name}@example.test`);
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('line-quantity').nth(0)).toHaveValue('2');
  await expect(page.getByTestId('line-quantity').nth(1)).toHaveValue('2');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${name} Delivery`);
  await page.getByTestId('cart-agree').check();
  await expect(page.getByTestId('cart-offline')).toBeVisible();
  await expect(page.getByTestId('checkout')).toBeDisabled();
  await page.screenshot({ path: `.tmp/cart/cart-offline-${test.info().project.name}.png`, fullPage: true });

  await context.setOffline(false);
  await expect(page.getByTestId('checkout')).toBeEnabled({ timeout: 20_000 });
  await page.getByTestId('checkout').click();
  await expect(page.getByTestId('checkout-done')).toContainText('Your order has been sent to the brand.');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  const total = 2 * first!.amount + 2 * second!.amount;

  await page.getByRole('link', { name: 'See your orders' }).click();
  await expect(page).toHaveURL(new RegExp(`/grower/${grower.id}/orders$`));
  await expect(page.getByTestId('partner-order')).toHaveCount(1);
  await expect(page.getByTestId('partner-order')).toHaveAttribute('data-state', 'new');
  await expect(page.getByTestId('partner-order')).toContainText(`2 × ${first!.name}`);
  await expect(page.getByTestId('order-total')).toHaveText(new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(total / 100));
  await page.screenshot({ path: `.tmp/cart/orders-${test.info().project.name}.png`, fullPage: true });
  const { token } = (await (await request.post('/api/session', { data: { login: name, password: PASSWORD } })).json()) as { token: string };
  const orders = (await (await request.get(`/api/users/${grower.id}/orders`, { headers: { authorization: `Bearer ${token}` } })).json()) as { total: number };
  expect(orders.total).toBe(1);

  // The brand's manager got the order by mail (written as .eml without SMTP), once.
  await expect.poll(async () => (await readMailbox(MAIL_DIR))
    .filter((mail) => mail.headers['x-mail-kind'] === 'partner-order' && mail.headers.to === 'nutrients@growdiaries.test' && mail.text.includes(`${name} Delivery`)).length).toBe(1);

  // On one viewport (the e2e time budget), the manager finds it in the brand's orders tab with where it goes, and
  // confirms it: the grower's order is confirmed.
  if (test.info().project.name !== 'desktop') return;
  const manager = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const managerPage = await manager.newPage();
  await signInThroughUi(managerPage, 'nutrients', 'growdiaries-demo');
  await managerPage.goto('/brands-manager/orders');
  const theirs = managerPage.getByTestId('partner-order').filter({ hasText: `${name} Delivery` });
  await expect(theirs).toHaveCount(1);
  await expect(theirs).toContainText('Hanfweg 4');
  await theirs.getByRole('button', { name: 'Confirm' }).click();
  await expect(theirs).toHaveAttribute('data-state', 'confirmed');
  await expect.poll(async () => (await (await request.get(`/api/users/${grower.id}/orders`, { headers: { authorization: `Bearer ${token}` } })).json() as { items: { state: string }[] }).items.map((order) => order.state))
    .toEqual(['confirmed']);
  await managerPage.screenshot({ path: `.tmp/cart/brand-orders-${test.info().project.name}.png`, fullPage: true });
  await manager.close();
});
