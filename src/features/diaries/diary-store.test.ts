import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import type { Diary, DiaryCard } from '@/domain/diary/diary';
import type { Week } from '@/domain/week/week';
import { refreshMainPage } from './diary-store';
import { MAIN_FEED_KEY } from './feeds';
import { refreshDiary } from './diary-page-store';
import { ServerError } from '@/sync/transport/http';

const user = { id: 3, name: 'grower', link: '/grower/3', status: 'grower', avatar: null, avatar_small: null, avatar_little: null };

function card(id: number, name: string): DiaryCard {
  return { id, name, link: `/diaries/${id}`, add_date: '2026-01-01T00:00:00Z', update_date: '2026-02-01T00:00:00Z', cover: null, max_faza: 1, is_harvest: false, cnt_weeks: 2, cnt_days: 14, cnt_views: 0, cnt_likes: 0, cnt_comments: 0, item_user: user, items_seed: [] };
}

function week(id: number, diaryId: number, faza: -1 | 0 | 1 | 2): Week {
  return { id, diary_id: diaryId, days: 7, faza, text: '', add_date: '', update_date: '', cnt_comments: 0, cnt_likes: 0, is_remove: false, is_video: false, props: { height: 10 }, items_photo: [], items_nutrient: [] };
}

function diary(id: number, name: string, weeks: Week[]): Diary {
  return { ...card(id, name), type_room: 1, type_watering: 1, type_soil: 1, items_nutrient: [], items_lamp_veg: [], items_lamp_flo: [], items_tent: [], items_week: weeks };
}

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

beforeEach(async () => {
  await Promise.all([db.diaries.clear(), db.weeks.clear(), db.feeds.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe('diary refreshers', () => {
  it('keeps the home feed in order and a diary with its weeks in order', async () => {
    answer(200, { items_diary: [card(2, 'B'), card(1, 'A')], total_diaries: 60, total_growers: 25 });
    await refreshMainPage();
    expect(await db.feeds.get(MAIN_FEED_KEY)).toMatchObject({ ids: [2, 1], total: 60 });

    answer(200, diary(1, 'A', [week(11, 1, -1), week(10, 1, 0)]));
    await refreshDiary(1);
    const weeks = await db.weeks.where('[diary_id+position]').between([1, -Infinity], [1, Infinity]).toArray();
    expect(weeks.map((w) => [w.id, w.position])).toEqual([[11, 0], [10, 1]]);
    expect((await db.diaries.get(1))?.has_details).toBe(true);
  });

  it('does not drop stored details when a list brings the same diary as a card', async () => {
    answer(200, diary(1, 'A', [week(10, 1, 0)]));
    await refreshDiary(1);
    answer(200, { items_diary: [card(1, 'A renamed')], total_diaries: 1, total_growers: 1 });
    await refreshMainPage();
    const stored = await db.diaries.get(1);
    expect(stored).toMatchObject({ name: 'A renamed', has_details: true, type_room: 1 });
    expect(await db.weeks.count()).toBe(1);
  });

  it('replaces weeks removed on the server, and forgets a diary the server no longer has', async () => {
    answer(200, diary(1, 'A', [week(10, 1, 0), week(12, 1, 1)]));
    await refreshDiary(1);
    answer(200, diary(1, 'A', [week(12, 1, 1)]));
    await refreshDiary(1);
    expect((await db.weeks.toArray()).map((w) => w.id)).toEqual([12]);

    answer(404, { error: 'not_found', message: 'Diary not found' });
    await expect(refreshDiary(1)).rejects.toBeInstanceOf(ServerError);
    expect(await db.diaries.get(1)).toBeUndefined();
    expect(await db.weeks.count()).toBe(0);
  });

  it('forgets a diary gone from the server even while another diary whose id starts the same has changes queued', async () => {
    answer(200, diary(1, 'A', [week(10, 1, 0)]));
    await refreshDiary(1);
    await db.outbox.add({ key: 'k1', mutator: 'week.create', args: { diary_id: 12, week_id: -5, body: {} }, target: 'diary:12/week:-5', label: 'Other diary', status: 'pending', created_at: 0, attempts: 0 });
    answer(404, { error: 'not_found', message: 'Diary not found' });
    await expect(refreshDiary(1)).rejects.toBeInstanceOf(ServerError);
    expect(await db.diaries.get(1)).toBeUndefined();
  });
});
