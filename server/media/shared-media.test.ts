// @vitest-environment node
// Two nodes of one site: two apps, each with its own database connection and data folder, over one database and one
// MEDIA_DIR. A tus upload started on one node resumes and finishes on the other (its offset, metadata and lock live
// in the shared folder, not in a process), and what one node stored the other serves.
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diarySchema } from '../../src/domain/diary/diary';
import { weekSchema } from '../../src/domain/week/week';
import { buildApp } from '../app';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import type { Database } from '../db/types';
import { createTestUser, freshPostgresDatabase, injectAs, type TestCaller } from '../test-support';

const TUS = { 'tus-resumable': '1.0.0' };

let root: string;
let mediaDir: string;
const nodes: { app: FastifyInstance; db: Kysely<Database> }[] = [];
let alice: TestCaller;
let bob: TestCaller;
let target: { diary_id: number; week_id: number };

/** The start of an MP4 (an `ftyp` box), then filler up to `bytes`. */
function mp4(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x2a);
  Buffer.from([0, 0, 0, 0x18]).copy(file, 0);
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1').copy(file, 4);
  return file;
}

const metadata = (fields: Record<string, string | number>) =>
  Object.entries(fields).map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`).join(',');

function tus(node: number, method: 'POST' | 'HEAD' | 'PATCH', url: string, who: TestCaller, headers: Record<string, string> = {}, payload?: Buffer) {
  return nodes[node]!.app.inject({ method, url, payload, headers: { ...TUS, authorization: `Bearer ${who.token}`, ...headers } });
}

const patch = (node: number, location: string, who: TestCaller, offset: number, body: Buffer) =>
  tus(node, 'PATCH', location, who, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body);

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'growdiaries-nodes-'));
  mediaDir = path.join(root, 'shared-media');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const location = adminUrl ? await freshPostgresDatabase(adminUrl) : path.join(root, 'growdiaries.sqlite');
  for (const name of ['node-a', 'node-b']) {
    const dataDir = path.join(root, name);
    await mkdir(dataDir);
    const { db, dialect } = createDatabase(location);
    if (nodes.length === 0) await migrateToLatest(db, dialect);
    nodes.push({ db, app: await buildApp({ db, dataDir, mediaDir, distDir: path.join(dataDir, 'no-dist') }) });
  }
  alice = await createTestUser(nodes[0]!.db, 'Alice');
  bob = await createTestUser(nodes[0]!.db, 'Bob');
  const diary = diarySchema.parse((await injectAs(nodes[0]!.app, 'POST', '/api/diaries', alice, { name: 'Two nodes' })).json());
  const week = weekSchema.parse((await injectAs(nodes[1]!.app, 'POST', `/api/diaries/${diary.id}/weeks`, alice, { faza: 1, days: 7 })).json());
  target = { diary_id: diary.id, week_id: week.id };
});

afterAll(async () => {
  for (const { app, db } of nodes) {
    await app.close();
    await db.destroy();
  }
  await rm(root, { recursive: true, force: true });
});

describe('two nodes over one database and one MEDIA_DIR', () => {
  it('resumes on node B a tus upload begun on node A, and each node serves the finished video', async () => {
    const file = mp4(6000);
    const created = await tus(0, 'POST', '/api/uploads/videos', alice, {
      'upload-length': String(file.length),
      'upload-metadata': metadata({ ...target, key: 'nodes:video:1', filetype: 'video/mp4', filename: 'clip.mp4' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect((await patch(0, location, alice, 0, file.subarray(0, 2500))).headers['upload-offset']).toBe('2500');

    // Node B knows the upload, its owner and its offset from the shared folder alone.
    const resumed = await tus(1, 'HEAD', location, alice);
    expect([resumed.statusCode, resumed.headers['upload-offset'], resumed.headers['upload-length']]).toEqual([200, '2500', '6000']);
    expect((await tus(1, 'HEAD', location, bob)).statusCode).toBe(403);
    expect((await patch(1, location, alice, 0, file.subarray(0, 10))).statusCode).toBe(409);
    const finished = await patch(1, location, alice, 2500, file.subarray(2500));
    expect(finished.statusCode, finished.body).toBe(204);
    const url = finished.headers['video-url'] as string;

    // Node A answers the finished upload as complete, and both serve the same bytes.
    const done = await tus(0, 'HEAD', location, alice);
    expect([done.statusCode, done.headers['upload-offset'], done.headers['video-id']]).toEqual([200, '6000', finished.headers['video-id']]);
    for (const { app } of nodes) {
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(file)).toBe(true);
    }
    const rows = await nodes[1]!.db.selectFrom('videos').select('id').where('week_id', '=', target.week_id).execute();
    expect(rows).toHaveLength(1);
  });

  it('lets node B resume an upload while node A is still writing it: A is asked to let go, and B answers the offset A reached', async () => {
    const file = mp4(8000);
    const created = await tus(0, 'POST', '/api/uploads/videos', alice, {
      'upload-length': String(file.length),
      'upload-metadata': metadata({ ...target, key: 'nodes:video:3', filetype: 'video/mp4', filename: 'c.mp4' }),
    });
    const location = created.headers.location as string;
    // A connection that sent 3000 bytes and then hangs, as a phone that lost its signal.
    const body = new PassThrough();
    body.write(file.subarray(0, 3000));
    const stalled = nodes[0]!.app.inject({
      method: 'PATCH', url: location, payload: body,
      headers: { ...TUS, authorization: `Bearer ${alice.token}`, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    });
    const dataFile = path.join(mediaDir, 'tus', location.split('/').at(-1)!);
    await expect.poll(() => stat(dataFile).then((info) => info.size, () => 0)).toBe(3000);

    const resumed = await tus(1, 'HEAD', location, alice);
    expect([resumed.statusCode, resumed.headers['upload-offset']]).toEqual([200, '3000']);
    await stalled;
    const finished = await patch(1, location, alice, 3000, file.subarray(3000));
    expect(finished.statusCode, finished.body).toBe(204);
    expect((await nodes[0]!.app.inject({ method: 'GET', url: finished.headers['video-url'] as string })).rawPayload.equals(file)).toBe(true);
  });

  it('answers the same upload key on node B with the upload finished on node A, so a retry makes no second video', async () => {
    const videos = () => nodes[0]!.db.selectFrom('videos').select('id').where('week_id', '=', target.week_id).execute();
    const before = (await videos()).length;
    const file = mp4(3000);
    const fields = { 'upload-length': String(file.length), 'upload-metadata': metadata({ ...target, key: 'nodes:video:2', filetype: 'video/mp4', filename: 'b.mp4' }) };
    const first = await tus(0, 'POST', '/api/uploads/videos', alice, fields);
    expect((await patch(0, first.headers.location as string, alice, 0, file)).statusCode).toBe(204);
    const again = await tus(1, 'POST', '/api/uploads/videos', alice, fields);
    expect([again.statusCode, again.headers.location]).toEqual([201, first.headers.location]);
    expect(await videos()).toHaveLength(before + 1);
  });
});
