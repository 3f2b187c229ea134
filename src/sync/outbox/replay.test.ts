import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { emptyDiaryFields } from '@/domain/diary/diary-form';
import type { Week } from '@/domain/week/week';
import { emptyWeekFields, weekFieldsOf } from '@/domain/week/week-form';
import { createDiary, deleteDiary, updateDiary } from '@/features/diaries/writes';
import { createWeek, updateWeek } from '@/features/weeks/writes';
import { refreshDiary } from '@/features/diaries/diary-page-store';
import { getIdentity } from '../transport/identity';
import { discardMutation } from './queue-edits';
import { replayOutbox } from './replay';

vi.mock('./sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const grower = { id: 7, name: 'grower', link: '/grower/7', status: 'grower', avatar: null, avatar_small: null, avatar_little: null };

interface Sent { method: string; path: string; key: string | null; body: Record<string, unknown> | null }

/** A stand-in for the API: records requests and answers them like the server would (or as a test says). */
function fakeServer(answer?: (request: Sent) => Response | 'network' | undefined) {
  const sent: Sent[] = [];
  let nextId = 100;
  const weeks = new Map<number, Week>();
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const request: Sent = { method: init.method ?? 'GET', path, key: new Headers(init.headers).get('X-Rniq'), body: init.body ? JSON.parse(String(init.body)) : null };
    sent.push(request);
    const custom = answer?.(request);
    if (custom === 'network') throw new TypeError('Failed to fetch');
    if (custom) return custom;
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (request.method === 'POST' && path === '/api/diaries') {
      return json(201, { id: nextId++, ...request.body, link: '', add_date: 'a', update_date: 'u1', cover: null, max_faza: -1, is_harvest: false, cnt_weeks: 0, cnt_days: 0, cnt_views: 0, cnt_likes: 0, cnt_comments: 0, item_user: grower, items_seed: [], items_week: [] });
    }
    const weekCreate = /^\/api\/diaries\/(\d+)\/weeks$/.exec(path);
    if (request.method === 'POST' && weekCreate) {
      const week = { ...(request.body as object), id: nextId++, diary_id: Number(weekCreate[1]), add_date: 'a', update_date: 'w1', cnt_comments: 0, cnt_likes: 0, is_remove: false, is_video: false, items_photo: [], items_video: [], items_nutrient: [] } as unknown as Week;
      weeks.set(week.id, week);
      return json(201, week);
    }
    const weekPut = /^\/api\/diaries\/\d+\/weeks\/(\d+)$/.exec(path);
    if (request.method === 'PUT' && weekPut) {
      const week = { ...weeks.get(Number(weekPut[1]))!, ...(request.body as object), update_date: `put${sent.length}` } as Week;
      weeks.set(week.id, week);
      return json(200, week);
    }
    return new Response(null, { status: 204 });
  }));
  return { sent, weeks };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.session.put({ key: 'current', token: 'token', user: grower, signed_in_at: 0 });
});
afterEach(() => vi.unstubAllGlobals());

