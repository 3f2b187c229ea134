// A brand's banners, desktop and phone: the demo nutrient brand's manager makes a header banner with a picture for one
// section (the typing kept as a draft over a reload), finds it running in the banners tab, sees it served at the top
// of a page of that section (and not of another), where its view and click are counted; the next day (the device's
// clock moved on a day) its statistics page shows them in the table, also offline; switched off while offline it
// waits (also on /pending), is sent once back online and is no longer served; deleted with a confirmation, it leaves
// the list.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import sharp from 'sharp';
import { installClock, signInThroughUi, uniqueName, waitForServiceWorker } from './support';

const SHOTS = process.env.BANNER_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: true });
};
type Figures = { days: { day: string; views: number; clicks: number }[]; total: { views: number; clicks: number } };

test('a nutrient brand manager makes a banner that is served, counted, shown in its statistics the next day, then switched off and deleted', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  // Each project targets its own section, so the two never see each other's banner.
  const [section, sectionLabel, otherSection] = test.info().project.name === 'phone' ? ['equipment', 'Equipment', '/strains'] : ['nutrients', 'Nutrients', '/journal'];
  const title = uniqueName('Banner ');
  // The heaviest banner of a slot is picked when chance says 0; ours has the largest weight.
  await context.addInitScript(() => { Math.random = () => 0; });
  // The banner's link leads off the site: its tab is not followed.
  await context.route('https://shop.example/**', (route) => route.fulfill({ body: 'shop' }));
  await installClock(context);
  await signInThroughUi(page, 'nutrients', 'growdiaries-demo');
  await waitForServiceWorker(page);
  const session = await request.post('/api/session', { data: { login: 'nutrients', password: 'growdiaries-demo' } });
  const auth = { authorization: `Bearer ${((await session.json()) as { token: string }).token}` };
  const today = new Date(await page.evaluate(() => Date.now())).toISOString().slice(0, 10);

  await page.goto('/brands-manager/banners');
  await expect(page.getByRole('link', { name: 'Banners', exact: true })).toHaveAttribute('aria-current', 'page');
  // The demo brand's banners with a year of figures.
  await expect(page.getByTestId('brand-banner').first()).toBeVisible();
  await page.getByTestId('new-banner-header').click();
  await expect(page).toHaveURL(/\/brands-manager\/banners\/edit\/header\/0$/);
  const form = page.getByTestId('banner-form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('Bigger buds in week 5.');
  const picture = await sharp({ create: { width: 1200, height: 150, channels: 3, background: '#2a7a4a' } }).png().toBuffer();
  await form.getByTestId('banner-picture').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: picture });
  await expect(form.getByTestId('banner-preview').locator('img')).toBeVisible();
  await form.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');

  // Half typed, the page reloads: the draft comes back, picture included.
  await page.reload();
  await expect(page.getByText('Your unsaved changes to this banner were brought back.')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByTestId('banner-preview')).toContainText(title);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('The link must start with https:// or http://');
  await form.getByLabel('Link', { exact: true }).fill('https://shop.example/bloom');
  await form.getByRole('checkbox', { name: sectionLabel, exact: true }).check();
  await form.getByLabel('First day').fill(today);
  await form.getByLabel('Weight').fill('10');
  await shot(page, 'banner-editor');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/brands-manager\/banners$/);
  const row = page.getByTestId('brand-banner').filter({ hasText: title });
  await expect(row.getByTestId('banner-state')).toHaveText('Running');
  await expect(row).toContainText(`From ${today}, no end`);
  // Sent: the banner moves from its temporary (negative) id to the server's.
  await expect(row).toHaveAttribute('data-banner-id', /^\d+$/, { timeout: 30_000 });
  await expect(row.getByText('Waiting to be sent')).toHaveCount(0);
  await shot(page, 'banners-tab');
  const id = Number(await row.getAttribute('data-banner-id'));

  // Served at the top of a page of its section, not of another one.
  await page.goto(otherSection);
  await expect(page.getByTestId('ad-banner').first()).toBeVisible();
  await expect(page.locator(`[data-ad-id="${id}"]`)).toHaveCount(0);
  await page.goto(`/${section}`);
  const served = page.locator(`[data-ad-id="${id}"][data-ad-placement="header"]`);
  await expect(served).toContainText(title);
  // Seen, then clicked (the click sends the queued figures at once).
  const [shop] = await Promise.all([context.waitForEvent('page'), served.getByRole('link').click()]);
  await shop.close();
  const statistic = async () => (await (await request.get(`/api/brands-manager/banners/header/${id}/statistic`, { headers: auth })).json()) as Figures;
  await expect.poll(async () => (await statistic()).total, { timeout: 30_000 }).toEqual({ views: 1, clicks: 1 });

  // The next day (the device's clock a day on): the statistics page shows yesterday's view and click.
  await page.goto('/brands-manager/banners');
  await row.getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { name: `Statistics of “${title}”` })).toBeVisible();
  await page.clock.setSystemTime(Date.parse(`${today}T12:00:00Z`) + 86_400_000);
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const table = page.getByTestId('banner-stat-table');
  await expect(table.locator('tbody tr')).toHaveCount(7);
  const yesterday = table.locator(`tr[data-day="${today}"]`);
  await expect(yesterday.locator('td')).toHaveText(['1', '1', '100 %']);
  await expect(table.locator('tbody tr').first().locator('td')).toHaveText(['0', '0', '–']);
  await expect(page.getByTestId('banner-stat-totals')).toContainText('100 %');
  await expect(page.locator('.uplot')).toBeVisible();
  await shot(page, 'banner-statistics');

  // Offline, the figures seen open from the device with their time; a period never seen says so.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'All banners' }).click();
  await row.getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { name: `Statistics of “${title}”` })).toBeVisible();
  const longAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 100 * 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId('banner-stat-from').fill(longAgo);
  await expect(page.getByText('You are offline, and these figures were not opened on this device yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(yesterday.locator('td')).toHaveText(['1', '1', '100 %']);
  await expect(page.getByTestId('banner-stat-age')).toContainText('Figures from');

  // Switched off while offline: waiting (also on /pending), then sent once back online, and no longer served.
  await page.getByRole('link', { name: 'All banners' }).click();
  await row.getByRole('button', { name: 'Switch off' }).click();
  await expect(row.getByTestId('banner-state')).toHaveText('Off');
  await expect(row.getByText('Waiting to be sent')).toBeVisible();
  await page.goto('/pending');
  await expect(page.getByText('Banner switched on or off')).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goBack();
  await expect(row.getByTestId('banner-state')).toHaveText('Off');
  await context.setOffline(false);
  await expect(row.getByText('Waiting to be sent')).toHaveCount(0, { timeout: 30_000 });
  const shown = async () => ((await (await request.get(`/api/adv?s=${section}`)).json()) as { items_header: { id: number }[] }).items_header.map((b) => b.id);
  expect(await shown()).not.toContain(id);
  await page.goto(`/${section}`);
  await expect(page.getByTestId('ad-banner').first()).toBeVisible();
  await expect(page.locator(`[data-ad-id="${id}"]`)).toHaveCount(0);

  // Deleted with a confirmation.
  await page.goto('/brands-manager/banners');
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: `Delete “${title}” and its figures` }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await request.get(`/api/brands-manager/banners/header/${id}/edit`, { headers: auth })).status(), { timeout: 30_000 }).toBe(403);
});
