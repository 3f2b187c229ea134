// @vitest-environment node
// Grower profiles over the real seed: the profile and its lists (activity, diaries, reviews, followers, by name), paging
// bounds, the profile write's authorization matrix and replay, the avatar upload, and the password and deletion calls
// (with the sweep of a deleted account's files).
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { diaryPageSchema } from '../../src/domain/diary/diary';
import {
  activityPageSchema, followersPageSchema, growerProfileSchema, profileInformationSchema, userReviewsPageSchema,
} from '../../src/domain/user/profile';
import { hashPassword } from '../auth/password';
import { createSession } from '../auth/sessions';
import { purgeDeletedAccountFiles } from '../services/deleted-account-files';
import { createTestUser, multipartBody, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
type Method = 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: unknown, key = newTestKey()) => server.app.inject({
  method, url, payload: payload as never,
  headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(method === 'GET' ? {} : { 'x-rniq': key }) },
});
const profileOf = async (id: number) => growerProfileSchema.parse((await call('GET', `/api/users/${id}`)).json());
const input = (name: string) => ({ name, bio: 'Soil grower since 2019.', location: 'Lisbon', website: 'https://example.org/grow', socials: { instagram: 'green.thumb' } });

/** A grower with a real password (a cheap hash) and two sessions, as on two devices. */
async function growerWithPassword(name: string, password: string) {
  const { id, token } = await createTestUser(server.db, name);
  await server.db.updateTable('users').set({ password_hash: await hashPassword(password, 2 ** 10) }).where('id', '=', id).execute();
  return { id, token, otherToken: await createSession(server.db, id) };
}
const signedIn = async (token: string) => (await call('GET', '/api/session', token)).statusCode === 200;

/** The seeded grower with the most diaries. */
let seeded: { id: number; cnt_diaries: number };
beforeAll(async () => {
  server = await startTestServer();
  const row = await server.db.selectFrom('diaries').select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('is_remove', '=', 0).where('is_hidden', '=', 0).groupBy('user_id').orderBy('n', 'desc').executeTakeFirstOrThrow();
  seeded = { id: row.user_id, cnt_diaries: Number(row.n) };
});
afterAll(() => server.close());

