// The first paint of a page rendered on the server: its styles come in the HTML (no stylesheet request is needed to
// draw it), its cover is fetched first, and a path that is no page answers 404 with the not-found page, which then
// hydrates without a warning and works as the app.
import { expect } from '@playwright/test';
import { test } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a diary is styled without a stylesheet request, and its cover comes first; unknown paths answer 404 with the not-found page', async ({ page }) => {
    const stylesheets: string[] = [];
    await page.route('**/*.css', (route) => {
      stylesheets.push(route.request().url());
      return route.abort();
    });
    await page.goto('/diaries/3');
    const cover = page.locator('header[data-impression-type=diary] img').first();
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('srcset', /_cm\.jpg 640w/);
    // The diary header's own CSS module (object-fit) and the global styles (the body's font) apply.
    await expect(cover).toHaveCSS('object-fit', 'cover');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toBe(await page.evaluate(() => {
      const frame = document.createElement('iframe');
      document.body.append(frame);
      return getComputedStyle(frame.contentDocument!.body).fontFamily;
    }));
    // The files are still listed, disabled, so the client never loads them again; and nothing fetched them.
    expect(await page.locator('link[rel=stylesheet][disabled]').count()).toBeGreaterThan(0);
    expect(stylesheets).toEqual([]);

    for (const path of ['/no/such/page', '/diaries/999999']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('not-found')).toContainText("Sorry, that page doesn't exist.");
      await expect(page).toHaveTitle('Page not found — GrowDiaries');
    }
  });
});

test('the not-found page rendered on the server hydrates without a warning, then its link opens home in place', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The browser reports the page's own 404, which is the point.
    if (new URL(message.location().url || 'http://x/').pathname === '/diaries/999999') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto('/diaries/999999');
  expect(response?.status()).toBe(404);
  // Hydrated: React has taken over the server's elements.
  await page.waitForFunction(() => Object.keys(document.querySelector('[data-testid=not-found]') ?? {}).some((key) => key.startsWith('__reactFiber')));
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByTestId('diary-card').first()).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  expect(problems).toEqual([]);
});
