// @vitest-environment node
// Stopping the real server process (compiled as `npm start` runs it) with SIGTERM while growers' writes are arriving:
// it finishes what it took, refuses the rest, closes the database and exits 0; every write it acknowledged is in the
// database afterwards.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { compileServer, freePort } from '../../tests/helpers/server-process';
import { createTestDataDir, createTestUser } from '../test-support';

const WRITES = 40;
let dataDir: string;

const BUILD_DIR = `.tmp/shutdown-test-${process.pid}`;

beforeAll(async () => { dataDir = await createTestDataDir(); });
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(BUILD_DIR, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('loses no acknowledged write: those in flight finish, later ones are refused, the process exits 0', async () => {
    const location = path.join(dataDir, 'growdiaries.sqlite');
    const setup = createDatabase(location);
    await migrateToLatest(setup.db, setup.dialect);
    const grower = await createTestUser(setup.db, 'Stopper');
    await setup.db.destroy();

    const port = await freePort();
    const entry = compileServer(`${BUILD_DIR}/main.mjs`);
    const server = spawn(process.execPath, [entry], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SKIP_BUILD: '1', DEMO_DATA: '0', RATE_LIMIT_SCALE: '100', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => { if (chunk.toString().includes('is running')) resolve(); });
      void exited.then(() => reject(new Error('the server stopped before it listened')));
    });

    let signalled = false;
    const write = async (n: number) => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/diaries`, {
          method: 'POST', body: JSON.stringify({ name: `Grow ${n}` }),
          headers: { authorization: `Bearer ${grower.token}`, 'content-type': 'application/json', 'x-rniq': `shutdown-test:${n}` },
        });
        if (!signalled) { signalled = true; server.kill('SIGTERM'); }
        return res.ok ? ((await res.json()) as { id: number }).id : null;
      } catch {
        return null; // refused: the connection was not taken
      }
    };
    // A burst in flight when the signal comes, then writes one after another until the server takes no more.
    const answers = await Promise.all(Array.from({ length: WRITES }, (_, n) => write(n)));
    for (let n = WRITES; n < 3 * WRITES && answers.at(-1) !== null; n++) answers.push(await write(n));
    expect(await exited).toBe(0);

    const acknowledged = answers.filter((id): id is number => id !== null);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(answers.at(-1)).toBeNull();
    const after = createDatabase(location);
    const stored = await after.db.selectFrom('diaries').select('id').where('user_id', '=', grower.id).execute();
    await after.db.destroy();
    const storedIds = new Set(stored.map((row) => row.id));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
  }, 60_000);
});
