// @vitest-environment node
// `npm run backup` taken from another process while growers keep writing, then `npm run restore` into another
// installation: the copy is whole (integrity check), holds every write acknowledged before the backup began and the
// uploads, and a damaged backup is refused.
import { spawn } from 'node:child_process';
import { appendFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { createTestDataDir, createTestUser } from '../test-support';
import { BACKUP_MANIFEST, type BackupManifest } from './backup';

const PROJECT_DIR = path.resolve(import.meta.dirname, '../..');
let source: string;
let target: string;
let handle: DatabaseHandle;
let app: FastifyInstance;

/** Runs `npm run <script> -- <args>` for the installation in `dataDir`; resolves with its exit code and output. */
function npmRun(script: string, dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script, '--', ...args], { cwd: PROJECT_DIR, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  source = await createTestDataDir();
  target = await createTestDataDir();
  handle = createDatabase(path.join(source, 'growdiaries.sqlite'));
  await migrateToLatest(handle.db, handle.dialect);
  app = await buildApp({ db: handle.db, dataDir: source, distDir: path.join(source, 'no-dist'), limitScale: 100 });
  await mkdir(path.join(source, 'uploads', 'photos'), { recursive: true });
  await writeFile(path.join(source, 'uploads', 'photos', 'kept.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
});
afterAll(async () => {
  await app.close();
  await handle.db.destroy();
  await rm(source, { recursive: true, force: true });
  await rm(target, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('backs up while writes go on and restores every write acknowledged before it began, with the uploads', async () => {
    const grower = await createTestUser(handle.db, 'Backer');
    const acknowledged: number[] = [];
    let writing = true;
    let n = 0;
    const writes = (async () => {
      while (writing) {
        const res = await app.inject({
          method: 'POST', url: '/api/diaries', payload: { name: `Grow ${n}` },
          headers: { authorization: `Bearer ${grower.token}`, 'x-rniq': `backup-test:${n++}` },
        });
        expect(res.statusCode, res.body).toBe(201);
        acknowledged.push((res.json() as { id: number }).id);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (acknowledged.length < 20) await new Promise((resolve) => setImmediate(resolve));

    const backupDir = path.join(source, 'backups', 'during-writes');
    const before = [...acknowledged];
    const backup = await npmRun('backup', source, [backupDir]);
    const duringBackup = acknowledged.length - before.length;
    writing = false;
    await writes;
    expect(backup.code, backup.output).toBe(0);
    expect(duringBackup).toBeGreaterThan(0); // the writes really went on while the copy was made

    const restore = await npmRun('restore', target, [backupDir]);
    expect(restore.code, restore.output).toBe(0);
    const restored = new SqliteDatabase(path.join(target, 'growdiaries.sqlite'), { readonly: true });
    try {
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
      const ids = new Set((restored.prepare('select id from diaries where user_id = ?').all(grower.id) as { id: number }[]).map((row) => row.id));
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
      // Nothing half-done: each restored diary is one of the acknowledged writes (or the last, whose answer was on its way).
      expect(ids.size).toBeLessThanOrEqual(acknowledged.length);
    } finally {
      restored.close();
    }
    expect([...await readFile(path.join(target, 'uploads', 'photos', 'kept.jpg'))]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const manifest = JSON.parse(await readFile(path.join(backupDir, BACKUP_MANIFEST), 'utf8')) as BackupManifest;
    const migrations = (await handle.db.selectFrom('kysely_migration' as never).select('name' as never).execute() as { name: string }[]).map((r) => r.name).sort();
    expect(manifest.database.migrations).toEqual(migrations);
  }, 120_000);

  it('refuses a damaged backup and leaves the installation as it was', async () => {
    const backupDir = path.join(source, 'backups', 'damaged');
    expect((await npmRun('backup', source, [backupDir])).code).toBe(0);
    await appendFile(path.join(backupDir, 'growdiaries.sqlite'), 'garbage');
    const before = await readFile(path.join(target, 'growdiaries.sqlite'));
    const restore = await npmRun('restore', target, [backupDir]);
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/does not match its manifest/);
    expect((await readFile(path.join(target, 'growdiaries.sqlite'))).equals(before)).toBe(true);
  }, 60_000);
});
