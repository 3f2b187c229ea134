// Installability, the error pages, the /tests guard and the interface language.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';
import { waitForServiceWorker } from './support';

test('the app is installable: manifest, icons, and a service worker in control', async ({ baseURL, viewport }) => {
  // Chromium never offers to install from an incognito context, which is what a normal test context is.
  const profile = mkdtempSync(join(tmpdir(), 'growdiaries-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: CHROMIUM_ARGS, baseURL, viewport });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await checkInstallable(page, context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(page: Page, context: BrowserContext) {
  await page.goto('/');
  await waitForServiceWorker(page);
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    return href ? ((await (await fetch(href)).json()) as Record<string, unknown>) : null;
  });
  expect(manifest).toMatchObject({ name: expect.any(String), short_name: 'GrowDiaries', display: 'standalone', start_url: '/', scope: '/', theme_color: '#2f7d32', background_color: expect.any(String), description: expect.any(String) });
  const icons = manifest!.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((i) => i.purpose.includes('maskable'))).toBe(true);
  for (const icon of icons) {
    const size = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      return `${bitmap.width}x${bitmap.height}`;
    }, icon.src);
    expect(size).toBe(icon.sizes);
  }
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
}

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toContainText("Sorry, that page doesn't exist.");
  await page.goto('/diaries/not-a-number');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/diaries/999999');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByTestId('diary-card').first()).toBeVisible();
});

test('/tests redirects home without the details cookie, and shows diagnostics with it', async ({ page, context, baseURL }) => {
  await page.goto('/tests');
  await expect(page).toHaveURL(/\/$/);
  await context.addCookies([{ name: 'details', value: '1', url: baseURL! }]);
  await page.goto('/tests');
  await expect(page.getByTestId('diagnostics')).toBeVisible();
  await expect(page.getByTestId('sw-state')).not.toHaveText('…');
});

test('a render error shows the broken page with its message and a link home', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'details', value: '1', url: baseURL! }]);
  await page.goto('/tests');
  await page.getByRole('button', { name: 'Simulate a render error' }).click();
  const broken = page.getByTestId('page-error');
  await expect(broken).toContainText('Ooops! It looks like something broke. Sorry about that.');
  await expect(broken).toContainText('Diagnostics: a render error was requested');
  await broken.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByTestId('diary-card').first()).toBeVisible();
});

test('the language switches, is remembered in a cookie and local storage, and en-tr shows keys', async ({ page, context }) => {
  await page.goto('/');
  await page.getByTestId('language-select').selectOption('ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Свежие гроу-дневники');
  await expect(page.getByTestId('diary-card').first()).toContainText(/\d+ (неделя|недели|недель)/);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ru');
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('ru');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Свежие гроу-дневники');

  await page.getByTestId('language-select').selectOption('en-tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('home.title');

  await page.getByTestId('language-select').selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neue Grow-Tagebücher');
});

test('an unsupported stored locale warns and falls back to English', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => localStorage.setItem('locale', 'xx'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh grow diaries');
  expect(warnings).toContain('Unsupported locale "xx", using en');
});
