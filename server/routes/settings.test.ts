// @vitest-environment node
// Settings over the real seed: the owner-only reads (guest 401, other grower and admin 403), each section's change
// replayed once, bad sections and bodies answered 400, and blocking and unblocking from the banned page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsAnswerSchema, settingsSectionsSchema } from '../../src/domain/user/settings';
import { DEFAULT_SETTINGS } from '../../src/domain/user/settings-defaults';
import { createSession } from '../auth/sessions';
import { DEMO_ACCOUNT } from '../db/seed/model';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
type Method = 'GET' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown, key = newTestKey()) => server.app.inject({
  method, url, payload: payload as never,
  headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(method === 'GET' ? {} : { 'x-rniq': key }) },
});

let owner: { id: number; token: string };
let other: { id: number; token: string };
let admin: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  owner = await createTestUser(server.db, 'SettingsOwner');
  other = await createTestUser(server.db, 'SettingsOther');
  admin = await createTestUser(server.db, 'SettingsAdmin');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
});
afterAll(() => server.close());

describe('GET /api/users/{id}/settings[/{section}]', () => {
  it('answers the owner only, with defaults before any choice', async () => {
    const url = `/api/users/${owner.id}/settings`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, other.token)).statusCode).toBe(403);
    expect((await call('GET', url, admin.token)).statusCode).toBe(403);
    const answer = settingsAnswerSchema.parse((await call('GET', url, owner.token)).json());
    expect(answer).toMatchObject({ profile: { name: 'SettingsOwner', email: 'settingsowner@example.test' }, settings: DEFAULT_SETTINGS, premium: { active: false }, invoices: [] });
    expect((await call('GET', `${url}/premium`, owner.token)).json()).toEqual({ premium: { active: false, until: null } });
    expect((await call('GET', `${url}/password`, owner.token)).json()).toEqual({});
    expect((await call('GET', `${url}/notifications`, other.token)).statusCode).toBe(403);
    expect((await call('GET', `${url}/nothing`, owner.token)).statusCode).toBe(404);
  });

  it('shows the demo account the growers it blocked', async () => {
    const demo = await server.db.selectFrom('users').select('id').where('name', '=', DEMO_ACCOUNT.name).executeTakeFirstOrThrow();
    const token = await createSession(server.db, demo.id);
    const banned = (await call('GET', `/api/users/${demo.id}/settings/banned`, token)).json() as { banned: unknown[] };
    expect(banned.banned.length).toBe(2);
  });
});

describe('PATCH /api/users/{id}/settings/{section}', () => {
  it('replaces one section for the owner, applied once per key', async () => {
    const url = `/api/users/${owner.id}/settings/measures`;
    const english = { length: 'in', temperature: 'F', volume: 'gal', weight: 'oz', area: 'ft2', tds: 'ppm', nutrient: 'ml/gal' };
    expect((await call('PATCH', url, undefined, { value: english })).statusCode).toBe(401);
    expect((await call('PATCH', url, other.token, { value: english })).statusCode).toBe(403);
    expect((await call('PATCH', url, admin.token, { value: english })).statusCode).toBe(403);
    const key = newTestKey();
    const first = await call('PATCH', url, owner.token, { value: english }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(settingsSectionsSchema.parse(first.json()).measures).toEqual(english);
    const notifications = { ...DEFAULT_SETTINGS.notifications, likes: { inapp: false, email: false, push: true } };
    const patched = await call('PATCH', `/api/users/${owner.id}/settings/notifications`, owner.token, { value: notifications });
    expect(settingsSectionsSchema.parse(patched.json())).toMatchObject({ measures: english, notifications: { likes: { inapp: false, push: true } } });
    // Replaying the measures write answers its first answer (before the notifications change) and changes nothing.
    const replay = await call('PATCH', url, owner.token, { value: english }, key);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.body).toBe(first.body);
    const stored = settingsAnswerSchema.parse((await call('GET', `/api/users/${owner.id}/settings`, owner.token)).json());
    expect(stored.settings.notifications.likes).toEqual({ inapp: false, email: false, push: true });
  });

  it('keeps the notification kinds a change does not name (one queued by an app older than the kind)', async () => {
    const url = `/api/users/${other.id}/settings/notifications`;
    const muted = { ...DEFAULT_SETTINGS.notifications, messages: { inapp: false, email: false, push: false } };
    expect((await call('PATCH', url, other.token, { value: muted })).statusCode).toBe(200);
    const { messages: _unknownToOldApps, ...older } = { ...DEFAULT_SETTINGS.notifications, likes: { inapp: true, email: false, push: false } };
    const res = await call('PATCH', url, other.token, { value: older });
    expect(res.statusCode, res.body).toBe(200);
    expect(settingsSectionsSchema.parse(res.json()).notifications).toMatchObject({
      likes: { inapp: true, email: false, push: false }, messages: { inapp: false, email: false, push: false },
    });
  });

  it('answers 400 for an unknown section or a bad value', async () => {
    const base = `/api/users/${owner.id}/settings`;
    expect((await call('PATCH', `${base}/premium`, owner.token, { value: {} })).statusCode).toBe(400);
    expect((await call('PATCH', `${base}/interface`, owner.token, { value: { lang: 'xx', theme: 'dark' } })).statusCode).toBe(400);
    expect((await call('PATCH', `${base}/interface`, owner.token, { value: { lang: 'de', theme: 'pink' } })).statusCode).toBe(400);
    expect((await call('PATCH', `${base}/subscribe`, owner.token, {})).statusCode).toBe(400);
    const ok = await call('PATCH', `${base}/interface`, owner.token, { value: { lang: 'de', theme: 'dark' } });
    expect(settingsSectionsSchema.parse(ok.json()).interface).toEqual({ lang: 'de', theme: 'dark' });
  });
});

describe('PUT and DELETE /api/users/{id}/settings/banned/user/{b}', () => {
  it('blocks and unblocks for the owner only, once per key, never oneself', async () => {
    const url = `/api/users/${owner.id}/settings/banned/user/${other.id}`;
    expect((await call('PUT', url)).statusCode).toBe(401);
    expect((await call('PUT', url, other.token)).statusCode).toBe(403);
    expect((await call('PUT', url, admin.token)).statusCode).toBe(403);
    const key = newTestKey();
    const blocked = await call('PUT', url, owner.token, undefined, key);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((blocked.json() as { banned: { user: { id: number } }[] }).banned.map((b) => b.user.id)).toEqual([other.id]);
    const unblocked = await call('DELETE', url, owner.token);
    expect((unblocked.json() as { banned: unknown[] }).banned).toEqual([]);
    // The block's replay does not block again.
    expect((await call('PUT', url, owner.token, undefined, key)).headers['idempotent-replay']).toBe('true');
    const answer = settingsAnswerSchema.parse((await call('GET', `/api/users/${owner.id}/settings`, owner.token)).json());
    expect(answer.banned).toEqual([]);
    expect((await call('PUT', `/api/users/${owner.id}/settings/banned/user/${owner.id}`, owner.token)).statusCode).toBe(400);
    expect((await call('PUT', `/api/users/${owner.id}/settings/banned/user/999999`, owner.token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/users/${owner.id}/settings/banned/brand/${other.id}`, owner.token)).statusCode).toBe(400);
  });
});
