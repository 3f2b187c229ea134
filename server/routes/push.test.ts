// @vitest-environment node
// Web push: the VAPID key kept in the data folder, the subscription calls (authorization, bad input, replay, limit),
// and delivery proved the way a real push service receives it: a local HTTPS server is the subscription's endpoint, and
// the test decrypts what arrives with the subscription's own private key (RFC 8291, aes128gcm) and checks the VAPID
// token (RFC 8292) against the server's public key.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../src/domain/push/push-message';
import { DEFAULT_SETTINGS } from '../../src/domain/user/settings-defaults';
import { buildApp } from '../app';
import { transactionWithAfterCommit } from '../live/after-commit';
import { createPushSender, type PushSender } from '../push/sender';
import { loadVapidKeys } from '../push/vapid';
import { notify, onNotificationsCommitted, type CommittedNotification, type NotificationEvent } from '../services/notify';
import { createTestDataDir, createTestUser, newTestKey, openTestDatabase, type TestServer } from '../test-support';
import { PUSH_WRITES_PER_HOUR } from './push';

let server: TestServer;
let certDir: string;
let pushService: https.Server;
let pushOrigin: string;
/** What the local push service received, and the statuses it answers next (201 when none is queued). */
const received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
const answers: number[] = [];
/** Told of each request the push service receives. */
let onReceived: () => void = () => undefined;
/** While set, the push service answers only once it resolves. */
let held: Promise<void> | null = null;
let sender: PushSender;
let warnings: string[] = [];

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** A device's subscription: a real P-256 key pair and auth secret, as a browser makes them. */
function newDevice(name: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh, auth,
    body: { endpoint: `${pushOrigin}/push/${name}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } },
  };
}

/** RFC 8291 + RFC 8188: what only the subscription's private key and auth secret can read. */
function decrypt(body: Buffer, device: ReturnType<typeof newDevice>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the `vapid t=<JWT>, k=<public key>` Authorization header: signed by the server's key, for this origin. */
function checkVapid(header: string | string[] | undefined, publicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(header));
  expect(match, String(header)).not.toBeNull();
  const [, token, key] = match!;
  expect(key).toBe(publicKey);
  const [head, claims, signature] = token!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) };
  const verified = crypto.verify('sha256', Buffer.from(`${head}.${claims}`), { key: crypto.createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  expect(verified).toBe(true);
  const payload = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(payload.aud).toBe(pushOrigin);
  expect(payload.exp * 1000).toBeGreaterThan(Date.now());
}

const send = (method: 'POST' | 'DELETE', token: string | null, payload: unknown, key = newTestKey()) => server.app.inject({
  method, url: '/api/push/subscriptions', payload: payload as object,
  headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-rniq': key },
});
/** A grower with one subscribed device, and another grower to act on them; the push service's log starts empty. */
async function subscribedGrower(name: string, actorName: string) {
  const me = await createTestUser(server.db, name);
  const actor = await createTestUser(server.db, actorName);
  const device = newDevice(name);
  await send('POST', me.token, device.body);
  received.length = 0;
  return { me, actor, device };
}
/** Stores the grower's settings: the defaults with these changes. */
async function saveSettings(userId: number, changes: Partial<typeof DEFAULT_SETTINGS>) {
  await server.db.updateTable('users').set({ settings: JSON.stringify({ ...DEFAULT_SETTINGS, ...changes }) }).where('id', '=', userId).execute();
}
const stored = (userId: number) => server.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();

beforeAll(async () => {
  certDir = await mkdtemp(path.join(os.tmpdir(), 'push-cert-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-keyout', path.join(certDir, 'key.pem'), '-out', path.join(certDir, 'cert.pem'), '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const cert = await readFile(path.join(certDir, 'cert.pem'));
  pushService = https.createServer({ key: await readFile(path.join(certDir, 'key.pem')), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      onReceived();
      void (held ?? Promise.resolve()).then(() => response.writeHead(answers.shift() ?? 201).end());
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  // The app trusts the local push service's certificate, as it trusts real push services' by default.
  const agent = new https.Agent({ ca: cert });
  const dataDir = await createTestDataDir();
  const db = await openTestDatabase(dataDir);
  const app = await buildApp({ db, dataDir, distDir: path.join(dataDir, 'no-dist'), pushAgent: agent });
  server = { app, db, dataDir, close: async () => { await app.close(); await db.destroy(); await rm(dataDir, { recursive: true, force: true }); } };
  sender = createPushSender({
    db, vapid: await loadVapidKeys(dataDir), retryDelayMs: 0, agent,
    log: { warn: (_details: unknown, message?: string) => { warnings.push(String(message)); } } as never,
  });
});
afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
  await rm(certDir, { recursive: true, force: true });
  await server.close();
});

describe('GET /api/push/key', () => {
  it('answers the VAPID public key made at the first start, kept owner-only in the data folder', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(res.statusCode).toBe(200);
    const { key } = res.json<{ key: string }>();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const file = path.join(server.dataDir, 'vapid.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // A restart reads the same pair back: subscriptions made with it stay valid.
    expect((await loadVapidKeys(server.dataDir)).publicKey).toBe(key);
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it('saves a device once per X-Rniq, moves an endpoint to the grower who subscribes it, and deletes only one\'s own', async () => {
    const anna = await createTestUser(server.db, 'PushAnna');
    const ben = await createTestUser(server.db, 'PushBen');
    const device = newDevice('anna-phone');
    const key = newTestKey();
    const first = await send('POST', anna.token, device.body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ endpoint: device.body.endpoint });
    expect((await send('POST', anna.token, device.body, key)).json()).toEqual(first.json());
    expect(await stored(anna.id)).toMatchObject([{ endpoint: device.body.endpoint, p256dh: device.body.keys.p256dh, auth: device.body.keys.auth, last_success: null }]);

    // Another grower cannot remove Anna's device.
    expect((await send('DELETE', ben.token, { endpoint: device.body.endpoint })).statusCode).toBe(200);
    expect(await stored(anna.id)).toHaveLength(1);
    // Ben signs in on the same device and subscribes it: it is his now, never both.
    expect((await send('POST', ben.token, device.body)).statusCode).toBe(200);
    expect(await stored(anna.id)).toHaveLength(0);
    expect(await stored(ben.id)).toHaveLength(1);
    expect((await send('DELETE', ben.token, { endpoint: device.body.endpoint })).statusCode).toBe(200);
    expect(await stored(ben.id)).toHaveLength(0);
  });

  it('refuses guests and bodies that are not a subscription', async () => {
    const me = await createTestUser(server.db, 'PushBad');
    const device = newDevice('bad');
    expect((await send('POST', null, device.body)).statusCode).toBe(401);
    expect((await send('DELETE', null, { endpoint: device.body.endpoint })).statusCode).toBe(401);
    for (const body of [
      {},
      { ...device.body, endpoint: 'http://push.example/plain' },
      { ...device.body, endpoint: 'not a url' },
      { ...device.body, keys: { ...device.body.keys, p256dh: 'short' } },
      { ...device.body, keys: { ...device.body.keys, auth: 'not base64url!!!!!!!!!' } },
    ]) {
      const res = await send('POST', me.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
    expect((await send('DELETE', me.token, { endpoint: 42 })).statusCode).toBe(400);
    expect(await stored(me.id)).toHaveLength(0);
  });

  it(`answers 429 with Retry-After after ${PUSH_WRITES_PER_HOUR} subscription writes in an hour`, async () => {
    const me = await createTestUser(server.db, 'PushBusy');
    const device = newDevice('busy');
    for (let i = 0; i < PUSH_WRITES_PER_HOUR; i++) expect((await send('POST', me.token, device.body)).statusCode).toBe(200);
    const refused = await send('DELETE', me.token, { endpoint: device.body.endpoint });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(me.id)).toHaveLength(1);
  });
});

describe('sending', () => {
  /** A committed reply notification for the grower, from `actorId` (as server/services/notify.ts tells its listeners,
   * with the grower's switches for its kind). */
  const notice = (userId: number, actorId: number, kind: 'reply' | 'like' | 'award' = 'reply', push = true) => {
    const base = {
      id: 1, user_id: userId, actor_id: kind === 'award' ? null : actorId, kind, inapp: true, push, channel: 'comments', group: `${kind}:diary:12`,
      group_period: '2026-11-24', item_type: 'diary', item_id: 12, item_title: 'Northern Lights', item_number: 0,
      link: '/diaries/12#comment-5', text: kind === 'reply' ? 'Try lowering the lamp 😊' : '', add_date: '2026-11-24T12:00:00.000Z',
    };
    return { ...base };
  };

  it('delivers an encrypted payload that only the device can read, with a VAPID token of the server', async () => {
    const me = await createTestUser(server.db, 'PushReader');
    const anna = await createTestUser(server.db, 'Anna');
    const phone = newDevice('reader-phone');
    const laptop = newDevice('reader-laptop');
    await send('POST', me.token, phone.body);
    await send('POST', me.token, laptop.body);
    received.length = 0;

    expect(await sender.sendPushFor(notice(me.id, anna.id))).toEqual(['delivered', 'delivered']);
    expect(received.map((r) => r.path).sort()).toEqual(['/push/reader-laptop', '/push/reader-phone']);
    const { publicKey } = await loadVapidKeys(server.dataDir);
    for (const device of [phone, laptop]) {
      const request = received.find((r) => r.path === new URL(device.body.endpoint).pathname)!;
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      checkVapid(request.headers.authorization, publicKey);
      const message = JSON.parse(decrypt(request.body, device)) as PushMessage;
      expect(message).toEqual({ title: 'Anna replied to your comment', body: 'Try lowering the lamp 😊', url: '/diaries/12#comment-5' });
    }
    // The other device's keys cannot read it.
    expect(() => decrypt(received[0]!.body, received[0]!.path.endsWith('phone') ? laptop : phone)).toThrow();
    expect((await stored(me.id)).every((row) => row.last_success !== null)).toBe(true);
  });

  it('sends only what is switched on for push, in the grower\'s language', async () => {
    const { me, actor: bruno, device } = await subscribedGrower('PushChooser', 'Bruno');
    await saveSettings(me.id, { interface: { lang: 'de', theme: 'system' } });
    expect(await sender.sendPushFor(notice(me.id, bruno.id, 'reply', false))).toEqual([]);
    expect(received).toHaveLength(0);
    expect(await sender.sendPushFor(notice(me.id, bruno.id, 'like'))).toEqual(['delivered']);
    // A result of the site has no grower behind it.
    expect(await sender.sendPushFor(notice(me.id, bruno.id, 'award'))).toEqual(['delivered']);
    expect(received.map((r) => JSON.parse(decrypt(r.body, device)) as PushMessage)).toEqual([
      { title: 'Bruno gefällt Northern Lights', body: 'Northern Lights', url: '/diaries/12#comment-5' },
      { title: 'Ergebnis der Auszeichnung: Northern Lights', body: 'Northern Lights', url: '/diaries/12#comment-5' },
    ]);
  });

  it('stops at sign-out: a device subscribed in a session that ended gets no more pushes and is forgotten', async () => {
    const me = await createTestUser(server.db, 'PushLeaver');
    const other = await createTestUser(server.db, 'PushStayer');
    await send('POST', me.token, newDevice('leaver').body);
    await send('POST', other.token, newDevice('stayer').body);
    const signOut = await server.app.inject({ method: 'DELETE', url: '/api/session', headers: { authorization: `Bearer ${me.token}` } });
    expect(signOut.statusCode).toBe(204);
    received.length = 0;
    expect(await sender.sendPushFor(notice(me.id, other.id))).toEqual([]);
    expect(received).toHaveLength(0);
    expect(await stored(me.id)).toHaveLength(0);
    expect(await sender.sendPushFor(notice(other.id, me.id))).toEqual(['delivered']);
  });

  it('removes a subscription the push service answers gone (410 or 404)', async () => {
    const me = await createTestUser(server.db, 'PushGone');
    await send('POST', me.token, newDevice('gone-410').body);
    await send('POST', me.token, newDevice('gone-404').body);
    answers.push(410, 404);
    expect((await sender.sendPushFor(notice(me.id, 1))).sort()).toEqual(['gone', 'gone']);
    expect(await stored(me.id)).toHaveLength(0);
  });

  it('tries a failing push once more, then logs it and keeps the subscription; never rejects', async () => {
    const me = await createTestUser(server.db, 'PushRetry');
    await send('POST', me.token, newDevice('retry').body);
    received.length = 0;
    warnings = [];
    answers.push(500, 201);
    expect(await sender.sendPushFor(notice(me.id, 1))).toEqual(['delivered']);
    expect(received).toHaveLength(2);

    received.length = 0;
    answers.push(503, 502);
    expect(await sender.sendPushFor(notice(me.id, 1))).toEqual(['failed']);
    expect(received).toHaveLength(2);
    expect(warnings).toEqual(['web push failed', 'web push failed', 'web push failed']);
    expect(await stored(me.id)).toHaveLength(1);
  });
});

describe('a committed notification', () => {
  it('goes out as a push once its write committed, and the write never waits for the push service', async () => {
    const { me, actor: fan, device } = await subscribedGrower('PushFollowed', 'PushFan');
    await saveSettings(me.id, { notifications: { ...DEFAULT_SETTINGS.notifications, follows: { inapp: true, email: false, push: true } } });
    let release: () => void = () => undefined;
    held = new Promise((resolve) => { release = resolve; });
    const arrived = new Promise<void>((resolve) => { onReceived = resolve; });
    const event: NotificationEvent = { userId: me.id, actorId: fan.id, kind: 'follow', item: { type: 'user', id: me.id, title: 'PushFollowed', link: `/grower/${fan.id}` } };
    // The push service holds its answer: the write commits regardless.
    await transactionWithAfterCommit(server.db, (trx) => notify(trx, event));
    await arrived;
    expect(received).toHaveLength(1);
    expect(JSON.parse(decrypt(received[0]!.body, device))).toEqual({ title: 'PushFan started following you', body: 'PushFollowed', url: `/grower/${fan.id}` });
    held = null;
    release();
  });

  it('follows each way\'s switch: in app off still pushes (nothing stored), push off stores without a push, both off nothing', async () => {
    const { me, actor, device } = await subscribedGrower('PushSwitches', 'PushSwitcher');
    await saveSettings(me.id, {
      notifications: {
        ...DEFAULT_SETTINGS.notifications,
        follows: { inapp: false, email: false, push: true },
        likes: { inapp: true, email: false, push: false },
        comments: { inapp: false, email: true, push: false },
      },
    });
    const heard: CommittedNotification[] = [];
    const stop = onNotificationsCommitted((n) => { if (n.user_id === me.id) heard.push(n); });
    const event = (kind: 'like' | 'comment' | 'follow'): NotificationEvent => ({
      userId: me.id, actorId: actor.id, kind, item: { type: 'user', id: me.id, title: 'PushSwitches', link: `/grower/${me.id}` },
    });
    const arrived = new Promise<void>((resolve) => { onReceived = resolve; });
    const made = [];
    for (const kind of ['like', 'comment', 'follow'] as const) made.push(await transactionWithAfterCommit(server.db, (trx) => notify(trx, event(kind))));
    stop();
    expect(made[0]).toEqual(expect.any(Number));
    expect(made.slice(1)).toEqual([null, null]);
    expect(heard.map((n) => [n.kind, n.id !== null, n.inapp, n.push])).toEqual([['like', true, true, false], ['follow', false, false, true]]);
    const rows = await server.db.selectFrom('notifications').select('kind').where('user_id', '=', me.id).execute();
    expect(rows.map((r) => r.kind)).toEqual(['like']);
    // The like's push is not sent; the follow's arrives.
    await arrived;
    expect(received.map((r) => JSON.parse(decrypt(r.body, device)) as PushMessage)).toEqual([
      { title: 'PushSwitcher started following you', body: 'PushSwitches', url: `/grower/${me.id}` },
    ]);
    expect(await sender.sendPushFor(heard[0]!)).toEqual([]);
  });

  it('a chat message pushes to the other members with the room in the title and a tap opening the room; muted, it does not', async () => {
    const { me, actor: anna, device } = await subscribedGrower('PushChatter', 'PushAnna2');
    const muted = await createTestUser(server.db, 'PushMuted');
    await send('POST', muted.token, newDevice('muted').body);
    await saveSettings(muted.id, { notifications: { ...DEFAULT_SETTINGS.notifications, messages: { inapp: true, email: false, push: false } } });
    const chat = (method: 'POST', url: string, token: string, payload: object) =>
      server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'x-rniq': newTestKey() } });
    const room = (await chat('POST', '/api/chats', anna.token, { user_id: me.id, name: 'Growers of Berlin' })).json<{ id: number }>();
    expect((await chat('POST', `/api/chats/${room.id}/users`, anna.token, { user_id: muted.id })).statusCode).toBe(200);
    received.length = 0;
    const arrived = new Promise<void>((resolve) => { onReceived = resolve; });
    const heard: CommittedNotification[] = [];
    const stop = onNotificationsCommitted((n) => { if (n.kind === 'message') heard.push(n); });
    expect((await chat('POST', `/api/chats/${room.id}/messages`, anna.token, { text: 'Anyone tried the new LED?' })).statusCode).toBe(200);
    stop();
    await arrived;
    expect(heard.map((n) => [n.user_id, n.push]).sort()).toEqual([[me.id, true], [muted.id, false]].sort());
    expect(received.map((r) => r.path)).toEqual(['/push/PushChatter']);
    expect(JSON.parse(decrypt(received[0]!.body, device))).toEqual({ title: 'PushAnna2 in Growers of Berlin', body: 'Anyone tried the new LED?', url: `/chats/${room.id}`, tag: `message:chat:${room.id}` });
  });
});
