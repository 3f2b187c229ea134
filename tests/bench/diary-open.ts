// Time to first content of a big diary (30 weeks, 20 photos a week) opened offline from IndexedDB, tapped on the home page.
import type { Browser } from '@playwright/test';
import { homeWithWorker, medianOfflineOpens, putRows, readRow } from './support';

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

export async function diaryOpenBench(browser: Browser, serverUrl: string): Promise<DiaryOpenFigures> {
  const { context, page } = await homeWithWorker(browser, serverUrl);
  try {
    const list = await (await fetch(`${serverUrl}/api/diaries?limit=1`)).json() as { items: { id: number }[] };
    const demo = await (await fetch(`${serverUrl}/api/diaries/${list.items[0]!.id}`)).json() as DemoDiary;
    const { diary, weeks } = bigDiary(demo);
    // Stored as a refresh stores it, and first on the home page's list, as a diary the grower read before.
    const feed = await readRow<{ key: string; ids: number[] }>(page, 'feeds', 'main');
    await putRows(page, { diaries: [diary], weeks, feeds: [{ ...feed, ids: [BIG_DIARY_ID, ...feed.ids] }] });

    const [titleMs, firstWeekMs, allWeeksMs] = await medianOfflineOpens(context, page, `/diaries/${BIG_DIARY_ID}`, [
      ['[data-testid="diary-title"]', 1], ['[data-testid="week-card"]', 1], ['[data-testid="week-card"]', WEEKS],
    ], OPENS);
    return { titleMs: titleMs!, firstWeekMs: firstWeekMs!, allWeeksMs: allWeeksMs!, opens: OPENS };
  } finally {
    await context.close();
  }
}
