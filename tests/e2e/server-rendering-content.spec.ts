// Content pages rendered on the server: without JavaScript a static page, the journal, an article (its Markdown
// sanitised on the server), the giveaways and the awards show their text; with JavaScript an article hydrates without a warning, without asking for
// the article again and without moving, is kept on the device as a refresh would keep it, and then works as the app.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { layoutShift, pageProblems, requestsFor } from './support';

const ARTICLE = 'living-soil-in-ten-steps';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a static page, the journal and an article show their text', async ({ page, request }) => {
    const about = (await (await request.get('/api/about?lang=en')).json()) as { title: string; sections: { text: string }[] };
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: about.title })).toBeVisible();
    await expect(page.getByText(about.sections[0]!.text.split('\n')[0]!.slice(0, 40)).first()).toBeVisible();

    const journal = (await (await request.get('/api/blogs')).json()) as { items: { title: string }[] };
    await page.goto('/journal');
    await expect(page.getByTestId('article-card')).toHaveCount(journal.items.length);
    await expect(page.getByRole('link', { name: journal.items[0]!.title })).toBeVisible();

    await page.goto(`/journal/${ARTICLE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Living soil in ten steps' })).toBeVisible();
    await expect(page.getByTestId('article-body').locator('h2').first()).toBeVisible();
  });

  test('the giveaways, a giveaway, the awards and a year of them show their text', async ({ page, request }) => {
    const giveaways = (await (await request.get('/api/giveaways?tags=active')).json()) as { items: { link: string; title: string }[] };
    await page.goto('/giveaways');
    await expect(page.getByTestId('giveaway-card')).toHaveCount(giveaways.items.length);
    const first = giveaways.items[0]!;
    await page.goto(`/giveaways/${first.link}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();

    const years = (await (await request.get('/api/ref/awards/years')).json()) as { items: { link: string; title: string }[] };
    await page.goto('/awards');
    await expect(page.getByRole('link', { name: years.items[1]!.title })).toBeVisible();
    const award = (await (await request.get(`/api/awards/${years.items[1]!.link}`)).json()) as { title: string; categories: { title: string }[] };
    await page.goto(`/awards/${years.items[1]!.link}`);
    await expect(page.getByRole('heading', { level: 1, name: award.title })).toBeVisible();
    await expect(page.getByText(award.categories[0]!.title).first()).toBeVisible();
  });
});

test('an article rendered on the server hydrates without a warning, a second request for it or a shift, then works as the app', async ({ page }) => {
  const problems = pageProblems(page);
  const articleRequests = requestsFor(page, `/api/blogs/${ARTICLE}`);
  await page.goto(`/journal/${ARTICLE}`);
  // Hydrated: React has claimed the article's section link (it handles its clicks from now on).
  const section = page.getByTestId('article').getByRole('link', { name: 'Guides' }).first();
  await page.waitForFunction(() => Object.keys(document.querySelector('[data-testid=article] a') ?? {}).some((key) => key.startsWith('__reactProps')));
  expect(await layoutShift(page)).toBe(0);
  // The answer was kept as a refresh keeps it: the article opens offline later.
  await expect.poll(() => page.evaluate((link) => new Promise<boolean>((resolve) => {
    const open = indexedDB.open('growdiaries');
    open.onsuccess = () => {
      const read = open.result.transaction('articles').objectStore('articles').index('link').get(link);
      read.onsuccess = () => resolve(read.result !== undefined);
    };
  }), ARTICLE)).toBe(true);
  expect(articleRequests).toEqual([]);
  await section.click();
  await expect(page).toHaveURL(/\/journal\/category\/guides$/);
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  expect(problems).toEqual([]);
});
