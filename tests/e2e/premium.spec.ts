// Premium in the browser: a grower orders a year by invoice while offline (it waits on /pending and is sent once), an
// admin marks it paid at /admin/orders, and the grower's diary then carries the gold mark, the pages have no ad slots,
// and the invoice downloads as a PDF.
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { DEMO_ACCOUNT } from '../../server/db/seed/model';
import { ADMIN_ACCOUNT } from '../../server/db/seed/telemetry';
import { signInThroughUi, uniqueName, waitForServiceWorker } from './support';

const PASSWORD = 'a-long-password-1';

async function signUp(request: APIRequestContext, prefix: string): Promise<{ id: number; name: string; token: string }> {
  const name = uniqueName(prefix);
  const res = await request.post('/api/users', { data: { name, email: `${name}@example.test`, password: PASSWORD } });
  expect(res.status()).toBe(201);
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  return { id: user.id, name, token };
}

test('a grower buys premium by invoice, an admin marks it paid, and the diary turns gold without ads', async ({ page, context, browser, request }) => {
  const grower = await signUp(request, 'gold');
  const auth = { authorization: `Bearer ${grower.token}`, 'x-rniq': `e2e-premium:${grower.name}:000001` };
  const diary = (await (await request.post('/api/diaries', { data: { name: 'Golden grow' }, headers: auth })).json()) as { id: number };

  await signInThroughUi(page, grower.name, PASSWORD);
  await waitForServiceWorker(page);
  await page.goto(`/diaries/${diary.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golden grow');
  await expect(page.locator('[data-ad-slot]').first()).toBeAttached();
  await expect(page.getByTestId('gold-mark')).toHaveCount(0);

  // The settings page seen once online opens offline.
  await page.goto(`/grower/${grower.id}/settings/premium`);
  await expect(page.getByTestId('premium-state')).toHaveText("You don't have premium.");
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('GrowDiaries Premium');
  await expect(page.getByText('Up to 200 photos in each diary week instead of 50.')).toBeVisible();
  await page.getByTestId('plan-year').click();
  await page.getByTestId('provider-invoice').check();
  await page.screenshot({ path: `.tmp/premium/premium-${test.info().project.name}.png`, fullPage: true });

  await context.setOffline(true);
  await page.getByTestId('premium-buy').click();
  await expect(page).toHaveURL(new RegExp(`/grower/${grower.id}/settings/premium$`));
  await expect(page.getByTestId('premium-order')).toHaveAttribute('data-state', 'sending');
  await expect(page.getByTestId('premium-order')).toContainText('Waiting to be sent');
  await page.goto('/pending');
  await expect(page.getByText('Premium order')).toBeVisible();
  await expect(page.getByText('Premium, Year')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Premium, Year')).toHaveCount(0, { timeout: 20_000 });

  const orders = await (await request.get(`/api/users/${grower.id}/premium`, { headers: { authorization: `Bearer ${grower.token}` } })).json() as { orders: { id: number; number: string; state: string; amount: number }[] };
  expect(orders.orders).toHaveLength(1);
  expect(orders.orders[0]).toMatchObject({ state: 'unpaid', amount: 3599 });
  const { number } = orders.orders[0]!;
  await page.goto(`/grower/${grower.id}/settings/premium`);
  await expect(page.getByTestId('premium-order')).toHaveAttribute('data-state', 'unpaid');
  await expect(page.getByTestId('premium-order')).toContainText(`with the reference ${number}`);

  // The demo's admin (its password is the demo account's) marks it paid.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const adminPage = await adminContext.newPage();
  await signInThroughUi(adminPage, ADMIN_ACCOUNT.name, DEMO_ACCOUNT.password);
  await adminPage.goto('/admin/orders');
  const row = adminPage.getByTestId('admin-order').filter({ hasText: grower.name });
  await expect(row).toContainText(number);
  await expect(row).toContainText('Waiting for payment');
  await adminPage.screenshot({ path: `.tmp/premium/admin-orders-${test.info().project.name}.png`, fullPage: true });
  adminPage.once('dialog', (dialog) => void dialog.accept());
  await row.getByTestId('mark-paid').click();
  await adminPage.getByRole('button', { name: 'Paid', exact: true }).click();
  // Queued, then sent by the sync engine: as long as the grower's own order may take on a loaded machine.
  await expect(adminPage.getByTestId('admin-order').filter({ hasText: grower.name })).toContainText('Paid on', { timeout: 20_000 });
  await expect.poll(async () => {
    const answer = await (await request.get(`/api/users/${grower.id}/premium`, { headers: { authorization: `Bearer ${grower.token}` } })).json() as { premium: { active: boolean } };
    return answer.premium.active;
  }).toBe(true);
  await adminContext.close();

  // The grower's diary is gold and the pages have no ads.
  await page.goto(`/grower/${grower.id}/settings/premium`);
  await expect(page.getByTestId('premium-state')).toContainText('Premium is active until');
  await page.goto(`/diaries/${diary.id}`);
  await expect(page.getByTestId('diary-grower').getByTestId('gold-mark')).toBeVisible();
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  const ads = await (await request.get('/api/adv/fully?s=diaries', { headers: { authorization: `Bearer ${grower.token}` } })).json() as Record<string, unknown[]>;
  expect([...ads.items_header!, ...ads.items_box!, ...ads.items_cpm!]).toEqual([]);
  await page.screenshot({ path: `.tmp/premium/diary-gold-${test.info().project.name}.png` });

  // The invoice downloads as a PDF.
  await page.goto(`/grower/${grower.id}/settings/invoices`);
  await expect(page.getByTestId('invoice')).toContainText(`Invoice ${number}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
  expect(download.suggestedFilename()).toBe(`growdiaries-invoice-${orders.orders[0]!.id}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
