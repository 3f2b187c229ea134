// Shorts in Chromium, desktop and phone: the feed snaps one short at a time, the short on screen plays muted and the
// one scrolled away pauses, the sound turns on with a tap; the feed seen once opens offline, and a watched clip plays
// offline from the worker's copy; a short's HTML holds VideoObject data; a grower posts a short while offline (the
// poster frame taken on the device), it waits on the device and on /pending, and is published once the network is
// back: its clip plays and it shows on the profile.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

/** The state of the n-th video of the feed: whether it plays, is muted, and how far it got. */
function videoState(page: Page, index: number) {
  return page.getByTestId('short-video').nth(index).evaluate((video: HTMLVideoElement) => ({ playing: !video.paused, muted: video.muted, time: video.currentTime }));
}

/** Waits until the n-th video has played past `time` seconds. */
async function expectPlaying(page: Page, index: number, time = 0.2): Promise<void> {
  await expect.poll(async () => {
    const state = await videoState(page, index);
    return state.playing && state.time > time;
  }, { timeout: 15_000 }).toBe(true);
}

test('the feed plays the short on screen, muted, pauses the one scrolled away, and opens offline once seen', async ({ page, context }) => {
  await page.goto('/shorts');
  await waitForServiceWorker(page);
  const feed = page.getByTestId('shorts-feed');
  await expect(page.getByTestId('short-slide').first()).toBeVisible();
  await expect(page.getByTestId('short-slide')).toHaveCount(10);
  // One short fills the feed's height: the list snaps one at a time.
  const [slideHeight, feedHeight] = await Promise.all([
    page.getByTestId('short-slide').first().evaluate((el) => el.getBoundingClientRect().height),
    feed.evaluate((el) => el.clientHeight),
  ]);
  expect(slideHeight).toBe(feedHeight);

  await expectPlaying(page, 0);
  expect((await videoState(page, 0)).muted).toBe(true);

  // A swipe (the feed scrolls by one screen): the second short plays, the first pauses.
  await feed.evaluate((el) => el.scrollBy({ top: el.clientHeight }));
  await expectPlaying(page, 1);
  await expect.poll(async () => (await videoState(page, 0)).playing).toBe(false);
  await expect.poll(() => feed.evaluate((el) => el.scrollTop / el.clientHeight)).toBe(1);

  // Sound on with one tap, for every short of the feed.
  await page.getByTestId('short-slide').nth(1).getByTestId('short-sound').click();
  expect((await videoState(page, 1)).muted).toBe(false);
  await expect(page.getByTestId('short-slide').nth(1).getByTestId('short-sound')).toHaveAttribute('aria-pressed', 'true');

  // Near the end the next page comes: the twelve demo shorts, and those other tests of this run posted meanwhile.
  await feed.evaluate((el) => el.scrollTo({ top: el.clientHeight * 9 }));
  await expect.poll(() => page.getByTestId('short-slide').count()).toBeGreaterThanOrEqual(12);

  // The feed seen once opens offline: titles, authors and posters from the device; a clip watched plays from the
  // worker's copy (the second one played while the worker controlled the page).
  const titles = await page.getByTestId('short-slide').evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')));
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('videos-v1')).keys()).length)).toBeGreaterThan(0);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('short-slide')).toHaveCount(titles.length);
  expect(await page.getByTestId('short-slide').evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')))).toEqual(titles);
  await feed.evaluate((el) => el.scrollBy({ top: el.clientHeight }));
  await expectPlaying(page, 1);
  await context.setOffline(false);
});

test('the HTML of a short holds its title, description and VideoObject data', async ({ request }) => {
  const feed = (await (await request.get('/api/shorts?limit=50')).json()) as { items: { id: number; title: string }[] };
  const short = feed.items.find((s) => s.title === 'Harvest day timelapse')!;
  const html = await (await request.get(`/video/${short.id}`)).text();
  expect(html).toContain('<title>Harvest day timelapse — GrowDiaries</title>');
  expect(html).toMatch(/<meta name="description" content="Wet trim, hung whole branches/);
  const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
  expect(data).toMatchObject({ '@type': 'VideoObject', name: 'Harvest day timelapse', encodingFormat: 'video/webm' });
  expect(data.uploadDate).toMatch(/\+02:00$/);
  expect(data.contentUrl).toMatch(/\/uploads\/videos\/demo-harvest\.webm$/);
  expect((await request.get('/shorts/999999')).status()).toBe(404);
});

test('a grower posts a short offline: it waits on the device, then is published with its poster and plays', async ({ page, context, request }) => {
  const name = uniqueName('clipper');
  await signUpThroughUi(page, name, 'shorts-clipper-pw');
  await page.goto('/shorts/edit/new');
  await waitForServiceWorker(page);
  await page.getByTestId('short-file').setInputFiles('server/db/seed/clips/veg.webm');
  // The poster frame, taken on this device from the clip.
  await expect(page.getByTestId('short-poster-preview')).toBeVisible();
  expect(await page.getByTestId('short-poster-preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const title = `Veg week 3 ${name}`;
  await page.getByTestId('short-title').fill(title);
  await page.getByTestId('short-text').fill('Fan leaves the size of my hand.');
  // The words are a draft on the device: a reload keeps them (the clip is picked again).
  await page.reload();
  await expect(page.getByTestId('short-title')).toHaveValue(title);
  await expect(page.getByText('A draft of this short was restored from this device.')).toBeVisible();
  await page.getByTestId('short-file').setInputFiles('server/db/seed/clips/veg.webm');
  await expect(page.getByTestId('short-poster-preview')).toBeVisible();

  await context.setOffline(true);
  await page.getByTestId('short-save').click();
  await expect(page).toHaveURL(/\/shorts\/edit\/-\d+$/);
  await expect(page.getByTestId('short-state')).toHaveText('Saved on this device: the clip is waiting to be uploaded.');
  await page.goto('/pending');
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goBack();

  await context.setOffline(false);
  await expect(page.getByTestId('short-state')).toContainText('Published.', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/shorts\/edit\/\d+$/);
  await expect(page.getByTestId('short-title')).toHaveValue(title);
  const id = Number(/\/shorts\/edit\/(\d+)$/.exec(page.url())![1]);

  // On the server exactly once, with the clip and the poster.
  const mine = (await (await request.get(`/api/shorts?user_id=${(await (await request.get(`/api/videos/${id}`)).json() as { item_user: { id: number } }).item_user.id}`)).json()) as { items: { id: number; title: string; video: { url: string } | null; poster: unknown }[] };
  expect(mine.items.filter((s) => s.title === title)).toHaveLength(1);
  expect(mine.items[0]).toMatchObject({ id, video: { url: expect.stringMatching(/^\/uploads\/videos\/.+\.webm$/) }, poster: expect.anything() });

  // Its page plays the clip; the grower's profile lists it.
  await page.getByRole('link', { name: 'Watch it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByTestId('video-player').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => page.getByTestId('video-player').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
  await page.getByRole('link', { name }).first().click();
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Shorts' }).click();
  await expect(page.getByTestId('grower-short')).toHaveText([title]);
});
