// @vitest-environment node
// A brand's newsletters: only the brand's managers (and admins) reach them through every id; a draft is written,
// saved and sent once (a replay or a second send mails nobody twice) to the followers who take product news by mail;
// each recipient's open pixel and click address count once, per UTC day on the chart; the plan's newsletters a month
// answer 409 past it; bad input is a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandNewsletterSchema, brandNewslettersPageSchema, newsletterChartSchema } from '../../src/domain/brand-manager/newsletter';
import { PLAN_LIMITS } from '../../src/domain/brand-manager/subscription-plans';
import type { OutgoingMail } from '../mail/transport';
import { newsletterChart, trackNewsletter } from '../services/brand-newsletters';
import { createTestUser, injectAs, newTestKey, startTestServer, type TestCaller, type TestServer } from '../test-support';

const PUBLIC_URL = 'https://grow.example';
let server: TestServer;
const mails: OutgoingMail[] = [];
let manager: TestCaller;
let otherManager: TestCaller;
let grower: TestCaller;
let admin: TestCaller;
let fan: TestCaller;
let quietFan: TestCaller;
let mine: number;
let theirs: number;
let theirDraft: number;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: TestCaller | null, body?: object, key = newTestKey()) =>
  injectAs(server.app, method, url, who, body, key);
const draft = async (brand: number, who: TestCaller, subject = 'Spring news') => brandNewsletterSchema.parse((await call('POST',
  `/api/brands-manager/newsletters/edit/0?brand_id=${brand}`, who, { subject, body: 'Our **new** bloom: [shop](https://shop.example/bloom)' })).json());
const newsletterRow = (id: number) => server.db.selectFrom('brand_newsletters').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const tokenOf = async (id: number, user: number) => (await server.db.selectFrom('brand_newsletter_sends').select('token')
  .where('newsletter_id', '=', id).where('user_id', '=', user).executeTakeFirstOrThrow()).token;

beforeAll(async () => {
  server = await startTestServer({ seed: false, limitScale: 100, mail: { publicUrl: PUBLIC_URL, mailer: { send: async (mail) => void mails.push(mail) } } });
  manager = await createTestUser(server.db, 'LetterBoss');
  otherManager = await createTestUser(server.db, 'RivalLetterBoss');
  grower = await createTestUser(server.db, 'LetterGrower');
  admin = await createTestUser(server.db, 'LetterAdmin');
  fan = await createTestUser(server.db, 'LetterFan');
  quietFan = await createTestUser(server.db, 'QuietFan');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  const brand = async (name: string) => (await server.db.insertInto('brands')
    .values({ name, section: 'nutrient', category: null, link: `/nutrients/${name}`, avatar: null }).returning('id').executeTakeFirstOrThrow()).id;
  mine = await brand('Letter Nutrients');
  theirs = await brand('Rival Letter Nutrients');
  const at = '2026-01-01T00:00:00.000Z';
  await server.db.insertInto('brand_managers').values([
    { brand_id: mine, user_id: manager.id, added_by: null, add_date: at },
    { brand_id: theirs, user_id: otherManager.id, added_by: null, add_date: at },
  ]).execute();
  // Both fans follow the brand; only one takes product news by mail.
  await server.db.insertInto('follows').values([fan, quietFan].map((f) => ({ user_id: f.id, type: 'brand' as const, content_id: mine, list: 'common' as const, position: 1, add_date: at }))).execute();
  const news = async (who: TestCaller, on: boolean) => server.db.updateTable('users')
    .set({ settings: JSON.stringify({ subscribe: { digest: false, product_news: on, giveaways: false } }) }).where('id', '=', who.id).execute();
  await news(fan, true);
  await news(quietFan, false);
  theirDraft = (await draft(theirs, otherManager, 'Rival news')).id;
});
afterAll(() => server.close());

