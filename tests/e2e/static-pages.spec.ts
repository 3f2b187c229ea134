// The site's own pages in Chromium: a static page in the interface language (English with a note where a page has no
// translation), the FAQ's questions, /register going to sign-up, and a page read once opening offline after a reload.
import { expect, test } from '@playwright/test';
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect(page.getByText('Diese Seite ist noch nicht in deine Sprache übersetzt, deshalb steht sie hier auf Englisch.')).toBeVisible();
  await expect(page.getByText('Does the app work without internet?')).toBeVisible();
  await expect(page.getByTestId('static-page')).toHaveAttribute('lang', 'en');
  await page.screenshot({ path: `.tmp/pages/faq-de-${test.info().project.name}.png`, fullPage: true });
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
