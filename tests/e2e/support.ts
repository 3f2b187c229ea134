// Shared steps of the end-to-end tests: the fake clock, waiting for the service worker, going offline, checking photos.
import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Installs Playwright's fake clock in the pages of a context (call it before they load): Date, timers, idle callbacks
 * and performance.now() follow it, and time runs on as usual until the test pauses the clock or moves it on. The
 * clock's stand-in for `performance` has no entries, but the app reads the navigation entry (TTFB, the landing path):
 * the pages keep the browser's own `performance` for everything but the time.
 */
export async function installClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const browserPerformance = performance;
    let clockPerformance: Performance | undefined;
    Object.defineProperty(globalThis, 'performance', {
      configurable: true,
      get: () => clockPerformance ?? browserPerformance,
      set(fake: Performance) {
        clockPerformance = new Proxy(browserPerformance, {
          get(real, key) {
            if (key === 'now' || key === 'timeOrigin') return Reflect.get(fake, key) as unknown;
            const value: unknown = Reflect.get(real, key);
            return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value;
          },
        });
      },
    });
  });
  await context.clock.install();
}

/**
 * Pauses the page's running fake clock a moment after its own now. The clock runs at real speed until paused, and the
 * round trip between reading its now and pausing it can outlast any fixed margin on a busy machine (the clock refuses
 * to pause in its past): read again, with a wider margin, until it takes.
 */
export async function pauseClockSoon(page: Page): Promise<void> {
  for (const margin of [250, 1000, 2000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
  throw new Error('The page clock ran past every pause point');
}

/**
 * Waits until an activated service worker controls the page (it claims clients on its first activation, after
 * precaching the whole shell). The predicate must be synchronous: waitForFunction takes a returned Promise as truthy.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
}

/** Waits until the selected images in view (at least one) have loaded real pixels; lazy ones below the fold are left out. */
export async function expectImagesLoaded(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() => page.locator(selector).evaluateAll((elements) => {
      const inView = (elements as HTMLImageElement[]).filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.width > 0;
      });
      return inView.length > 0 && inView.every((img) => img.complete && img.naturalWidth > 0);
    }))
    .toBe(true);
}

/** Registers a new account through the sign-up page and waits for the signed-in header. */
export async function signUpThroughUi(page: Page, name: string, password: string): Promise<void> {
  await page.goto('/auth/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(`${name}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('signed-in-user')).toContainText(name);
}

/** Signs in through the sign-in page and waits for the signed-in header. */
export async function signInThroughUi(page: Page, name: string, password: string): Promise<void> {
  await page.goto('/auth/signin');
  await page.getByLabel('E-mail or name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-user')).toContainText(name);
}

/** A user name unique to this test run and project. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Layout shifts the page has had so far (CLS without the session windows: every shift counts), leaving out the shifts
 * whose moved elements all lie within `leaveOut` (a selector), when given. */
export function layoutShift(page: Page, leaveOut?: string): Promise<number> {
  return page.evaluate((outside) => new Promise<number>((resolve) => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    const within = (node: Node | null) => !!node && !!(node instanceof Element ? node : node.parentElement)?.closest(outside!);
    const leftOut = (entry: Shift) => !!outside && entry.sources.every((source) => within(source.node));
    new PerformanceObserver((list) => {
      resolve((list.getEntries() as Shift[]).filter((entry) => !entry.hadRecentInput && !leftOut(entry))
        .reduce((total, entry) => total + entry.value, 0));
    }).observe({ type: 'layout-shift', buffered: true });
    // No shift at all: the observer has nothing buffered to report.
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
  }), leaveOut);
}

/** Console warnings and errors and uncaught errors the page has from now on (a hydration mismatch logs one). */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The requests the page sends from now on for `pathname` (a page's data asked for again, when it came with the page). */
export function requestsFor(page: Page, pathname: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) sent.push(request.url());
  });
  return sent;
}
