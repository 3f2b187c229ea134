// A grower with no signal logs a whole diary, photos included; it reaches the server exactly once when the signal returns.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy';
import { addWeek, createDiary, photo, video } from './diary-steps';
import { signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

const SERVER_URL = `http://localhost:${process.env.E2E_PORT ?? 8181}`;

interface ServerPhoto { id: number; size_s: string; size_m: string; size_xl: string; size_big: string }
interface ServerWeek { id: number; faza: number; text: string; items_photo: ServerPhoto[]; items_video?: unknown[] }
interface ServerDiary { id: number; name: string; items_week: ServerWeek[] }
/** Logs the whole diary of the issue: three growing weeks with five photos, and a harvest. */
async function logDiary(page: Page, name: string): Promise<void> {
  await createDiary(page, name);
  await addWeek(page, 'Germination', async () => {
    await page.getByLabel('Germination date').fill('2026-10-01');
    await page.getByLabel('What happened this week?').fill('Seeds cracked in a paper towel.');
  }, [await photo(1), await photo(2)]);
  await addWeek(page, 'Vegetation', async () => {
    await page.getByLabel('Height', { exact: true }).fill('12');
    await page.getByLabel('pH', { exact: true }).fill('6.2');
  }, [await photo(3), await photo(4)]);
  await addWeek(page, 'Flowering', async () => {
    await page.getByLabel('Humidity', { exact: true }).fill('45');
  }, [await photo(5)]);
  await addWeek(page, null, async () => {
    await page.getByLabel('Dry weight').fill('120');
    await page.getByLabel('Your review of the strain').fill('Dense buds, easy to grow.');
  });
}

/** The diary's timeline as the device shows it: four weeks and five local thumbnails that really decode. */
async function expectLoggedDiaryShown(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('diary-title')).toHaveText(name);
  await expect(page.getByTestId('week-card')).toHaveCount(4);
  const thumbnails = page.locator('[data-testid="queued-thumbnail"] img, [data-testid="week-card"] img');
  await expect(thumbnails).toHaveCount(5);
  await expect.poll(() => thumbnails.evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
}

/** The grower's diaries with this name on the server, read through the public API. */
async function serverDiaries(name: string): Promise<ServerDiary[]> {
  const found: ServerDiary[] = [];
  for (let start = 0; ; start += 100) {
    const page = await (await fetch(`${SERVER_URL}/api/diaries?start=${start}&limit=100`)).json() as { items: { id: number; name: string }[]; total: number };
    for (const card of page.items.filter((d) => d.name === name)) found.push(await (await fetch(`${SERVER_URL}/api/diaries/${card.id}`)).json() as ServerDiary);
    if (start + 100 >= page.total) return found;
  }
}

/** Exactly one diary with four weeks and five photos, each photo served in its four sizes. */
async function expectOneDiaryOnServer(name: string): Promise<ServerDiary> {
  await expect.poll(async () => (await serverDiaries(name)).map((d) => d.items_week.flatMap((w) => w.items_photo).length), { timeout: 45_000 }).toEqual([5]);
  const [diary] = await serverDiaries(name);
  expect(diary!.items_week.map((w) => w.faza)).toEqual([-1, 0, 1, 2]);
  for (const photo of diary!.items_week.flatMap((w) => w.items_photo)) {
    for (const url of [photo.size_s, photo.size_m, photo.size_xl, photo.size_big]) {
      const answer = await fetch(new URL(url, SERVER_URL));
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\//);
    }
  }
  return diary!;
}

/** Signs up online, then cuts the network before any diary exists. */
async function signedInOffline(page: Page, context: BrowserContext, prefix: string): Promise<string> {
  const grower = uniqueName(prefix);
  await signUpThroughUi(page, grower, 'correct horse battery staple');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  return grower;
}

test.describe('offline diary logging', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a diary logged offline survives a reload, then reaches the server once from a new page', async ({ page, context }) => {
    await signedInOffline(page, context, 'offlinegrower');
    const name = uniqueName('Offline grow ');
    await logDiary(page, name);
    await expect(page.getByTestId('pending-badge')).toBeVisible();

    await page.reload();
    await page.getByRole('link', { name: 'All weeks' }).click();
    await expectLoggedDiaryShown(page, name);
    expect(await serverDiaries(name)).toEqual([]);

    // The page closes with everything queued; the grower comes back online later in a new page.
    await page.close();
    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto('/');
    await expectOneDiaryOnServer(name);
    await expect(later.getByTestId('pending-badge')).toBeHidden();
  });

  test.describe('through a flaky network', () => {
    // The sync engine's retries and resumed uploads behave alike at every width: run once, on the desktop (the suite
    // keeps within its 20 minutes).
    test.skip(({ isMobile }) => isMobile, 'desktop only: no layout in it');
    let proxy: FaultProxy;
    let context: BrowserContext;
    let page: Page;

    test.beforeEach(async ({ browser }, testInfo) => {
      proxy = await startFaultProxy(SERVER_URL);
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
      context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL: proxy.url });
      page = await context.newPage();
    });

    test.afterEach(async ({ isMobile }) => {
      if (isMobile) return;
      await context.close();
      await proxy.close();
    });

    test('server errors on the first attempts and a request delivered twice change nothing', async () => {
      await signedInOffline(page, context, 'flakygrower');
      const name = uniqueName('Flaky grow ');
      await logDiary(page, name);
      // Back online: every write fails twice with 500, and the diary's creation reaches the server twice.
      proxy.decide = (request, count) => {
        if (request.method === 'POST' && request.path === '/api/diaries') return { kind: 'twice' };
        if (request.method !== 'GET' && count <= 2) return { kind: 'answer', status: 500, body: { error: 'internal', message: 'Temporary failure' } };
        return { kind: 'pass' };
      };
      await context.setOffline(false);
      await expectOneDiaryOnServer(name);
      await expect(page.getByTestId('pending-badge')).toBeHidden();
      const creations = proxy.seen.filter((r) => r.method === 'POST' && r.path === '/api/diaries');
      expect(new Set(creations.map((r) => r.rniq)).size).toBe(1);
    });

    test('a video cut off half-way resumes from where it stopped', async () => {
      await signedInOffline(page, context, 'videogrower');
      await createDiary(page, uniqueName('Video grow '));
      const clip = video(12 * 1024 * 1024);
      await addWeek(page, 'Vegetation', async () => undefined, [clip]);
      let cut = false;
      proxy.decide = (request) => {
        if (request.method === 'PATCH' && request.path.startsWith('/api/uploads/videos/') && !cut) {
          cut = true;
          return { kind: 'cut', bytes: 3 * 1024 * 1024 };
        }
        return { kind: 'pass' };
      };
      await context.setOffline(false);
      await expect(page.getByTestId('pending-badge')).toBeVisible();
      await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 90_000 });
      expect(cut).toBe(true);
      // Resumed, not restarted: after asking the server its offset (HEAD), only the rest of the file is sent.
      const tusRequests = proxy.seen.filter((r) => r.path.startsWith('/api/uploads/videos/'));
      const resumedAt = tusRequests.findIndex((r) => r.method === 'HEAD');
      expect(resumedAt).toBeGreaterThan(0);
      const sentAfterResume = tusRequests.slice(resumedAt).filter((r) => r.method === 'PATCH').reduce((total, r) => total + r.bodyBytes, 0);
      expect(sentAfterResume).toBeGreaterThan(0);
      expect(sentAfterResume).toBeLessThan(clip.buffer.length);
      const diaryId = Number(/\/diaries\/(\d+)/.exec(page.url())?.[1]);
      const diary = await (await fetch(`${SERVER_URL}/api/diaries/${diaryId}`)).json() as ServerDiary;
      expect(diary.items_week.flatMap((w) => w.items_video ?? [])).toHaveLength(1);
    });

    test('a change the server refuses stays visible as refused, with its text intact', async () => {
      await signedInOffline(page, context, 'refusedgrower');
      await createDiary(page, uniqueName('Refused grow '));
      const text = 'Leaves curled at the tips after feeding; flushed with plain water.';
      await addWeek(page, 'Vegetation', async () => {
        await page.getByLabel('What happened this week?').fill(text);
      });
      proxy.decide = (request) => (request.method === 'POST' && /\/weeks$/.test(request.path)
        ? { kind: 'answer', status: 403, body: { error: 'forbidden', message: 'You can only change your own diaries' } }
        : { kind: 'pass' });
      await context.setOffline(false);
      await page.getByTestId('pending-badge').click();
      const refused = page.getByTestId('pending-change').filter({ has: page.getByTestId('refused-reason') });
      await expect(refused).toHaveCount(1, { timeout: 30_000 });
      await expect(refused.getByTestId('refused-reason')).toContainText('You can only change your own diaries');
      await expect(refused.getByTestId('change-content')).toContainText(text);
    });
  });
});