describe('who reaches a brand\'s newsletters', () => {
  it('refuses guests (401), growers and the manager of another brand (403) on every call, and changes nothing', async () => {
    const calls: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', `/api/brands-manager/newsletters?brand_id=${theirs}`],
      ['GET', `/api/brands-manager/newsletters/${theirDraft}/chart`],
      ['POST', `/api/brands-manager/newsletters/edit/0?brand_id=${theirs}`, { subject: 'Taken', body: 'Over' }],
      ['POST', `/api/brands-manager/newsletters/edit/${theirDraft}`, { subject: 'Taken', body: 'Over' }],
      ['POST', `/api/brands-manager/newsletters/${theirDraft}/send`],
      ['DELETE', `/api/brands-manager/newsletters/${theirDraft}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await call(method, url, grower, payload)).statusCode, `${method} ${url} grower`).toBe(403);
      expect((await call(method, url, manager, payload)).statusCode, `${method} ${url} other manager`).toBe(403);
    }
    expect(await newsletterRow(theirDraft)).toMatchObject({ subject: 'Rival news', status: 'draft' });
    expect((await call('GET', '/api/brands-manager/newsletters/999999/chart', manager)).statusCode).toBe(403);
    expect((await call('GET', '/api/brands-manager/newsletters/999999/chart', admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/brands-manager/newsletters/edit/${theirDraft}`, admin, { subject: 'By admin', body: 'Text' })).statusCode).toBe(200);
  });
});

