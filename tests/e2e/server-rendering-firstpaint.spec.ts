// The first paint of a page rendered on the server: its styles come in the HTML (no stylesheet request is needed to
// draw it), its cover is fetched first, and a path that is no page answers 404 with the not-found page, which then
// hydrates without a warning and works as the app. A long diary lays out its weeks as they come near, within the
// phone's width.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { layoutShift } from './support';

const LONG_DIARY_ID = 3;

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

test('a long diary lays out each week only as it comes near, every one within the screen\'s width and none moving', async ({ page, request }) => {
  const diary = (await (await request.get(`/api/diaries/${LONG_DIARY_ID}`)).json()) as { items_week: unknown[] };
  expect(diary.items_week.length).toBeGreaterThan(3);
  await page.goto(`/diaries/${LONG_DIARY_ID}`);
  await page.waitForFunction(() => performance.getEntriesByName('diary-title-visible').length > 0);
  const weeks = page.getByTestId('week-card');
  await expect(weeks).toHaveCount(diary.items_week.length);
  // Far below the first screen, the last week is not laid out yet (content-visibility: auto).
  expect(await weeks.last().evaluate((week) => week.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
  const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
  // Down through the weeks as a reader scrolls, until the last one shows: the page never grows wider than the screen.
  const lastWeekTop = () => weeks.last().evaluate((week) => week.getBoundingClientRect().top);
  for (let step = 0; step < 60 && (await lastWeekTop()) > 400; step++) {
    await page.mouse.wheel(0, 400);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewportWidth);
  }
  await expect(weeks.last()).toBeInViewport();
  expect(await weeks.last().evaluate((week) => week.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  for (const week of await weeks.all()) expect((await week.boundingBox())!.width).toBeLessThanOrEqual(viewportWidth);
  expect(await layoutShift(page)).toBe(0);
});
