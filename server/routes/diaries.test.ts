// @vitest-environment node
// Reading API over the real seed: home page, paging, diary detail shapes, 404s and headers.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/domain/api/api';
import { diaryPageSchema, diarySchema, mainPageSchema } from '../../src/domain/diary/diary';
import { userProfileSchema } from '../../src/domain/user/user';
import { startTestServer, type TestServer } from '../test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('GET /api/main', () => {
  it('answers 24 cards with covers whose files exist, and the totals', async () => {
    const res = await get('/api/main');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const page = mainPageSchema.parse(res.json());
    expect(page.items_diary).toHaveLength(24);
    expect(page.total_diaries).toBe(60);
    // 25 demo growers, the demo account, the demo admin and the two demo brand managers.
    expect(page.total_growers).toBe(29);
    for (const card of page.items_diary) {
      expect(card.cover).not.toBeNull();
      for (const url of [card.cover?.size_s, card.cover?.size_m, card.cover?.size_xl, card.cover?.size_big, card.item_user.avatar]) {
        expect(url).toMatch(/^\/uploads\//);
        expect(existsSync(path.join(server.dataDir, url ?? ''))).toBe(true);
      }
    }
    const dates = page.items_diary.map((d) => d.update_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('serves a cover image with immutable caching', async () => {
    const page = mainPageSchema.parse((await get('/api/main')).json());
    const res = await get(page.items_diary[0]?.cover?.size_s ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('GET /api/diaries', () => {
  it('pages through all diaries newest update first without overlap', async () => {
    const first = diaryPageSchema.parse((await get('/api/diaries?start=0&limit=25')).json());
    const second = diaryPageSchema.parse((await get('/api/diaries?start=25&limit=25')).json());
    const third = diaryPageSchema.parse((await get('/api/diaries?start=50&limit=25')).json());
    expect([first.start, first.limit, first.total]).toEqual([0, 25, 60]);
    expect([first.items.length, second.items.length, third.items.length]).toEqual([25, 25, 10]);
    const ids = [...first.items, ...second.items, ...third.items].map((d) => d.id);
    expect(new Set(ids).size).toBe(60);
    const all = [...first.items, ...second.items, ...third.items];
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1], all[i]];
      expect(a && b && (a.update_date > b.update_date || (a.update_date === b.update_date && a.id > b.id))).toBe(true);
    }
  });

  it('defaults to 20 items and accepts the maximum of 100', async () => {
    expect(diaryPageSchema.parse((await get('/api/diaries')).json()).items).toHaveLength(20);
    const max = diaryPageSchema.parse((await get('/api/diaries?limit=100')).json());
    expect([max.items.length, max.limit]).toEqual([60, 100]);
  });

  it.each(['limit=1000', 'start=-1', 'limit=abc', 'limit=0'])('answers 400 JSON for %s', async (query) => {
    const res = await get(`/api/diaries?${query}`);
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.error).toBe('bad_request');
    expect(body.message).toMatch(/^(limit|start): /);
  });

  it('GET /api/diaries/total counts visible diaries', async () => {
    expect((await get('/api/diaries/total')).json()).toEqual({ total: 60 });
  });
});

describe('GET /api/diaries/:id', () => {
  it('answers a whole diary that validates, with weeks in order and harvest props on harvest weeks', async () => {
    const { items } = diaryPageSchema.parse((await get('/api/diaries?limit=100')).json());
    let harvests = 0;
    for (const card of items) {
      const res = await get(`/api/diaries/${card.id}`);
      expect(res.statusCode).toBe(200);
      const diary = diarySchema.parse(res.json());
      expect(diary.id).toBe(card.id);
      expect(diary.items_week.length).toBeGreaterThanOrEqual(4);
      expect(diary.items_week.length).toBeLessThanOrEqual(20);
      expect(diary.items_week.length).toBe(card.cnt_weeks);
      const fazas = diary.items_week.map((w) => w.faza);
      expect(fazas).toEqual([...fazas].sort((a, b) => a - b));
      expect(fazas[0]).toBe(-1);
      const dates = diary.items_week.map((w) => w.add_date);
      expect(dates).toEqual([...dates].sort());
      for (const week of diary.items_week) {
        expect(week.items_photo.length).toBeGreaterThanOrEqual(1);
        if (week.faza === 1) expect(week.items_nutrient.length).toBeGreaterThanOrEqual(1);
        if (week.faza === 2) {
          harvests += 1;
          expect(week.props.harvest_weight).toBeGreaterThan(0);
          expect(week.props.harvest_wet_weight).toBeGreaterThan(week.props.harvest_weight ?? 0);
        }
        if (week.faza === 0 && week.props.ph != null) {
          expect(week.props.ph).toBeGreaterThanOrEqual(5.8);
          expect(week.props.ph).toBeLessThanOrEqual(6.8);
        }
      }
      expect(diary.is_harvest).toBe(fazas.includes(2));
    }
    expect(harvests).toBeGreaterThanOrEqual(15);
  });

  it('answers 404 JSON for an unknown diary and 400 for a bad id', async () => {
    const missing = await get('/api/diaries/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Diary not found' });
    const bad = await get('/api/diaries/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('bad_request');
  });

  it('hides a removed diary', async () => {
    const { items } = diaryPageSchema.parse((await get('/api/diaries?limit=1')).json());
    const id = items[0]?.id ?? 0;
    await server.db.updateTable('diaries').set({ is_remove: 1 }).where('id', '=', id).execute();
    expect((await get(`/api/diaries/${id}`)).statusCode).toBe(404);
    expect((await get('/api/diaries/total')).json()).toEqual({ total: 59 });
    await server.db.updateTable('diaries').set({ is_remove: 0 }).where('id', '=', id).execute();
  });
});

describe('users and unknown routes', () => {
  it('GET /api/users/:id answers a profile, 404 when missing', async () => {
    const profile = userProfileSchema.parse((await get('/api/users/1')).json());
    expect(profile.name).toBe('demo');
    expect(profile.cnt_diaries).toBe(3);
    expect((await get('/api/users/99999')).statusCode).toBe(404);
  });

  it('answers 404 JSON for an unknown API route', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Page not found: /api/nope' });
  });

  it('sets the security headers on every answer', async () => {
    for (const url of ['/api/main', '/api/nope', '/anything']) {
      const res = await get(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});
