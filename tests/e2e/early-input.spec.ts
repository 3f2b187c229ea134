// A page rendered on the server runs its app only once the reader does something (or after a while idle), and what
// the reader did before it ran is not lost (src/app/paint-first.ts, src/app/early-input.ts). The app's entry is held
// on its way here, so the taps and typing surely come before the app runs. Playwright's own `test`: the project's
// fixture would start the app after each navigation.
import { expect, test, type Page } from '@playwright/test';
import { installClock } from './support';

/** Holds the app's entry script (and its prefetch) until released; `scripts` counts its requests as a script. */
function holdEntry(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  const asked = { scripts: 0, prefetches: 0 };
  return {
    asked,
    release,
    start: () => page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      if (route.request().resourceType() === 'script') asked.scripts++;
      else asked.prefetches++;
      await released;
      await route.fallback();
    }),
  };
}

const ready = (page: Page) => expect(page.locator('#app')).toHaveAttribute('data-ready', '', { timeout: 30_000 });

test('a tap on a button before the app runs is done once it runs; the page asked for no code to run before it', async ({ page }) => {
  const entry = holdEntry(page);
  await entry.start();
  await page.goto('/diaries/3');
  const oldest = page.getByRole('button', { name: 'Oldest' });
  // The page is read as it came: its code is fetched for later, not run.
  expect(entry.asked.scripts).toBe(0);
  await oldest.click();
  await expect.poll(() => entry.asked.scripts).toBe(1);
  await expect(oldest).toHaveAttribute('aria-pressed', 'false');
  entry.release();
  await ready(page);
  await expect(oldest).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'false');
});

test('what is typed into a filter before the app runs reaches the app and filters the list', async ({ page }) => {
  const entry = holdEntry(page);
  await entry.start();
  await page.goto('/strains');
  const filter = page.getByLabel('Name or breeder');
  await filter.click();
  await page.keyboard.type('widow');
  await expect(filter).toHaveValue('widow');
  entry.release();
  await ready(page);
  await expect(page.getByTestId('strain-row')).toHaveCount(2);
  await expect(page).toHaveURL(/q=widow/);
  await expect(filter).toHaveValue('widow');
});

test('a page nobody touches starts its app once it has been idle for 5 s after loading', async ({ page, context }) => {
  await installClock(context);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto('/strains');
  await page.clock.runFor(4_900);
  await expect(page.locator('#app')).not.toHaveAttribute('data-ready', '');
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && /\/assets\/index-/.test(entry.name)))).toBe(false);
  await page.clock.runFor(200);
  await page.clock.resume();
  await ready(page);
});

test('the page fetches its code only once it has painted, after a loader of one file that imports nothing', async ({ page }) => {
  await page.goto('/diaries/3');
  const timing = () => page.evaluate(() => {
    const code = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
    const prefetches = code.filter((entry) => entry.initiatorType === 'link').map((entry) => entry.startTime);
    const firstPrefetch = prefetches.length ? Math.min(...prefetches) : null;
    return {
      painted: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? null,
      firstPrefetch,
      scriptsBefore: code.filter((entry) => entry.initiatorType === 'script' && (firstPrefetch === null || entry.startTime < firstPrefetch)).map((entry) => new URL(entry.name).pathname),
    };
  });
  await expect.poll(async () => (await timing()).firstPrefetch).not.toBeNull();
  const { painted, firstPrefetch, scriptsBefore } = await timing();
  expect(painted).not.toBeNull();
  expect(firstPrefetch!).toBeGreaterThan(painted!);
  expect(scriptsBefore).toEqual([expect.stringMatching(/^\/assets\/paint-first-[\w-]+\.js$/)]);
});
