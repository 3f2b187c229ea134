// Shorts rendered on the server: without JavaScript the feed shows its newest short's title and poster between the
// header and the tab bar, a short's page that short first with its caption, a short's own page (/video/{id}) its
// player, title and caption, and a grower's shorts tab their shorts; with JavaScript the feed and a short's page
// hydrate without a warning, without asking for their shorts again and without moving, the first short's poster (or its
// heading, when Chromium finds the poster too plain to count) is the
// largest paint, the shorts go onto the device as a fetch would put them, and the first short then plays, muted; a
// short's own page and a grower's shorts tab hydrate without a warning, a second request or a shift, and keep what
// they show on the device.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { layoutShift, pageProblems, requestsFor } from './support';

interface ApiShort { id: number; title: string; text: string; poster: { size_m: string } | null; video: { url: string } | null }

/** The feed's first page as a guest reads it. */
async function feed(page: Page): Promise<ApiShort[]> {
  return ((await (await page.request.get('/api/shorts?start=0&limit=10')).json()) as { items: ApiShort[] }).items;
}

/** An older short of the feed with a caption (not its first). */
const captioned = (shorts: ApiShort[]) => shorts.slice(1).find((short) => short.text)!;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the feed shows its newest short with its poster in place, a short\'s page that short first with its caption', async ({ page }) => {
    const shorts = await feed(page);
    await page.goto('/shorts');
    const first = page.getByTestId('short-slide').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(shorts[0]!.title);
    await expect(first.getByTestId('short-video')).toHaveAttribute('poster', shorts[0]!.poster!.size_m);
    await expect(first.getByTestId('short-video')).not.toHaveAttribute('autoplay');
    await expect(page.getByTestId('short-slide')).toHaveCount(shorts.length);
    // Between the header and, on phones, the tab bar, as the app keeps it: drawn where it stays.
    const [header, slide] = await Promise.all([page.locator('header').first().boundingBox(), first.boundingBox()]);
    expect(slide!.y).toBeCloseTo(header!.y + header!.height, 0);
    const tabs = page.getByRole('navigation', { name: 'Main' });
    const bottom = await tabs.isVisible() ? (await tabs.boundingBox())!.y : page.viewportSize()!.height;
    expect(slide!.y + slide!.height).toBeCloseTo(bottom, 0);

    const short = captioned(shorts);
    await page.goto(`/shorts/${short.id}`);
    const lead = page.getByTestId('short-slide').first();
    await expect(lead.getByRole('heading', { level: 2 })).toHaveText(short.title);
    await expect(lead.getByText(short.text)).toBeVisible();
    await expect(lead.getByTestId('short-video')).toHaveAttribute('poster', short.poster!.size_m);
  });

  test('a short\'s own page shows its player, title and caption; a grower\'s shorts tab their shorts', async ({ page }) => {
    const short = captioned(await feed(page)) as ApiShort & { poster: { size_xl: string }; item_user: { id: number } };
    await page.goto(`/video/${short.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(short.title);
    await expect(page.getByText(short.text)).toBeVisible();
    await expect(page.getByTestId('video-player')).toHaveAttribute('poster', short.poster.size_xl);
    await expect(page.getByTestId('video-player')).toHaveAttribute('controls');

    const theirs = await growerShorts(page, short.item_user.id);
    await page.goto(`/grower/${short.item_user.id}/shorts`);
    await expect(page.getByTestId('grower-short')).toHaveCount(theirs.length);
    await expect(page.getByTestId('grower-short').first()).toContainText(theirs[0]!.title);
  });
});

/** A grower's shorts, as their profile's shorts tab reads them. */
async function growerShorts(page: Page, userId: number): Promise<ApiShort[]> {
  return ((await (await page.request.get(`/api/shorts?start=0&limit=10&user_id=${userId}`)).json()) as { items: ApiShort[] }).items;
}

/** Whether this device stored a list of shorts (the feed's first page, or a grower's) and a short, as their refreshes would have. */
const stored = (page: Page, id: number, listKey = 'all') => page.evaluate(({ key, list: listName }) => new Promise<{ feed: number; short: boolean }>((resolve) => {
  const open = indexedDB.open('growdiaries');
  open.onsuccess = () => {
    const reads = open.result.transaction(['shortLists', 'shorts']);
    const list = reads.objectStore('shortLists').get(listName);
    const short = reads.objectStore('shorts').get(key);
    reads.oncomplete = () => resolve({ feed: (list.result as { ids: number[] } | undefined)?.ids.length ?? 0, short: short.result !== undefined });
  };
}), { key: id, list: listKey });

/**
 * The layout shift of the feed, not counting the header's: on a loaded machine the browser may lay the header out
 * before its account menu has arrived, which then moves the language switch (a known shift of the header, about
 * 0.002 at 8x CPU with or without the app's code, tracked apart from the shorts).
 */
const feedShift = (page: Page) => layoutShift(page, 'header');

/** The element and image of the page's largest contentful paint. */
const largestPaint = (page: Page) => page.evaluate(() => new Promise<{ element: string | undefined; url: string }>((resolve) => {
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string };
    resolve({ element: last.element?.tagName, url: last.url });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}));

for (const opened of ['the feed', 'a short'] as const) {
  test(`${opened} rendered on the server hydrates without a warning, a second request for its shorts or a shift, then plays muted`, async ({ page }) => {
    const shorts = await feed(page);
    const short = opened === 'the feed' ? shorts[0]! : captioned(shorts);
    const problems = pageProblems(page);
    const asked = { feed: requestsFor(page, '/api/shorts'), short: requestsFor(page, `/api/videos/${short.id}`) };
    await page.goto(opened === 'the feed' ? '/shorts' : `/shorts/${short.id}`);
    const video = page.getByTestId('short-video').first();
    // Hydrated: React has taken the server's video element over.
    await page.waitForFunction(() => Object.keys(document.querySelector('[data-testid=short-video]') ?? {}).some((key) => key.startsWith('__reactProps')));
    await expect(page.getByTestId('short-slide').first().getByRole('heading', { level: 2 })).toHaveText(short.title);
    // The poster or the short's heading, both in the server's HTML: Chromium leaves a picture out of the largest
    // paint when it is too plain for its size (a test clip's flat frame, sent as WebP in 0.6 KB, can be).
    const poster = new URL(short.poster!.size_m, page.url()).toString();
    expect([{ element: 'VIDEO', url: poster }, { element: 'H2', url: '' }]).toContainEqual(await largestPaint(page));
    expect(await feedShift(page)).toBe(0);
    await expect.poll(() => stored(page, short.id)).toEqual({ feed: shorts.length, short: true });
    // Playback starts once the app runs, muted.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted && element.currentTime > 0.2), { timeout: 15_000 }).toBe(true);
    expect(asked).toEqual({ feed: [], short: [] });
    expect(problems).toEqual([]);
  });
}

test('a short\'s own page and a grower\'s shorts tab hydrate without a warning, a second request or a shift, and keep what they show', async ({ page }) => {
  const short = captioned(await feed(page)) as ApiShort & { item_user: { id: number } };
  const theirs = await growerShorts(page, short.item_user.id);
  const problems = pageProblems(page);
  const asked = { short: requestsFor(page, `/api/videos/${short.id}`), shorts: requestsFor(page, '/api/shorts') };
  await page.goto(`/video/${short.id}`);
  await page.waitForFunction(() => Object.keys(document.querySelector('[data-testid=video-player]') ?? {}).some((key) => key.startsWith('__reactProps')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(short.title);
  expect(await feedShift(page)).toBe(0);
  await expect.poll(async () => (await stored(page, short.id)).short).toBe(true);

  await page.goto(`/grower/${short.item_user.id}/shorts`);
  await page.waitForFunction(() => Object.keys(document.querySelector('[data-testid=grower-short]') ?? {}).some((key) => key.startsWith('__reactProps')));
  await expect(page.getByTestId('grower-short')).toHaveCount(theirs.length);
  expect(await feedShift(page)).toBe(0);
  await expect.poll(async () => (await stored(page, theirs[0]!.id, `user:${short.item_user.id}`)).feed).toBe(theirs.length);
  expect(asked).toEqual({ short: [], shorts: [] });
  expect(problems).toEqual([]);
});
