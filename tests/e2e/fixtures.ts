// The end-to-end tests' `test`: a navigation (goto, reload) returns once the app runs in the page. A page rendered on
// the server is readable at its load event, but its code runs only once the reader does something
// (src/app/paint-first.ts): the pointer moves, then the test waits for the app, so that its own taps and typing test the
// app, not the hand-over (tests/e2e/early-input.spec.ts does). Pages of contexts with JavaScript off, and pages that
// are not the app's, are not waited for.
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Where the pointer moves next: never where it is, or no pointer event would fire. */
let pointerStep = 0;

/** Until the server-rendered page's app has hydrated it (`#app[data-ready]`, src/app/AppReadyMark.tsx). Its code runs
 * once the reader does something: here the pointer moves over the page, as a person's would. */
async function untilAppRuns(page: Page): Promise<void> {
  const inert = page.locator('#app[data-ssr]:not([data-ready])');
  if ((await inert.count()) === 0) return;
  pointerStep = (pointerStep + 1) % 2;
  await page.mouse.move(1 + pointerStep, 1);
  await inert.waitFor({ state: 'detached' });
}

const wrapped = new WeakSet<Page>();

function waitForAppOnNavigation(page: Page): Page {
  if (wrapped.has(page)) return page;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilAppRuns(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilAppRuns(page);
    return response;
  };
  return page;
}

function waitInPagesOf(context: BrowserContext): BrowserContext {
  context.on('page', waitForAppOnNavigation);
  return context;
}

export const test = base.extend<object, { browser: Browser }>({
  // Contexts a test opens itself (a second grower, an admin), unless it turns JavaScript off.
  browser: [async ({ browser }, use) => {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      return options?.javaScriptEnabled === false ? context : waitInPagesOf(context);
    };
    await use(browser);
  }, { scope: 'worker' }],
  // The test's own context comes from browser.newContext above; `test.use({ javaScriptEnabled: false })` reaches it
  // by another way, so its pages are left alone here.
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) context.off('page', waitForAppOnNavigation);
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitForAppOnNavigation(page));
  },
});