describe('a manager writes and sends a newsletter', () => {
  it('keeps a draft, answers bad input with a 400 naming the field, and lists newest first', async () => {
    const bad = await call('POST', `/api/brands-manager/newsletters/edit/0?brand_id=${mine}`, manager, { subject: ' ', body: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toMatch(/^subject:/);
    expect((await call('POST', '/api/brands-manager/newsletters/edit/0', manager, { subject: 'a', body: 'b' })).statusCode).toBe(400);
    const first = await draft(mine, manager, 'First');
    const second = await draft(mine, manager, 'Second');
    const saved = await call('POST', `/api/brands-manager/newsletters/edit/${first.id}`, manager, { subject: 'First, better', body: 'Hello' });
    expect(brandNewsletterSchema.parse(saved.json())).toMatchObject({ subject: 'First, better', body: 'Hello', status: 'draft' });
    const page = brandNewslettersPageSchema.parse((await call('GET', `/api/brands-manager/newsletters?brand_id=${mine}`, manager)).json());
    expect(page.items.map((n) => n.id)).toEqual([second.id, first.id]);
    expect((await call('GET', `/api/brands-manager/newsletters?brand_id=${mine}&limit=101`, manager)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/brands-manager/newsletters/${first.id}`, manager)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/brands-manager/newsletters/${second.id}`, manager)).statusCode).toBe(204);
  });

  it('sends once to the followers who take product news, each mail with its own pixel and click address', async () => {
    const { id } = await draft(mine, manager);
    const key = newTestKey();
    const sent = await call('POST', `/api/brands-manager/newsletters/${id}/send`, manager, undefined, key);
    expect(sent.statusCode).toBe(200);
    expect(brandNewsletterSchema.parse(sent.json())).toMatchObject({ status: 'sent', cnt_sends: 1 });
    expect((await call('POST', `/api/brands-manager/newsletters/${id}/send`, manager, undefined, key)).json()).toEqual(sent.json());
    expect((await call('POST', `/api/brands-manager/newsletters/${id}/send`, manager)).statusCode).toBe(200);
    await server.app.mail.idle();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([['letterfan@example.test', 'Spring news']]);
    const token = await tokenOf(id, fan.id);
    expect(mails[0]!.html).toContain(`${PUBLIC_URL}/api/newsletters/open/${token}`);
    expect(mails[0]!.html).toContain(`<a href="${PUBLIC_URL}/api/newsletters/click/${token}?l=0"`);
    expect(mails[0]!.html).toContain('<strong>new</strong>');
    expect(mails[0]!.text).toContain('shop (https://shop.example/bloom)');
    expect(mails[0]!.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/grow\.example\/auth\/unsubscribe\?k=/);
    expect((await call('POST', `/api/brands-manager/newsletters/edit/${id}`, manager, { subject: 'Late', body: 'Too late' })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/brands-manager/newsletters/${id}`, manager)).statusCode).toBe(409);
  });

  it('counts a recipient\'s open and click once each, a click without the pixel as an open too, on the chart', async () => {
    const { id } = (await server.db.selectFrom('brand_newsletters').select('id').where('brand_id', '=', mine).where('status', '=', 'sent').executeTakeFirstOrThrow());
    const token = await tokenOf(id, fan.id);
    const click = await call('GET', `/api/newsletters/click/${token}?l=0`, null);
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://shop.example/bloom');
    for (let i = 0; i < 2; i++) {
      const pixel = await call('GET', `/api/newsletters/open/${token}`, null);
      expect(pixel.statusCode).toBe(200);
      expect(pixel.headers['content-type']).toBe('image/gif');
    }
    expect((await call('GET', `/api/newsletters/click/${token}?l=0`, null)).statusCode).toBe(302);
    expect((await call('GET', `/api/newsletters/click/${token}?l=5`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/newsletters/click/${'x'.repeat(24)}?l=0`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/newsletters/open/${'x'.repeat(24)}`, null)).statusCode).toBe(200);
    expect(await newsletterRow(id)).toMatchObject({ cnt_sends: 1, cnt_opens: 1, cnt_clicks: 1 });
    const chart = newsletterChartSchema.parse((await call('GET', `/api/brands-manager/newsletters/${id}/chart`, manager)).json());
    expect(chart.items).toEqual([{ day: new Date().toISOString().slice(0, 10), opens: 1, clicks: 1 }]);
  });

  it('puts opens and clicks on their UTC day, zeros between, from the send day to today', async () => {
    const row = await newsletterRow((await draft(mine, manager, 'Dated')).id);
    const sentAt = '2026-03-01T10:00:00.000Z';
    await server.db.updateTable('brand_newsletters').set({ status: 'sent', send_date: sentAt }).where('id', '=', row.id).execute();
    const users = await Promise.all(['DayOne', 'DayTwo'].map((name) => createTestUser(server.db, name)));
    await server.db.insertInto('brand_newsletter_sends').values(users.map((u, i) => ({ newsletter_id: row.id, user_id: u.id, token: `dated-token-${i}-abcdefgh`, send_date: sentAt }))).execute();
    await trackNewsletter(server.db, 'dated-token-0-abcdefgh', null, new Date('2026-03-01T23:59:00Z'));
    await trackNewsletter(server.db, 'dated-token-1-abcdefgh', 0, new Date('2026-03-03T00:01:00Z'));
    const chart = await newsletterChart(server.db, await newsletterRow(row.id), new Date('2026-03-04T12:00:00Z'));
    expect(chart.items).toEqual([
      { day: '2026-03-01', opens: 1, clicks: 0 }, { day: '2026-03-02', opens: 0, clicks: 0 },
      { day: '2026-03-03', opens: 1, clicks: 1 }, { day: '2026-03-04', opens: 0, clicks: 0 },
    ]);
    // A newsletter of another month does not count against this month's plan.
    await server.db.deleteFrom('brand_newsletters').where('id', '=', row.id).execute();
  });

  it('refuses a send past the plan\'s newsletters this month with a 409 naming it', async () => {
    const limit = PLAN_LIMITS.free.newsletters;
    const over = (await draft(mine, manager, 'One too many')).id;
    const answer = await call('POST', `/api/brands-manager/newsletters/${over}/send`, manager);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ error: 'plan_limit', message: `The free plan allows ${limit} newsletters a month: that limit is reached.` });
    expect(await newsletterRow(over)).toMatchObject({ status: 'draft', cnt_sends: 0 });
    const used = (await call('GET', `/api/brands-manager/subscription?brand_id=${mine}`, manager)).json() as { items: { resource: string; used: number }[] };
    expect(used.items.find((item) => item.resource === 'newsletters')!.used).toBe(limit);
  });
});
