// A brand's statistics, desktop and phone: product page views counted once per viewer and day show in today's row,
// the seedbank manager reads the last 30 and 7 days (tiles, chart, table) and a year (asked of the server), downloads
// the CSV of the days shown (header and one row per day), then, offline three hours later, the tab opens from the
// device with the figures' age, and a year says it needs a connection.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { installClock, signInThroughUi, waitForServiceWorker } from './support';

const SHOTS = process.env.STATISTICS_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: true });
};
const HEADER = 'Day,Product page views,Diary weeks with your products,Reviews,Average rating,Banner views,Banner clicks,Click-through rate,New followers,Followers lost';

test('a brand manager reads the statistics of a period, downloads them as CSV, and opens them offline with their age', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await installClock(context);
  const session = await request.post('/api/session', { data: { login: 'seedbank', password: 'growdiaries-demo' } });
  const auth = { authorization: `Bearer ${((await session.json()) as { token: string }).token}` };
  const brand = ((await (await request.get('/api/brands-manager', { headers: auth })).json()) as { items: { id: number; name: string }[] }).items[0]!;
  // A product per project: the manager is one viewer, counted once a day per product.
  const products = ((await (await request.get(`/api/brands-manager/products?brand_id=${brand.id}`, { headers: auth })).json()) as { items: { id: number; link: string }[] }).items;
  const product = products[test.info().project.name === 'phone' ? 1 : 0]!;
  const today = new Date().toISOString().slice(0, 10);
  const viewsToday = async () => ((await (await request.get(`/api/brands-manager/statistics?brand_id=${brand.id}&from=${today}&to=${today}`, { headers: auth })).json()) as
    { days: { product_views: number }[] }).days[0]!.product_views;
  const before = await viewsToday();

  // A guest looks twice today (one view), and the manager opens the product's page (another).
  const guest = { 'x-guest': `e2e-guest-${test.info().project.name}-${Date.now()}` };
  expect(await (await request.post(`/api/products/${product.id}/view`, { headers: guest })).json()).toEqual({ counted: true });
  expect(await (await request.post(`/api/products/${product.id}/view`, { headers: guest })).json()).toEqual({ counted: false });
  await signInThroughUi(page, 'seedbank', 'growdiaries-demo');
  await waitForServiceWorker(page);
  await page.goto(product.link);
  await expect.poll(viewsToday).toBeGreaterThanOrEqual(before + 2);

  await page.goto('/brands-manager/statistics');
  await expect(page.getByRole('link', { name: 'Statistics' })).toHaveAttribute('aria-current', 'page');
  const table = page.getByTestId('statistics-table');
  await expect(page.getByTestId('statistics-age')).toHaveText('Figures from just now');
  await expect(table.locator('tbody tr')).toHaveCount(30);
  const todayRow = table.locator('tbody tr').first();
  await expect(todayRow.locator('th')).toHaveText(today);
  expect(Number(await todayRow.locator('td').first().textContent())).toBeGreaterThanOrEqual(before + 2);
  // The demo's year of figures: every earlier day has views, and the tiles compare with the 30 days before.
  await expect(table.locator('tbody tr').nth(1).locator('td').first()).not.toHaveText('0');
  await expect(page.getByTestId('statistic-product_views')).toContainText('on the previous period');
  await expect(page.getByTestId('statistics-chart').locator('canvas').first()).toBeVisible();
  await page.getByTestId('statistic-rating').click();
  await expect(page.getByTestId('statistic-rating')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Average rating per day')).toBeVisible();
  await shot(page, 'statistics-30');

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(7);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statistics-csv').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`-statistics-\\d{4}-\\d{2}-\\d{2}-${today}\\.csv$`));
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(HEADER);
  expect(lines.at(-1)).toBe('');
  expect(lines.slice(1, -1)).toHaveLength(7);
  expect(lines.at(-2)).toMatch(new RegExp(`^${today},\\d+,`));

  // A year is asked of the server.
  await page.getByRole('button', { name: '1 year' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(365);
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(30);

  // Offline, three hours later: the tab opens from the device and says how old its figures are.
  await context.setOffline(true);
  await context.clock.fastForward('03:00:00');
  await page.reload();
  await expect(page.getByTestId('statistics-age')).toHaveText('Figures from 3 hours ago');
  await expect(table.locator('tbody tr')).toHaveCount(30);
  await expect(page.getByTestId('statistic-product_views')).toBeVisible();
  await shot(page, 'statistics-offline');
  await page.getByRole('button', { name: '1 year' }).click();
  await expect(page.getByText('The last 90 days open offline')).toBeVisible();
  await page.getByRole('button', { name: '90 days' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(90);
  await context.setOffline(false);
});
