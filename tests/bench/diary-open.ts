// Time to first content of a big diary (30 weeks, 20 photos a week) opened offline from IndexedDB, tapped on the home page.
import type { Browser } from '@playwright/test';
import { median, putRows } from './support';

const WEEKS = 30;
const PHOTOS_PER_WEEK = 20;
const OPENS = 15;
const BIG_DIARY_ID = 990_001;

interface DemoWeek { id: number; items_photo: { id: number }[]; [field: string]: unknown }
interface DemoDiary { id: number; items_week: DemoWeek[]; [field: string]: unknown }

export interface DiaryOpenFigures { titleMs: number; firstWeekMs: number; allWeeksMs: number; opens: number }

/** A diary as the app stores it after a refresh: a demo diary's fields, 30 of its weeks repeated, 20 photos each. */
function bigDiary(demo: DemoDiary) {
  const { items_week: weeks, ...fields } = demo;
  const photos = weeks.flatMap((w) => w.items_photo);
  const diary = { ...fields, id: BIG_DIARY_ID, has_details: true, synced_at: Date.now() };
  const storedWeeks = Array.from({ length: WEEKS }, (_, i) => ({
    ...weeks[i % weeks.length],
    id: BIG_DIARY_ID * 100 + i,
    diary_id: BIG_DIARY_ID,
    position: i,
    items_photo: Array.from({ length: PHOTOS_PER_WEEK }, (_, p) => ({ ...photos[(i * PHOTOS_PER_WEEK + p) % photos.length], id: BIG_DIARY_ID * 10_000 + i * PHOTOS_PER_WEEK + p })),
  }));
  return { diary, weeks: storedWeeks };
}

/**
 * Opens the big diary from its card on the home page; ms from the tap to its title and to its first week.
 * Plain JavaScript source: the TypeScript runner would wrap named inner functions in a helper the page lacks.
 */
const OPEN_FROM_HOME = `async (id) => {
  const appeared = (selector, count = 1) => new Promise((resolve) => {
    if (document.querySelectorAll(selector).length >= count) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll(selector).length < count) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  const link = document.querySelector('a[href="/diaries/' + id + '"]');
  if (!link) throw new Error('the big diary has no card on the home page');
  const title = appeared('[data-testid="diary-title"]');
  const week = appeared('[data-testid="week-card"]');
  const allWeeks = appeared('[data-testid="week-card"]', ${WEEKS});
  const tapped = performance.now();
  link.click();
  const [t, w, all] = await Promise.all([title, week, allWeeks]);
  return [t - tapped, w - tapped, all - tapped];
}`;

export async function diaryOpenBench(browser: Browser, serverUrl: string): Promise<DiaryOpenFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: serverUrl });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await page.getByTestId('diary-card').first().waitFor();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
    const list = await (await fetch(`${serverUrl}/api/diaries?limit=1`)).json() as { items: { id: number }[] };
    const demo = await (await fetch(`${serverUrl}/api/diaries/${list.items[0]!.id}`)).json() as DemoDiary;
    const { diary, weeks } = bigDiary(demo);
    // Stored as a refresh stores it, and first on the home page's list, as a diary the grower read before.
    const feed = await page.evaluate(() => new Promise<{ key: string; ids: number[] }>((resolve) => {
      const open = indexedDB.open('growdiaries');
      open.onsuccess = () => {
        const read = open.result.transaction('feeds').objectStore('feeds').get('main');
        read.onsuccess = () => {
          open.result.close();
          resolve(read.result as { key: string; ids: number[] });
        };
      };
    }));
    await putRows(page, { diaries: [diary], weeks, feeds: [{ ...feed, ids: [BIG_DIARY_ID, ...feed.ids] }] });

    await context.setOffline(true);
    await page.reload();
    const titles: number[] = [];
    const firstWeeks: number[] = [];
    const allWeeks: number[] = [];
    // The first open loads the diary screen's code from the service worker; every open after it is measured.
    for (let i = 0; i <= OPENS; i++) {
      await page.locator(`a[href="/diaries/${BIG_DIARY_ID}"]`).first().waitFor();
      const [title, week, all] = await page.evaluate<[number, number, number]>(`(${OPEN_FROM_HOME})(${BIG_DIARY_ID})`);
      if (i > 0) {
        titles.push(title);
        firstWeeks.push(week);
        allWeeks.push(all);
      }
      await page.goBack();
    }
    return { titleMs: median(titles), firstWeekMs: median(firstWeeks), allWeeksMs: median(allWeeks), opens: OPENS };
  } finally {
    await context.close();
  }
}
