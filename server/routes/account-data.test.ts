// @vitest-environment node
// GET /api/users/:id/export: the owner downloads a zip of their own data (account without secrets, every diary with its
// weeks and the photos' largest files byte for byte, their comments and reviews), nobody else's; guests 401, other
// growers and admins 403, 429 after the hour's exports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import { DEMO_ACCOUNT } from '../db/seed/model';
import { createTestUser, startTestServer, type TestServer } from '../test-support';
import { EXPORTS_PER_HOUR } from './account-data';

let server: TestServer;
let demo: { id: number; token: string };

beforeAll(async () => {
  server = await startTestServer();
  const { id } = await server.db.selectFrom('users').select('id').where('name', '=', DEMO_ACCOUNT.name).executeTakeFirstOrThrow();
  demo = { id, token: await createSession(server.db, id) };
});
afterAll(() => server.close());

const exportOf = (id: number, token?: string) => server.app.inject({ url: `/api/users/${id}/export`, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /api/users/:id/export', () => {
  it('gives the owner a zip of their account, diaries with weeks and photos, comments and reviews', async () => {
    const res = await exportOf(demo.id, demo.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="growdiaries-demo-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(res.rawPayload);
    const read = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;

    const account = read('account.json') as { format: string; account: Record<string, unknown>; settings: unknown };
    expect(account.format).toBe('growdiaries-export');
    expect(account.account).toMatchObject({ id: demo.id, name: DEMO_ACCOUNT.name });
    expect(account.settings).toBeTruthy();
    // No secret: neither the password's hash nor a session token, by value or by name.
    const accountText = strFromU8(files['account.json']!);
    const { password_hash } = await server.db.selectFrom('users').select('password_hash').where('id', '=', demo.id).executeTakeFirstOrThrow();
    expect(accountText).not.toContain(password_hash!);
    expect(accountText).not.toContain(demo.token);
    expect(accountText).not.toMatch(/"(password|password_hash|token|token_hash)"\s*:/);

    const diaryIds = (await server.db.selectFrom('diaries').select('id').where('user_id', '=', demo.id).where('is_remove', '=', 0).execute()).map((d) => d.id);
    expect(diaryIds.length).toBeGreaterThan(0);
    let photos = 0;
    for (const id of diaryIds) {
      const diary = read(`diaries/${id}/diary.json`) as { id: number; items_week: { id: number; items_photo: { id: number; size_big: string }[] }[] };
      expect(diary.id).toBe(id);
      expect(diary.items_week.length).toBeGreaterThan(0);
      for (const week of diary.items_week) {
        for (const photo of week.items_photo) {
          const bytes = files[`diaries/${id}/photos/${week.id}-${photo.id}.jpg`];
          expect(bytes, photo.size_big).toBeDefined();
          expect(Buffer.from(bytes!).equals(readFileSync(path.join(server.dataDir, photo.size_big)))).toBe(true);
          photos++;
        }
      }
    }
    expect(photos).toBeGreaterThan(0);
    const otherDiaries = Object.keys(files).filter((name) => name.startsWith('diaries/') && !diaryIds.some((id) => name.startsWith(`diaries/${id}/`)));
    expect(otherDiaries).toEqual([]);

    const comments = read('comments.json') as { text: string }[];
    const written = await server.db.selectFrom('comments').select('text').where('user_id', '=', demo.id).where('is_remove', '=', 0).execute();
    expect(comments.map((c) => c.text).sort()).toEqual(written.map((c) => c.text).sort());
    const reviews = read('reviews.json') as unknown[];
    const reviewCount = await server.db.selectFrom('product_reviews').where('user_id', '=', demo.id).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(reviews).toHaveLength(Number(reviewCount.n));
    expect(strFromU8(files['README.txt']!)).toContain('diary.json');
  });

  it('holds the owner\'s premium orders and partner orders, and nobody else\'s', async () => {
    const other = await createTestUser(server.db, 'ExportOther');
    const at = new Date().toISOString();
    const premium = { plan: 'month', days: 30, amount: 399, currency: 'EUR', provider: 'invoice', state: 'unpaid', provider_ref: null, pay_url: null, add_date: at, paid_date: null, paid_by: null };
    await server.db.insertInto('premium_orders').values([{ ...premium, user_id: demo.id }, { ...premium, user_id: other.id }]).execute();
    const brand = (await server.db.selectFrom('partner_orders').select('brand_id').where('user_id', '=', demo.id).executeTakeFirstOrThrow()).brand_id;
    await server.db.insertInto('partner_orders').values({
      user_id: other.id, brand_id: brand, state: 'new', currency: 'EUR', total: 100, delivery_name: 'Someone else', delivery_address: 'Elsewhere 1',
      delivery_phone: '+1 555 0100', delivery_email: 'else@example.org', add_date: at, update_date: at,
    }).execute();
    const files = unzipSync((await exportOf(demo.id, demo.token)).rawPayload);
    const orders = JSON.parse(strFromU8(files['orders.json']!)) as { premium: { plan: string; state: string }[]; partner: { user_id: number; state: string; total: number; lines: unknown[] }[] };
    expect(orders.premium.map((order) => [order.plan, order.state])).toEqual([['month', 'unpaid']]);
    expect(orders.partner.map((order) => order.state).sort()).toEqual(['cancelled', 'confirmed', 'shipped']);
    expect(orders.partner.every((order) => order.user_id === demo.id && order.total > 0 && order.lines.length > 0)).toBe(true);
  });

  it('answers 401 to guests and 403 to other growers and admins', async () => {
    expect((await exportOf(demo.id)).statusCode).toBe(401);
    const other = await createTestUser(server.db, 'Nosy');
    const refused = await exportOf(demo.id, other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    const admin = await createTestUser(server.db, 'Boss');
    await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    expect((await exportOf(demo.id, admin.token)).statusCode).toBe(403);
    expect((await exportOf(0, demo.token)).statusCode).toBe(400);
  });

  it('answers 429 with Retry-After after the exports of an hour', async () => {
    const grower = await createTestUser(server.db, 'Exporter');
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) expect((await exportOf(grower.id, grower.token)).statusCode).toBe(200);
    const over = await exportOf(grower.id, grower.token);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
