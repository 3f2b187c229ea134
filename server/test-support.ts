// Shared by server tests: a fresh DATA_DIR with a real SQLite file, migrated, optionally seeded, and the app.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from './app';
import { createSession } from './auth/sessions';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { ensureDemoData } from './db/seed/index';
import type { Database } from './db/types';

/** A small picture pool keeps test seeding fast; the rows are the same as in a real seed. */
export const TEST_IMAGE_POOL = 2;
export const TEST_SEED = 42;
/** Fixed anchor of the demo dates, so runs on different days seed the same rows. */
export const TEST_NOW = new Date('2026-01-15T00:00:00Z');

export interface TestServer {
  app: FastifyInstance;
  db: Kysely<Database>;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'growdiaries-test-'));
}

/**
 * A fresh PostgreSQL database on the server of TEST_DATABASE_URL (an admin connection, e.g.
 * postgres://postgres@localhost:5432/postgres): how the server tests run against PostgreSQL by hand.
 */
export async function freshPostgresDatabase(adminUrl: string): Promise<string> {
  const name = `growdiaries_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Opens and migrates a SQLite database in the data folder (or a fresh PostgreSQL one, given TEST_DATABASE_URL). */
export async function openTestDatabase(dataDir: string): Promise<Kysely<Database>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const location = adminUrl ? await freshPostgresDatabase(adminUrl) : path.join(dataDir, 'growdiaries.sqlite');
  const { db, dialect } = createDatabase(location);
  await migrateToLatest(db, dialect);
  return db;
}

export async function seedTestDatabase(db: Kysely<Database>, dataDir: string) {
  return ensureDemoData(db, { seed: TEST_SEED, uploadsDir: path.join(dataDir, 'uploads'), imagePool: TEST_IMAGE_POOL, now: TEST_NOW });
}

/** The app's options a test may choose (mail, limits, metrics, sign-in providers…); the database and data folder are the test's own. */
export type TestServerOptions = { seed?: boolean } & Partial<Omit<AppOptions, 'db' | 'dataDir'>>;

/** The app over a fresh database; seeded with the real demo data unless told otherwise; mails go to dataDir/mail unless `mail` says otherwise. */
export async function startTestServer({ seed = true, distDir, ...options }: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await createTestDataDir();
  const db = await openTestDatabase(dataDir);
  if (seed) await seedTestDatabase(db, dataDir);
  const app = await buildApp({ db, dataDir, distDir: distDir ?? path.join(dataDir, 'no-dist'), ...options });
  return {
    app, db, dataDir,
    async close() {
      await app.close();
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in grower made directly in the database (no password, so no slow hashing): id and bearer token. */
export async function createTestUser(db: Kysely<Database>, name: string): Promise<{ id: number; token: string }> {
  const { id } = await db.insertInto('users')
    .values({ name, email: `${name.toLowerCase()}@example.test`, password_hash: null, status: 'newbie', avatar: null, add_date: new Date().toISOString() })
    .returning('id').executeTakeFirstOrThrow();
  return { id, token: await createSession(db, id) };
}

let keySequence = 0;
/** A fresh idempotency key, as the client makes them: client id and sequence number. */
export function newTestKey(): string {
  return `test-client:${process.pid}:${(++keySequence).toString().padStart(6, '0')}`;
}

/** A multipart/form-data body (fields first, then the file part `file`) and its content type. */
export async function multipartBody(fields: Record<string, string | number>, file?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}
