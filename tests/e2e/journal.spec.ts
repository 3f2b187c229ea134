// The journal in Chromium, desktop and phone: an article read once opens offline (its text, cover and the list
// that led to it), one never opened says so; its HTML carries Article structured data; reader voting takes one vote
// per person: a second vote, from another device of the same grower that still showed the options, is refused with
// the server's message and counted nowhere.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectImagesLoaded, signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

test('an article visited once opens offline, with the list that led to it', async ({ page, context }) => {
  await page.goto('/journal');
  await waitForServiceWorker(page);
  // The list again, now through the service worker, which keeps a copy of the answer.
  await page.reload();
  await expect(page.getByTestId('article-card')).toHaveCount(12);
  await page.getByRole('link', { name: 'VPD made simple' }).click();
  await expect(page).toHaveURL(/\/journal\/vpd-made-simple$/);
  await expect(page.getByRole('heading', { level: 1, name: 'VPD made simple' })).toBeVisible();
  await expect(page.getByTestId('article-body').getByRole('heading', { name: 'Three rules' })).toBeVisible();
  await expect(page.getByTestId('article-body').locator('table td').first()).toHaveText('Seedlings');
  await expectImagesLoaded(page, '[data-testid="article"] img');
  await expect(page).toHaveTitle('VPD made simple — GrowDiaries');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'VPD made simple' })).toBeVisible();
  await expect(page.getByTestId('article-body')).toContainText('Leaf temperature is what counts');
  await expectImagesLoaded(page, '[data-testid="article"] img');

  await page.goto('/journal');
  await expect(page.getByTestId('article-card')).toHaveCount(12);
  await page.getByRole('link', { name: 'VPD made simple' }).click();
  await expect(page.getByTestId('article-body')).toContainText('drying power');

  await page.goto('/journal/spring-cup-recap');
  await expect(page.getByText('You are offline, and this article was not opened on this device before.')).toBeVisible();
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring Cup recap' })).toBeVisible();
});

test('the HTML of an article holds its title, description and Article structured data', async ({ request }) => {
  const html = await (await request.get('/journal/living-soil-in-ten-steps')).text();
  expect(html).toContain('<title>Living soil in ten steps — GrowDiaries</title>');
  expect(html).toMatch(/<meta name="description" content="Build a bed that feeds your plants by itself/);
  const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
  expect(data).toMatchObject({ '@type': 'Article', headline: 'Living soil in ten steps', articleSection: 'Guides', author: { name: 'admin' } });
  expect(data.datePublished).toMatch(/\+02:00$/);
  expect((await request.get('/journal/no-such-article')).status()).toBe(404);
});

test('a reader votes once; a second vote from another device is refused with its message', async ({ page, browser, request }) => {
  const polls = (await (await request.get('/api/blogs/voting')).json()) as { items: { id: number; title: string; cnt_votes: number; is_open: boolean }[] };
  const poll = polls.items.find((p) => p.title === 'Which interview would you like to read?')!;
  const name = uniqueName('voter');
  await signUpThroughUi(page, name, 'journal-voter-pw');

  // The same grower on a second device, which opens the poll before the first device votes.
  const laptop = await browser.newContext();
  const second = await laptop.newPage();
  await second.goto('/auth/signin');
  await second.getByLabel('E-mail or name').fill(name);
  await second.getByLabel('Password').fill('journal-voter-pw');
  await second.getByRole('button', { name: 'Sign in' }).click();
  await expect(second.getByTestId('signed-in-user')).toContainText(name);
  await second.goto(`/journal/voting/${poll.id}`);
  await expect(second.getByRole('button', { name: 'A breeder of autoflowers' })).toBeVisible();

  await page.goto('/journal/voting');
  const card = page.getByTestId('poll').filter({ hasText: 'Which interview would you like to read?' });
  await card.getByRole('button', { name: 'A hydroponics hobbyist in Bangkok' }).click();
  await expect(card.getByText('A hydroponics hobbyist in Bangkok · Your vote')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect.poll(async () => ((await (await request.get(`/api/blogs/voting/${poll.id}`)).json()) as { cnt_votes: number }).cnt_votes).toBe(poll.cnt_votes + 1);

  await second.getByRole('button', { name: 'A breeder of autoflowers' }).click();
  await expect(second.getByTestId('vote-refused')).toHaveText('Your vote was not counted: You have already voted in this poll: one vote per person.');
  // The second device then shows the vote that counted.
  await expect(second.getByText('A hydroponics hobbyist in Bangkok · Your vote')).toBeVisible();
  await page.reload();
  await expect(card.getByText('A hydroponics hobbyist in Bangkok · Your vote')).toBeVisible();
  const after = (await (await request.get(`/api/blogs/voting/${poll.id}`)).json()) as { cnt_votes: number };
  expect(after.cnt_votes).toBe(poll.cnt_votes + 1);
  await second.screenshot({ path: `.tmp/journal/e2e-refused-${test.info().project.name}.png` });
  await laptop.close();
});

test('an editor writes an article in Markdown, its HTML sanitised, then edits and removes it', async ({ page }) => {
  await page.goto('/auth/signin');
  await page.getByLabel('E-mail or name').fill('admin');
  await page.getByLabel('Password').fill('growdiaries-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
  await page.goto('/journal');
  await page.getByRole('link', { name: 'Write an article' }).click();

  const title = `Curing jars ${test.info().project.name} ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Section').selectOption('guides');
  await page.getByLabel('Lead').fill('Burp, wait, repeat.');
  await page.getByLabel('Tags, separated by commas').fill('Curing, jars');
  await page.getByLabel('Text (Markdown)').fill('## Why cure\n\nCuring keeps **terpenes**.\n\n<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>\n\n[link](javascript:window.hacked=3)');
  await page.getByLabel('Preview').check();
  await expect(page.locator('strong', { hasText: 'terpenes' })).toBeVisible();
  // A reload before publishing loses nothing: the draft comes back.
  await page.reload();
  await expect(page.getByText('Your unsaved changes are back.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Tags, separated by commas')).toHaveValue('Curing, jars');
  await expect(page.getByLabel('Text (Markdown)')).toHaveValue(/Curing keeps \*\*terpenes\*\*/);
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(/\/journal\/curing-jars-/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const body = page.getByTestId('article-body');
  await expect(body.getByRole('heading', { name: 'Why cure' })).toBeVisible();
  await expect(body.locator('strong')).toHaveText('terpenes');
  await expect(body.locator('script, [onerror], a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await expect(page.getByRole('link', { name: '#curing' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  // Published: no draft is left over.
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByText('Your unsaved changes are back.')).toHaveCount(0);
  await page.getByLabel('Title').fill(`${title} (updated)`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${title} (updated)` })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete this article?' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.getByRole('link', { name: `${title} (updated)` })).toHaveCount(0);
});