describe('the outbox', () => {
  it('sends a diary and its weeks made offline in order, once each, and remaps every temporary id', async () => {
    const diaryId = await createDiary({ ...emptyDiaryFields(), name: 'Closet grow' });
    const germination = await createWeek(diaryId, { ...emptyWeekFields(-1), text: 'Seeds in paper towel' });
    const vegetation = await createWeek(diaryId, emptyWeekFields(0));
    await updateWeek(vegetation, { ...emptyWeekFields(0), props: { height: 12 } });
    expect(diaryId).toBeLessThan(0);
    expect(await db.outbox.count()).toBe(3); // the edit of an unsent week went into its create

    const server = fakeServer();
    expect(await replayOutbox()).toBe('done');

    const { guestId } = await getIdentity();
    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/diaries', 'POST /api/diaries/100/weeks', 'POST /api/diaries/100/weeks']);
    expect(server.sent.every((r) => r.key?.startsWith(`${guestId}:`))).toBe(true);
    expect(new Set(server.sent.map((r) => r.key)).size).toBe(3);
    expect(server.sent[2]!.body).toMatchObject({ faza: 0, props: { height: 12 } });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.diaries.get(diaryId)).toBeUndefined();
    expect(await db.diaries.get(100)).toMatchObject({ name: 'Closet grow', cnt_weeks: 2 });
    const weeks = await db.weeks.where('diary_id').equals(100).sortBy('position');
    expect(weeks.map((w) => [w.id, w.text])).toEqual([[101, 'Seeds in paper towel'], [102, '']]);
    expect(await db.idMap.toArray()).toEqual(expect.arrayContaining([{ temp: diaryId, real: 100, kind: 'diary' }, { temp: germination, real: 101, kind: 'week' }]));
  });

  it('keeps work queued through network failures and 5xx, reusing the same key, and stops at 401', async () => {
    await createDiary({ ...emptyDiaryFields(), name: 'Tent' });
    let server = fakeServer(() => 'network');
    expect(await replayOutbox()).toBe('offline');
    server = fakeServer(() => new Response('{"error":"unavailable","message":"Down"}', { status: 503 }));
    expect(await replayOutbox()).toBe('unavailable');
    const firstKey = server.sent[0]!.key;
    fakeServer(() => new Response('{"error":"unauthorized","message":"Sign in"}', { status: 401 }));
    expect(await replayOutbox()).toBe('signed-out');
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'pending', attempts: 3 }]);
    server = fakeServer();
    expect(await replayOutbox()).toBe('done');
    expect(server.sent[0]!.key).toBe(firstKey);
  });

  it('sends nothing while the browser is offline, so an edit made then still goes into its unsent create', async () => {
    const diaryId = await createDiary({ ...emptyDiaryFields(), name: 'Grow room' });
    const weekId = await createWeek(diaryId, { ...emptyWeekFields(1), text: 'First' });
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const server = fakeServer();
    expect(await replayOutbox()).toBe('offline');
    expect(server.sent).toEqual([]);
    await updateWeek(weekId, { ...emptyWeekFields(1), text: 'First true leaves' });
    expect(await db.outbox.toArray()).toMatchObject([{ attempts: 0 }, { attempts: 0, args: { body: { text: 'First true leaves' } } }]);
  });

  it('marks a refused change refused with its content, goes on with the others, and holds back what depends on it', async () => {
    const refusedDiary = await createDiary({ ...emptyDiaryFields(), name: 'Refused' });
    await createWeek(refusedDiary, { ...emptyWeekFields(0), text: 'My words stay' });
    await createDiary({ ...emptyDiaryFields(), name: 'Fine' });
    const server = fakeServer((r) => (r.body?.name === 'Refused' ? new Response('{"error":"forbidden","message":"Not yours"}', { status: 403 }) : undefined));
    expect(await replayOutbox()).toBe('done');
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.status, r.error])).toEqual([
      ['refused', 'Not yours'],
      ['refused', 'It depends on a change the server refused: fix or discard that one first.'],
    ]);
    expect((rows[1]!.args as { body: unknown }).body).toMatchObject({ text: 'My words stay' });
    expect(server.sent.filter((r) => r.path === '/api/diaries').map((r) => r.body?.name)).toEqual(['Refused', 'Fine']);

    await discardMutation(rows[0]!.seq!);
    expect(await db.diaries.get(refusedDiary)).toBeUndefined();
  });

  /** A week reached the server (a diary with one week, 'Base', pH 6), as this device stored it. */
  async function syncedWeek(name: string) {
    fakeServer();
    const diaryId = await createDiary({ ...emptyDiaryFields(), name });
    const weekId = await createWeek(diaryId, { ...emptyWeekFields(1), text: 'Base', props: { ph: 6 } });
    await replayOutbox();
    const id = (await db.idMap.get(weekId))!.real;
    return { id, stored: (await db.weeks.get(id))! };
  }

  /** A server whose week changed on another device: the first PUT answers 409 with `current`, later ones store the body. */
  function serverChangedElsewhere(current: Week) {
    let conflicts = 0;
    return fakeServer((r) => {
      if (r.method === 'PUT' && conflicts++ === 0) return new Response(JSON.stringify({ error: 'conflict', message: 'Changed', current }), { status: 409 });
      if (r.method === 'PUT') return new Response(JSON.stringify({ ...current, ...r.body, update_date: 'merged' }), { status: 200 });
      return undefined;
    });
  }

  it('merges a week edit with another device\'s change on 409 and resends it on the server\'s version', async () => {
    const { id: realWeek, stored } = await syncedWeek('Shared');
    await updateWeek(realWeek, { ...weekFieldsOf(stored), props: { ph: 6.2 } });
    const server = serverChangedElsewhere({ ...stored, text: 'Base, and a line from the laptop', props: { ph: 6, air_hum: 55 }, update_date: 'laptop' });
    expect(await replayOutbox()).toBe('done');
    const resent = server.sent[1]!.body!;
    expect(resent).toMatchObject({ base_update_date: 'laptop', text: 'Base, and a line from the laptop', props: { ph: 6.2, air_hum: 55 } });
    expect(server.sent[0]!.key).toBe(server.sent[1]!.key);
    expect(await db.weeks.get(realWeek)).toMatchObject({ props: { ph: 6.2, air_hum: 55 }, update_date: 'merged' });
  });

  it('merges two coalesced offline edits of a week on the version the first was made on, keeping both', async () => {
    const { id: realWeek, stored } = await syncedWeek('Shared twice');
    await updateWeek(realWeek, { ...weekFieldsOf(stored), props: { ph: 6.2 } });
    await updateWeek(realWeek, { ...weekFieldsOf((await db.weeks.get(realWeek))!), props: { ph: 6.2, air_temp: 24 } });
    expect(await db.outbox.count()).toBe(1);
    const server = serverChangedElsewhere({ ...stored, props: { ph: 6, air_hum: 55 }, update_date: 'laptop' });
    expect(await replayOutbox()).toBe('done');
    // Both edits of this device and the laptop's humidity: the merge's base is the week before the first edit.
    expect(server.sent[1]!.body).toMatchObject({ props: { ph: 6.2, air_temp: 24, air_hum: 55 } });
  });

  it('sends two offline edits of one week as one request', async () => {
    const server = fakeServer();
    const diaryId = await createDiary({ ...emptyDiaryFields(), name: 'Grow' });
    const weekId = await createWeek(diaryId, emptyWeekFields(0));
    await replayOutbox();
    const realWeek = (await db.idMap.get(weekId))!.real;
    const stored = (await db.weeks.get(realWeek))!;
    await updateWeek(realWeek, { ...weekFieldsOf(stored), text: 'first' });
    await updateWeek(realWeek, { ...weekFieldsOf(stored), text: 'second' });
    const before = server.sent.length;
    await replayOutbox();
    expect(server.sent.slice(before).map((r) => [r.method, r.body?.text, r.body?.base_update_date])).toEqual([['PUT', 'second', 'w1']]);
    expect((await db.weeks.get(realWeek))?.text).toBe('second');
  });

  it('puts the change claimed ahead back in line when the network drops, then sends everything once, in order', async () => {
    const diaryId = await createDiary({ ...emptyDiaryFields(), name: 'Three weeks' });
    for (const faza of [-1, 0, 1] as const) await createWeek(diaryId, emptyWeekFields(faza));
    fakeServer((request) => (request.path.endsWith('/weeks') ? 'network' : undefined));
    expect(await replayOutbox()).toBe('offline');
    expect((await db.outbox.toArray()).map((m) => [m.status, m.attempts])).toEqual([['pending', 1], ['pending', 0], ['pending', 0]]);
    const server = fakeServer();
    expect(await replayOutbox()).toBe('done');
    expect(server.sent.map((r) => r.body?.faza)).toEqual([-1, 0, 1]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a second edit of a week only after the first one\'s answer is stored, based on that answer', async () => {
    const server = fakeServer();
    const diaryId = await createDiary({ ...emptyDiaryFields(), name: 'Edited twice' });
    const weekId = await createWeek(diaryId, emptyWeekFields(0));
    await replayOutbox();
    const realWeek = (await db.idMap.get(weekId))!.real;
    const stored = (await db.weeks.get(realWeek))!;
    await updateWeek(realWeek, { ...weekFieldsOf(stored), text: 'first' });
    // The first edit left once without an answer: the second can't join it and queues behind it.
    fakeServer(() => 'network');
    await replayOutbox();
    await updateWeek(realWeek, { ...weekFieldsOf(stored), text: 'second' });
    const again = fakeServer();
    for (const [id, week] of server.weeks) again.weeks.set(id, week);
    expect(await replayOutbox()).toBe('done');
    const [first, second] = again.sent;
    expect([first?.body?.text, second?.body?.text]).toEqual(['first', 'second']);
    // Based on the first edit's answer (stamped put1 by this fake server), not on the week as read before it.
    expect(first?.body?.base_update_date).toBe('w1');
    expect(second?.body?.base_update_date).toBe('put1');
    expect((await db.weeks.get(realWeek))?.text).toBe('second');
  });

  it('keeps the answers of the changes sent before one that fails, and only that one and those after it wait', async () => {
    const server = fakeServer();
    const diaryId = await createDiary({ ...emptyDiaryFields(), name: 'Three edits' });
    const temps = [await createWeek(diaryId, emptyWeekFields(0)), await createWeek(diaryId, emptyWeekFields(0)), await createWeek(diaryId, emptyWeekFields(0))];
    await replayOutbox();
    const weeks = await Promise.all(temps.map(async (temp) => (await db.idMap.get(temp))!.real));
    for (const [i, id] of weeks.entries()) await updateWeek(id, { ...weekFieldsOf((await db.weeks.get(id))!), text: `edit ${i}` });
    const flaky = fakeServer((request) => (request.body?.text === 'edit 1' ? new Response('{"error":"unavailable","message":"Down"}', { status: 503 }) : undefined));
    for (const [id, week] of server.weeks) flaky.weeks.set(id, week);
    expect(await replayOutbox()).toBe('unavailable');
    expect((await db.outbox.toArray()).map((m) => [(m.args as { body: { text: string } }).body.text, m.status, m.attempts])).toEqual([['edit 1', 'pending', 1], ['edit 2', 'pending', 0]]);
    // The first edit's answer is on the device: its week carries the server's new update_date.
    expect((await db.weeks.get(weeks[0]!))?.update_date).toBe('put1');
  });

  it('forgets a diary removed before it ever left the device', async () => {
    const diaryId = await createDiary({ ...emptyDiaryFields(), name: 'Oops' });
    await createWeek(diaryId, emptyWeekFields(0));
    await updateDiary(diaryId, { ...emptyDiaryFields(), name: 'Oops 2' });
    await deleteDiary(diaryId);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.weeks.count()).toBe(0);
    expect(await db.diaries.count()).toBe(0);
  });

  it('keeps weeks with unsent changes when the diary is refreshed from the server', async () => {
    fakeServer();
    const diaryId = await createDiary({ ...emptyDiaryFields(), name: 'Kept' });
    const weekId = await createWeek(diaryId, emptyWeekFields(0));
    await replayOutbox();
    const [realDiary, realWeek] = [(await db.idMap.get(diaryId))!.real, (await db.idMap.get(weekId))!.real];
    const stored = (await db.weeks.get(realWeek))!;
    await updateWeek(realWeek, { ...weekFieldsOf(stored), text: 'typed offline' });
    const offlineWeek = await createWeek(realDiary, emptyWeekFields(1));
    const serverDiary = { ...(await db.diaries.get(realDiary))!, items_week: [{ ...stored, text: 'old' }] };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(serverDiary), { status: 200 })));
    await refreshDiary(realDiary);
    const weeks = await db.weeks.where('diary_id').equals(realDiary).sortBy('position');
    expect(weeks.map((w) => [w.id, w.text])).toEqual([[realWeek, 'typed offline'], [offlineWeek, '']]);
  });
});
