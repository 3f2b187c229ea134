// The site's own pages in Chromium: a static page in the interface language (English with a note where a page has no
// translation), the FAQ's questions, /register going to sign-up, and a page read once opening offline after a reload.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { waitForServiceWorker } from './support';

test('a static page read once opens offline, and one never read says so', async ({ page, context }) => {
  await page.goto('/start');
  await waitForServiceWorker(page);
  // The first visit may precede the worker's control: visit again so the worker keeps the answer.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your first grow diary');
  await expect(page.getByRole('heading', { level: 2, name: '3. Add a week each week' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/auth/signup');
  await page.screenshot({ path: `.tmp/pages/start-${test.info().project.name}.png`, fullPage: true });

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle('Start your first grow diary — GrowDiaries');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your first grow diary');
  await expect(page.getByTestId('static-page')).toContainText('Take photos in the same light each week');

  await page.getByRole('navigation', { name: 'More about GrowDiaries' }).getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.getByText('You are offline and this page is not on this device yet.')).toBeVisible();
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'On your device' })).toBeVisible();
});

test('pages follow the interface language from the footer on, with English and a note where a page is not translated', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'de'));
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Über die Website' }).getByRole('link', { name: 'Über uns' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über GrowDiaries');
  await expect(page.getByText('in deine Sprache übersetzt')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Mehr über GrowDiaries' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');
  await expect(page.getByText('Funktioniert die App ohne Internet?')).toBeVisible();
  await page.screenshot({ path: `.tmp/pages/faq-de-${test.info().project.name}.png`, fullPage: true });

  await page.getByRole('navigation', { name: 'Mehr über GrowDiaries' }).getByRole('link', { name: 'Kostenpflichtige Dienste' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of paid services');
  await expect(page.getByText('Diese Seite ist noch nicht in deine Sprache übersetzt, deshalb steht sie hier auf Englisch.')).toBeVisible();
  await expect(page.getByTestId('static-page')).toHaveAttribute('lang', 'en');
});

test('the served HTML carries each page\'s title and structured data, and /register goes to sign-up', async ({ page, request }) => {
  const html = await (await request.get('/faq')).text();
  expect(html).toContain('<title>Frequently asked questions — GrowDiaries</title>');
  expect(html).toContain('"@type":"FAQPage"');
  expect((await request.get('/terms-paid')).status()).toBe(200);
  expect((await request.get('/no-such-static-page')).status()).toBe(404);

  await page.goto('/register');
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
});

test('the widget page previews a diary\'s card and its code, and another site can frame the card but not the app', async ({ page, request, baseURL }) => {
  const { items } = (await (await request.get('/api/diaries?limit=2')).json()) as { items: { id: number; name: string }[] };
  const [newest, other] = items;
  await page.goto('/widget');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Show a diary on your website');
  const preview = page.frameLocator('[data-testid="widget-preview"]');
  await expect(preview.locator('strong')).toHaveText(newest!.name);
  await page.getByLabel('Diary address or number').fill(`${baseURL}/diaries/${other!.id}`);
  await expect(preview.locator('strong')).toHaveText(other!.name);
  const code = page.getByLabel('Code to paste into your page');
  await expect(code).toHaveValue(new RegExp(`^<iframe src="${baseURL}/embed/diary/${other!.id}"`));
  await page.screenshot({ path: `.tmp/pages/widget-${test.info().project.name}.png`, fullPage: true });
  await page.getByLabel('Diary address or number').fill('/strains/3');
  await expect(page.getByText('That is not the address of a diary.')).toBeVisible();

  // A page of another origin, served by a server of its own, pasting the code and trying to frame the app itself.
  const snippet = `<iframe src="${baseURL}/embed/diary/${other!.id}" id="card" width="360" height="118"></iframe>`;
  const blog = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><h1>My grow blog</h1>${snippet}<iframe id="app" src="${baseURL}/about"></iframe>`);
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(blog.address() as AddressInfo).port}/my-grow-blog`);
    const card = page.frameLocator('#card');
    await expect(card.locator('strong')).toHaveText(other!.name);
    await expect(card.getByRole('link')).toHaveAttribute('target', '_blank');
    await expect.poll(async () => (await (await page.$('#app'))?.contentFrame())?.url()).toMatch(/^chrome-error:/);
  } finally {
    blog.close();
  }
});
