// @vitest-environment node
// POST and GET /api/users/:id/imports: a grower's export imported into another account comes back as new diaries of
// that account with their weeks, photos (every size), comments, cover, catalogue items and dates; a replay queues it
// once; a damaged or foreign file is refused before anything is made, a photo that is no picture is left out, a job
// taken over after a crash never makes a diary twice, and a deleted account's import stops.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountImport } from '../../src/domain/user/account-import';
import { hashPassword } from '../auth/password';
import { createSession } from '../auth/sessions';
import { DEMO_ACCOUNT } from '../db/seed/model';
import { createImportRunner } from '../services/account-import';
import { getDiary } from '../services/diaries';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let demo: { id: number; token: string };
let exported: Uint8Array;

beforeAll(async () => {
  server = await startTestServer();
  const { id } = await server.db.selectFrom('users').select('id').where('name', '=', DEMO_ACCOUNT.name).executeTakeFirstOrThrow();
  demo = { id, token: await createSession(server.db, id) };
  exported = (await server.app.inject({ url: `/api/users/${id}/export`, headers: { authorization: `Bearer ${demo.token}` } })).rawPayload;
});
afterAll(() => server.close());

const uploadsDir = () => path.join(server.dataDir, 'uploads');

const postImport = (userId: number, token: string | null, zip: Uint8Array, { key = newTestKey(), type = 'application/zip' } = {}) =>
  server.app.inject({
    method: 'POST', url: `/api/users/${userId}/imports`, payload: Buffer.from(zip),
    headers: { 'content-type': type, 'x-rniq': key, ...(token && { authorization: `Bearer ${token}` }) },
  });

const importsOf = async (user: { id: number; token: string }): Promise<AccountImport[]> =>
  (await server.app.inject({ url: `/api/users/${user.id}/imports`, headers: { authorization: `Bearer ${user.token}` } })).json<{ items: AccountImport[] }>().items;

/** Waits until the import has ended (the runner works in the background) and answers it. */
async function ended(user: { id: number; token: string }, importId: number): Promise<AccountImport> {
  await expect.poll(async () => (await importsOf(user)).find((job) => job.id === importId)?.status, { timeout: 30_000 }).toMatch(/^(done|failed)$/);
  return (await importsOf(user)).find((job) => job.id === importId)!;
}

const liveDiaries = (userId: number) => server.db.selectFrom('diaries').select(['id', 'name']).where('user_id', '=', userId).where('is_remove', '=', 0).orderBy('id').execute();

const diaryFiles = (files: Record<string, Uint8Array>) => Object.keys(files).filter((name) => /diary\.json$/.test(name)).sort();

/**
 * The demo's export cut down so that an import takes seconds: its first `diaries` diaries with at most `photos` photo
 * files each (the others are left out of the zip, as an export leaves out a photo it cannot read), changed by `change`.
 */
function smallExport({ diaries = 1, photos = 3 } = {}, change: (files: Record<string, Uint8Array>) => void = () => {}): Uint8Array {
  const files = unzipSync(exported);
  const kept = diaryFiles(files).slice(0, diaries).map((name) => name.replace('diary.json', ''));
  for (const name of Object.keys(files)) {
    if (name.startsWith('diaries/') && !kept.some((folder) => name.startsWith(folder))) delete files[name];
  }
  for (const folder of kept) {
    for (const name of Object.keys(files).filter((entry) => entry.startsWith(`${folder}photos/`)).slice(photos)) delete files[name];
  }
  change(files);
  return zipSync(files);
}

