// The end-to-end tests' `test`: a navigation (goto, reload) returns once the app runs in the page. A page rendered on
// the server is readable at its load event, but its code loads only after its first paint (src/app/paint-first.ts), so
// a tap or a keystroke right after `load` would reach inert HTML, as it would for a person that quick. Pages of
// contexts with JavaScript off, and pages that are not the app's, are not waited for.
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** Until the server-rendered page's app has hydrated it (`#app[data-ready]`, src/app/AppReadyMark.tsx). */
async function untilAppRuns(page: Page): Promise<void> {
  await page.locator('#app[data-ssr]:not([data-ready])').waitFor({ state: 'detached' });
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
