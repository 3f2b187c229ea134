// A thread of 1,000 comments opened offline from IndexedDB: ms from the tap on its diary's card to the thread's first
// screen (its first comments on the page), for a diary with no weeks, so the thread starts within the first screen.
import type { Browser } from '@playwright/test';
import { homeWithWorker, medianOfflineOpens, putRows, readRow } from './support';

const COMMENTS = 1000;
const OPENS = 15;
const DIARY_ID = 990_002;
/** Comments the first screen of a phone shows at least. */
const FIRST_SCREEN = 2;

export interface CommentsOfflineFigures { titleMs: number; firstScreenMs: number; opens: number; comments: number }

export async function commentsOfflineBench(browser: Browser, serverUrl: string): Promise<CommentsOfflineFigures> {
  const { context, page } = await homeWithWorker(browser, serverUrl);
  try {
    const list = (await (await fetch(`${serverUrl}/api/diaries?limit=1`)).json()) as { items: Record<string, unknown>[] };
    const card = list.items[0]!;
    const now = Date.now();
    const diary = { ...card, id: DIARY_ID, name: 'A thousand comments', cnt_weeks: 0, cnt_comments: COMMENTS, has_details: true, synced_at: now,
      type_room: null, type_watering: null, type_soil: null, items_nutrient: [], items_lamp_veg: [], items_lamp_flo: [], items_tent: [], items_medium: [], items_equip: [], approved: 1 };
    const comments = Array.from({ length: COMMENTS }, (_, i) => ({
      id: 9_000_000 + i, type: 'diary', ref_id: DIARY_ID, parent_id: null, parent: 0,
      text: `Comment number ${i}: how is the stretch going this week? Mine doubled in height after the flip.`,
      add_date: new Date(now - i * 60_000).toISOString(), update_date: new Date(now - i * 60_000).toISOString(),
      item_user: card.item_user, cnt_likes: i % 7, cnt_childs: i % 5 === 0 ? 2 : 0, is_remove: false, liked: false, mentions: {}, synced_at: now,
    }));
    const feed = await readRow<{ key: string; ids: number[] }>(page, 'feeds', 'main');
    await putRows(page, {
      diaries: [diary],
      comments,
      commentThreads: [{ kind: 'list', key: `diary:${DIARY_ID}:newest`, ids: comments.map((c) => c.id), offset: 0, total: COMMENTS, cnt_comments: COMMENTS, synced_at: now }],
      feeds: [{ ...feed, ids: [DIARY_ID, ...feed.ids] }],
    });

    const [titleMs, firstScreenMs] = await medianOfflineOpens(context, page, `/diaries/${DIARY_ID}`, [
      ['[data-testid="diary-title"]', 1], ['[data-testid="comment"]', FIRST_SCREEN],
    ], OPENS);
    return { titleMs: titleMs!, firstScreenMs: firstScreenMs!, opens: OPENS, comments: COMMENTS };
  } finally {
    await context.close();
  }
}