describe('importing an export into another account', () => {
  it('makes every diary again with its weeks, photos, comments, cover, items and dates; a replay queues it once', async () => {
    const mover = await createTestUser(server.db, 'Mover');
    const key = newTestKey();
    const zip = smallExport({ diaries: 2, photos: 3 });
    const res = await postImport(mover.id, mover.token, zip, { key });
    expect(res.statusCode).toBe(202);
    const queued = res.json<AccountImport>();
    const files = unzipSync(zip);
    const sourceDiaries = (await liveDiaries(demo.id)).filter((d) => files[`diaries/${d.id}/diary.json`]);
    expect(queued).toMatchObject({ status: expect.stringMatching(/^(queued|running)$/), diaries_total: 2, photos_total: 6 });

    const replay = await postImport(mover.id, mover.token, zip, { key });
    expect(replay.statusCode).toBe(202);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json<AccountImport>().id).toBe(queued.id);

    const job = await ended(mover, queued.id);
    expect(job).toMatchObject({ status: 'done', error: null, diaries_done: sourceDiaries.length, photos_done: queued.photos_total, photos_skipped: 0 });
    expect(await importsOf(mover)).toHaveLength(1);
    // The uploaded zip goes once imported.
    await expect.poll(() => readdir(path.join(uploadsDir(), 'imports'))).toEqual([]);

    const made = await liveDiaries(mover.id);
    expect(made.map((d) => d.name)).toEqual(sourceDiaries.map((d) => d.name));
    expect(job.diaries.map((d) => d.id)).toEqual(made.map((d) => d.id));
    for (const [index, source] of sourceDiaries.entries()) {
      const before = (await getDiary(server.db, source.id, { id: demo.id, role: 'user' }))!;
      const after = (await getDiary(server.db, made[index]!.id, { id: mover.id, role: 'user' }))!;
      expect(after.item_user.id).toBe(mover.id);
      expect(after.add_date).toBe(before.add_date);
      expect(after.items_seed.map((item) => item.id)).toEqual(before.items_seed.map((item) => item.id));
      expect(after.items_nutrient.map((item) => item.id)).toEqual(before.items_nutrient.map((item) => item.id));
      expect(after.items_week.map((w) => [w.faza, w.days, w.text, w.props, w.add_date])).toEqual(before.items_week.map((w) => [w.faza, w.days, w.text, w.props, w.add_date]));
      expect(after.items_week.map((w) => w.items_nutrient.map((n) => [n.id, n.val]))).toEqual(before.items_week.map((w) => w.items_nutrient.map((n) => [n.id, n.val])));
      expect(after.items_week.map((w) => w.item_harvest ?? null)).toEqual(before.items_week.map((w) => w.item_harvest ?? null));
      // The photos in the zip, in their weeks and order, with their comments; the cover when it is one of them.
      const inZip = before.items_week.map((w) => w.items_photo.filter((p) => files[`diaries/${source.id}/photos/${w.id}-${p.id}.jpg`]));
      expect(after.items_week.map((w) => w.items_photo.map((p) => p.comment))).toEqual(inZip.map((photos) => photos.map((p) => p.comment)));
      const coverAt = inZip.flat().findIndex((p) => p.id === before.cover?.id);
      if (coverAt >= 0) expect(after.cover?.id).toBe(after.items_week.flatMap((w) => w.items_photo)[coverAt]!.id);
      // Every photo is a new file of its own, in every size, as an upload would be.
      for (const photo of after.items_week.flatMap((w) => w.items_photo)) {
        expect(photo.size_big).not.toMatch(/demo/);
        for (const url of [photo.size_big, photo.size_m, photo.size_s]) expect((await sharp(path.join(server.dataDir, url)).metadata()).format).toBe('jpeg');
      }
    }
  });

  it('refuses what is not an export before making anything, naming what is wrong', async () => {
    const user = await createTestUser(server.db, 'Careful');
    const refusal = async (zip: Uint8Array, options?: { type?: string }) => {
      const res = await postImport(user.id, user.token, zip, options);
      return { status: res.statusCode, ...res.json<{ error: string; message: string }>() };
    };
    expect(await refusal(strToU8('not a zip at all'))).toMatchObject({ status: 400, message: expect.stringMatching(/not a zip file/) });
    expect(await refusal(smallExport(), { type: 'application/octet-stream' })).toMatchObject({ status: 415 });
    expect(await refusal(strToU8('{}'), { type: 'application/json' })).toMatchObject({ status: 415, message: expect.stringMatching(/application\/zip/) });
    expect(await refusal(zipSync({ 'notes.txt': strToU8('hello') }))).toMatchObject({ status: 400, message: expect.stringMatching(/account\.json is missing/) });
    expect(await refusal(smallExport({}, (files) => {
      files['account.json'] = strToU8(JSON.stringify({ format: 'another-app', version: 1 }));
    }))).toMatchObject({ status: 400, message: expect.stringMatching(/account\.json: format/) });
    const broken = smallExport({}, (files) => {
      const name = diaryFiles(files)[0]!;
      const diary = JSON.parse(strFromU8(files[name]!)) as { items_week: { faza: number }[] };
      diary.items_week[0]!.faza = 7;
      files[name] = strToU8(JSON.stringify(diary));
    });
    expect(await refusal(broken)).toMatchObject({ status: 400, message: expect.stringMatching(/diaries\/\d+\/diary\.json items_week\.0: faza: /) });
    const tooBig = await server.app.inject({
      method: 'POST', url: `/api/users/${user.id}/imports`, payload: Buffer.from(exported),
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/zip', 'content-length': String(300 * 1024 * 1024), 'x-rniq': newTestKey() },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(await liveDiaries(user.id)).toEqual([]);
    expect(await importsOf(user)).toEqual([]);
    expect(await readdir(path.join(uploadsDir(), 'imports'))).toEqual([]);
  });

  it('answers 401 to guests and 403 to anyone but the account owner, for uploads and the list', async () => {
    const owner = await createTestUser(server.db, 'Owner');
    const other = await createTestUser(server.db, 'Other');
    expect((await postImport(owner.id, null, exported)).statusCode).toBe(401);
    expect((await postImport(owner.id, other.token, exported)).statusCode).toBe(403);
    const list = await server.app.inject({ url: `/api/users/${owner.id}/imports`, headers: { authorization: `Bearer ${other.token}` } });
    expect(list.statusCode).toBe(403);
    expect(await liveDiaries(owner.id)).toEqual([]);
  });

  it('leaves out a photo that is no picture and imports the rest', async () => {
    const user = await createTestUser(server.db, 'Patchy');
    const zip = smallExport({}, (files) => {
      files[Object.keys(files).find((name) => name.includes('/photos/'))!] = strToU8('<html>not a photo</html>');
    });
    const job = await ended(user, (await postImport(user.id, user.token, zip)).json<AccountImport>().id);
    expect(job).toMatchObject({ status: 'done', photos_skipped: 1, photos_done: job.photos_total - 1 });
  });

  it('goes on after a crash without making a diary twice', async () => {
    const user = await createTestUser(server.db, 'Crashy');
    const zip = smallExport({ diaries: 3, photos: 1 });
    const job = await ended(user, (await postImport(user.id, user.token, zip)).json<AccountImport>().id);
    const total = job.diaries_total;
    expect(total).toBeGreaterThan(1);
    // As if the server had stopped after the first diary: the rest undone, the job still running, its zip in place.
    const [, ...rest] = job.diaries;
    await server.db.deleteFrom('diaries').where('id', 'in', rest.map((d) => d.id)).execute();
    const file = 'imports/crashed.zip';
    await writeFile(path.join(uploadsDir(), file), zip);
    await server.db.updateTable('account_imports').set({ status: 'running', file, claimed_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('id', '=', job.id).execute();

    await createImportRunner(server.db, uploadsDir()).run();
    const after = (await importsOf(user))[0]!;
    expect(after).toMatchObject({ id: job.id, status: 'done', diaries_done: total });
    const made = await liveDiaries(user.id);
    expect(made).toHaveLength(total);
    expect(made[0]!.id).toBe(job.diaries[0]!.id);
  });

  it('stops the import of an account deleted meanwhile and removes its upload', async () => {
    const user = await createTestUser(server.db, 'Leaver');
    await server.db.updateTable('users').set({ password_hash: await hashPassword('leaving-now-1', 4) }).where('id', '=', user.id).execute();
    const stamp = new Date().toISOString();
    const file = 'imports/leaver.zip';
    await writeFile(path.join(uploadsDir(), file), smallExport());
    // Queued (no runner has taken it yet) when the account goes.
    await server.db.insertInto('account_imports').values({
      user_id: user.id, file, bytes: exported.byteLength, status: 'queued', diaries_total: 1, photos_total: 0, error: null, claimed_at: null, add_date: stamp, update_date: stamp,
    }).execute();
    const deleted = await server.app.inject({
      method: 'DELETE', url: `/api/users/${user.id}`, payload: { password: 'leaving-now-1', diaries: 'remove' },
      headers: { authorization: `Bearer ${user.token}`, 'x-rniq': newTestKey() },
    });
    expect(deleted.statusCode).toBe(200);
    await createImportRunner(server.db, uploadsDir()).run();
    expect(await liveDiaries(user.id)).toEqual([]);
    expect(await server.db.selectFrom('account_imports').select(['status', 'error', 'file']).where('user_id', '=', user.id).execute())
      .toEqual([{ status: 'failed', error: 'The account was deleted.', file: '' }]);
    expect(await readdir(path.join(uploadsDir(), 'imports'))).toEqual([]);
  });
});