describe('profile reads', () => {
  it('answers a seeded grower with counters, information and every list, and 404 for an unknown one', async () => {
    const profile = await profileOf(seeded.id);
    expect(profile).toMatchObject({ id: seeded.id, link: `/grower/${seeded.id}`, cnt_diaries: seeded.cnt_diaries, is_deleted: false });
    expect(profile.bio.length).toBeGreaterThan(0);
    expect(profileInformationSchema.parse((await call('GET', `/api/users/${seeded.id}/information`)).json()).location).toBe(profile.location);
    const diaries = diaryPageSchema.parse((await call('GET', `/api/users/${seeded.id}/updates?limit=3`)).json());
    expect(diaries.total).toBe(seeded.cnt_diaries);
    expect(diaries.items.every((d) => d.item_user.id === seeded.id)).toBe(true);
    const activity = activityPageSchema.parse((await call('GET', `/api/users/${seeded.id}/activity?limit=5`)).json());
    expect(activity.items.length).toBe(5);
    const dates = activity.items.map((i) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const next = activityPageSchema.parse((await call('GET', `/api/users/${seeded.id}/activity?start=5&limit=5`)).json());
    expect(next.items[0]!.date <= dates[4]!).toBe(true);
    expect((await call('GET', '/api/users/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/users/999999/activity')).statusCode).toBe(404);
  });

  it('lists followers and reviews, and finds a grower by name in any case', async () => {
    const fan = await createTestUser(server.db, 'ProfileFan');
    expect((await call('POST', `/api/follows/user/${seeded.id}`, fan.token)).statusCode).toBe(200);
    const followers = followersPageSchema.parse((await call('GET', `/api/users/${seeded.id}/followers`)).json());
    expect(followers.items[0]!.id).toBe(fan.id);
    const product = await server.db.selectFrom('products').select('id').where('user_added', '=', 0).executeTakeFirstOrThrow();
    expect((await call('PUT', `/api/products/${product.id}/review`, fan.token, { n_general: 9, text: 'Strong and easy.', props: {} })).statusCode).toBe(200);
    const reviews = userReviewsPageSchema.parse((await call('GET', `/api/users/${fan.id}/reviews`)).json());
    expect(reviews).toMatchObject({ total: 1, items: [{ ref_id: product.id, text: 'Strong and easy.' }] });
    const byName = growerProfileSchema.parse((await call('GET', '/api/ref/users/PROFILEFAN')).json());
    expect(byName).toMatchObject({ id: fan.id, cnt_following: 1, cnt_reviews: 1 });
    expect((await call('GET', '/api/ref/users/nobody-here')).statusCode).toBe(404);
  });

  it('checks paging bounds and ids', async () => {
    for (const query of ['limit=0', 'limit=21', 'start=-1', 'start=x']) {
      const res = await call('GET', `/api/users/${seeded.id}/activity?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await call('GET', '/api/users/0')).statusCode).toBe(400);
    expect((await call('GET', '/api/ref/users/a%20b')).statusCode).toBe(400);
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets the owner only change the profile (guest 401, other grower and admin 403), once per key', async () => {
    const owner = await createTestUser(server.db, 'ProfileOwner');
    const other = await createTestUser(server.db, 'ProfileOther');
    const admin = await createTestUser(server.db, 'ProfileAdmin');
    await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const url = `/api/users/${owner.id}`;
    expect((await call('PUT', url, undefined, input('ProfileOwner'))).statusCode).toBe(401);
    expect((await call('PUT', url, other.token, input('ProfileOwner'))).statusCode).toBe(403);
    expect((await call('PUT', url, admin.token, input('ProfileOwner'))).statusCode).toBe(403);
    const key = newTestKey();
    const first = await call('PUT', url, owner.token, input('ProfileOwner2'), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(growerProfileSchema.parse(first.json())).toMatchObject({ name: 'ProfileOwner2', location: 'Lisbon', socials: { instagram: 'green.thumb' } });
    // The same key again (a replay after a lost answer) answers the first answer and changes nothing, even after a later edit.
    expect((await call('PUT', url, owner.token, { ...input('ProfileOwner3'), bio: 'later' })).statusCode).toBe(200);
    const replay = await call('PUT', url, owner.token, input('ProfileOwner2'), key);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect((await profileOf(owner.id)).bio).toBe('later');
  });

  it('answers 400 for bad fields and 409 for a taken name', async () => {
    const owner = await createTestUser(server.db, 'ProfileBad');
    const url = `/api/users/${owner.id}`;
    const bad = [
      { ...input('ProfileBad'), bio: 'x'.repeat(1001) },
      { ...input('ProfileBad'), website: 'javascript:alert(1)' },
      { ...input('ProfileBad'), socials: { instagram: '<b>' } },
      { ...input('ProfileBad'), socials: { myspace: 'me' } },
      { ...input('a b') },
    ];
    for (const body of bad) expect((await call('PUT', url, owner.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    await createTestUser(server.db, 'ProfileTaken');
    expect((await call('PUT', url, owner.token, input('profiletaken'))).statusCode).toBe(409);
  });
});

describe('POST /api/users/{id}/avatars', () => {
  it('re-encodes a picture into three square sizes, refuses what is not one, and only for the owner', async () => {
    const owner = await createTestUser(server.db, 'AvatarOwner');
    const other = await createTestUser(server.db, 'AvatarOther');
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7' } }).png().toBuffer();
    const form = await multipartBody({}, { bytes: png, name: 'me.gif', type: 'image/gif' });
    const send = (token: string, body = form) => server.app.inject({
      method: 'POST', url: `/api/users/${owner.id}/avatars`, payload: body.payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'x-rniq': newTestKey() },
    });
    expect((await send(other.token)).statusCode).toBe(403);
    const res = await send(owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const profile = growerProfileSchema.parse(res.json());
    expect(profile.avatar).toMatch(/^\/uploads\/avatars\/u[0-9a-f]{32}_200\.jpg$/);
    const little = await server.app.inject({ method: 'GET', url: profile.avatar_little! });
    expect(little.statusCode).toBe(200);
    expect(await sharp(little.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 32, height: 32 });
    const text = await multipartBody({}, { bytes: new TextEncoder().encode('<svg onload="alert(1)"></svg>'), name: 'x.png', type: 'image/png' });
    expect((await send(owner.token, text)).statusCode).toBe(415);
  });
});

describe('PATCH /api/users/{id} (password)', () => {
  it('needs the current password, then ends every other session and keeps this one', async () => {
    const me = await growerWithPassword('PasswordOwner', 'old-password-1');
    const url = `/api/users/${me.id}`;
    const wrong = await call('PATCH', url, me.token, { password: 'nope', new_password: 'new-password-2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'wrong_password' });
    expect((await call('PATCH', url, me.token, { password: 'old-password-1', new_password: 'short' })).statusCode).toBe(400);
    const other = await createTestUser(server.db, 'PasswordOther');
    expect((await call('PATCH', url, other.token, { password: 'old-password-1', new_password: 'new-password-2' })).statusCode).toBe(403);
    const key = newTestKey();
    const ok = await call('PATCH', url, me.token, { password: 'old-password-1', new_password: 'new-password-2' }, key);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ sessions_ended: 1 });
    expect(await signedIn(me.token)).toBe(true);
    expect(await signedIn(me.otherToken)).toBe(false);
    // A replay answers the same, though the old password no longer matches.
    expect((await call('PATCH', url, me.token, { password: 'old-password-1', new_password: 'new-password-2' }, key)).json()).toEqual({ sessions_ended: 1 });
    const signIn = await call('POST', '/api/session', undefined, { login: 'passwordowner', password: 'new-password-2' });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('DELETE /api/users/{id}', () => {
  /** A grower with a password and one visible diary. */
  async function growerWithDiary(name: string) {
    const me = await growerWithPassword(name, 'delete-me-please');
    const now = new Date().toISOString();
    const diary = await server.db.insertInto('diaries')
      .values({ user_id: me.id, name: `${name}'s grow`, add_date: now, update_date: now, type_room: null, type_watering: null, type_soil: null, cover_photo_id: null, approved: 1, is_remove: 0, is_hidden: 0, cnt_views: 0, cnt_likes: 0, cnt_comments: 0 })
      .returning('id').executeTakeFirstOrThrow();
    return { ...me, diaryId: diary.id };
  }

  it('signs the account out everywhere, removes its avatar files, and keeps its diaries under "deleted grower" when asked to', async () => {
    const me = await growerWithDiary('DeleteKeeper');
    const url = `/api/users/${me.id}`;
    const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#a37' } }).png().toBuffer();
    const form = await multipartBody({}, { bytes: png, name: 'me.png', type: 'image/png' });
    const uploaded = await server.app.inject({
      method: 'POST', url: `${url}/avatars`, payload: form.payload,
      headers: { authorization: `Bearer ${me.token}`, 'content-type': form.contentType, 'x-rniq': newTestKey() },
    });
    const avatar = growerProfileSchema.parse(uploaded.json()).avatar!;
    expect((await call('GET', avatar)).statusCode).toBe(200);
    expect((await call('DELETE', url, me.token, { password: 'wrong', diaries: 'keep' })).statusCode).toBe(400);
    expect((await call('DELETE', url, me.token, { password: 'delete-me-please', diaries: 'maybe' })).statusCode).toBe(400);
    expect((await call('DELETE', url, undefined, { password: 'delete-me-please', diaries: 'keep' })).statusCode).toBe(401);
    const res = await call('DELETE', url, me.token, { password: 'delete-me-please', diaries: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ diaries_kept: 1, diaries_removed: 0 });
    // The files go right after the answer is sent.
    await vi.waitFor(async () => expect((await call('GET', avatar)).statusCode).toBe(404));
    expect(await signedIn(me.token)).toBe(false);
    expect(await signedIn(me.otherToken)).toBe(false);
    const diary = (await call('GET', `/api/diaries/${me.diaryId}`)).json() as { item_user: { name: string; avatar: string | null } };
    expect(diary.item_user).toMatchObject({ name: 'deleted grower', avatar: null });
    expect(await profileOf(me.id)).toMatchObject({ is_deleted: true, bio: '', name: 'deleted grower' });
    expect((await call('POST', '/api/session', undefined, { login: 'deletekeeper', password: 'delete-me-please' })).statusCode).toBe(401);
    expect((await call('GET', '/api/ref/users/DeleteKeeper')).statusCode).toBe(404);
  });

  it('takes the mailed links within the request, and the removed diaries\' photos and videos (files and rows) and kept answers at the hourly sweep', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    /** A grower with a diary week holding a photo and a video file; answers where the photo's files are. */
    const withMedia = async (name: string) => {
      const me = await growerWithPassword(name, 'delete-me-please');
      const diary = (await call('POST', '/api/diaries', me.token, { name: `${name} grow` })).json().id as number;
      const week = (await call('POST', `/api/diaries/${diary}/weeks`, me.token, { faza: 1, days: 7 })).json().id as number;
      const form = await multipartBody({ diary_id: diary, week_id: week }, { bytes: jpeg, name: 'leaf.jpg', type: 'image/jpeg' });
      const photo = await server.app.inject({ method: 'POST', url: '/api/uploads/weeks/media', payload: form.payload, headers: { authorization: `Bearer ${me.token}`, 'content-type': form.contentType, 'x-rniq': newTestKey() } });
      expect(photo.statusCode, photo.body).toBe(201);
      const videoFile = `videos/${name}.mp4`;
      await writeFile(path.join(server.dataDir, 'uploads', videoFile), 'not really a video');
      await server.db.insertInto('videos').values({ week_id: week, diary_id: diary, user_id: me.id, key: newTestKey(), upload_id: `${name}-upload`, file: videoFile, mime: 'video/mp4', bytes: 18, add_date: new Date().toISOString() }).execute();
      return { ...me, diary, photoUrl: (photo.json() as { size_m: string }).size_m, videoFile };
    };
    const remover = await withMedia('MediaRemover');
    const keeper = await withMedia('MediaKeeper');
    await server.db.insertInto('email_tokens').values({ user_id: remover.id, kind: 'reset', token_hash: 'a'.repeat(64), email: 'mediaremover@example.test', add_date: new Date().toISOString(), expires_at: new Date(Date.now() + 3_600_000).toISOString(), used_at: null }).execute();
    expect((await call('GET', remover.photoUrl)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/users/${remover.id}`, remover.token, { password: 'delete-me-please', diaries: 'remove' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/${keeper.id}`, keeper.token, { password: 'delete-me-please', diaries: 'keep' })).statusCode).toBe(200);
    expect(await server.db.selectFrom('email_tokens').select('id').where('user_id', '=', remover.id).execute()).toEqual([]);

    expect(await purgeDeletedAccountFiles(server.db, path.join(server.dataDir, 'uploads'))).toEqual({ photos: 1, videos: 1 });
    expect((await call('GET', remover.photoUrl)).statusCode).toBe(404);
    expect(existsSync(path.join(server.dataDir, 'uploads', remover.videoFile))).toBe(false);
    expect(await server.db.selectFrom('photos').select('id').where('diary_id', '=', remover.diary).execute()).toEqual([]);
    expect(await server.db.selectFrom('idempotency_keys').select('key').where('user_id', 'in', [remover.id, keeper.id]).execute()).toEqual([]);
    // A diary kept under "deleted grower" keeps its pictures.
    expect((await call('GET', keeper.photoUrl)).statusCode).toBe(200);
    expect(existsSync(path.join(server.dataDir, 'uploads', keeper.videoFile))).toBe(true);
    expect(await purgeDeletedAccountFiles(server.db, path.join(server.dataDir, 'uploads'))).toEqual({ photos: 0, videos: 0 });
  });

  it('removes the diaries when asked to, and refuses another grower', async () => {
    const me = await growerWithDiary('DeleteRemover');
    const other = await createTestUser(server.db, 'DeleteOther');
    const url = `/api/users/${me.id}`;
    expect((await call('DELETE', url, other.token, { password: 'delete-me-please', diaries: 'remove' })).statusCode).toBe(403);
    const res = await call('DELETE', url, me.token, { password: 'delete-me-please', diaries: 'remove' });
    expect(res.json()).toEqual({ diaries_kept: 0, diaries_removed: 1 });
    expect((await call('GET', `/api/diaries/${me.diaryId}`)).statusCode).toBe(404);
  });
});
