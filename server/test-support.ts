// Shared by server tests: a fresh DATA_DIR with a real SQLite file, migrated, optionally seeded, and the app.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
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

/** The demo data seeded once per run by the server tests' global setup (test-seed-template.ts), for tests to copy. */
export interface SeedTemplate {
  /** Names this run's PostgreSQL databases, which its teardown drops. */
  runId: string;
  /** A data folder holding the seeded SQLite file (unused on PostgreSQL) and the seeded uploads. */
  dataDir: string;
  /** The seeded template database, on the server of TEST_DATABASE_URL. */
  postgresDatabase?: string;
}

const TEST_DATABASE_PREFIX = 'growdiaries_test_';

async function asAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh PostgreSQL database on the server of TEST_DATABASE_URL (an admin connection, e.g.
 * postgres://postgres@localhost:5432/postgres), empty or a copy of a template: how the server tests run against PostgreSQL.
 */
export async function freshPostgresDatabase(adminUrl: string, template?: string, runId = seedTemplate()?.runId ?? 'solo'): Promise<string> {
  const name = `${TEST_DATABASE_PREFIX}${runId}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await asAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the databases of one test run (its runId), a few at a time. */
export async function dropTestRunDatabases(adminUrl: string, runId: string): Promise<void> {
  const names = await asAdmin(adminUrl, async (admin) => (await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${TEST_DATABASE_PREFIX}${runId}_`])).rows.map((row) => row.datname));
  const dropNext = (): Promise<void> => {
    const name = names.pop();
    return name ? asAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(dropNext) : Promise.resolve();
  };
  await Promise.all([dropNext(), dropNext(), dropNext(), dropNext()]);
}

/** Opens and migrates a SQLite database in the data folder (or a fresh PostgreSQL one, given TEST_DATABASE_URL). */
export async function openTestDatabase(dataDir: string, postgresTemplate?: string): Promise<Kysely<Database>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const location = adminUrl ? await freshPostgresDatabase(adminUrl, postgresTemplate) : path.join(dataDir, 'growdiaries.sqlite');
  const { db, dialect } = createDatabase(location);
  await migrateToLatest(db, dialect);
  return db;
}

/** The run's seeded template, when the server tests' global setup made one (not outside Vitest). */
function seedTemplate(): SeedTemplate | undefined {
  return process.env.VITEST ? inject('seedTemplate') : undefined;
}

/** A migrated database with the demo data: a copy of the run's template when there is one, else seeded here. */
async function openSeededTestDatabase(dataDir: string): Promise<Kysely<Database>> {
  const template = seedTemplate();
  if (!template) {
    const db = await openTestDatabase(dataDir);
    await seedTestDatabase(db, dataDir);
    return db;
  }
  await cp(template.dataDir, dataDir, { recursive: true });
  return openTestDatabase(dataDir, template.postgresDatabase);
}

export async function seedTestDatabase(db: Kysely<Database>, dataDir: string) {
  return ensureDemoData(db, { seed: TEST_SEED, uploadsDir: path.join(dataDir, 'uploads'), imagePool: TEST_IMAGE_POOL, now: TEST_NOW });
}

/** The app's options a test may choose (mail, limits, metrics, sign-in providers…); the database and data folder are the test's own. */
export type TestServerOptions = { seed?: boolean } & Partial<Omit<AppOptions, 'db' | 'dataDir'>>;

/** The app over a fresh database; seeded with the real demo data unless told otherwise; mails go to dataDir/mail unless `mail` says otherwise. */
export async function startTestServer({ seed = true, distDir, ...options }: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await createTestDataDir();
  const db = seed ? await openSeededTestDatabase(dataDir) : await openTestDatabase(dataDir);
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

/** Who sends a test request: a grower's id and bearer token. */
export type TestCaller = { id: number; token: string };

/** A request as the app's client sends it: the caller's bearer token (none for a guest) and an X-Rniq on writes. */
export function injectAs(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: TestCaller | null, body?: object, key = newTestKey()) {
  const headers: Record<string, string> = {};
  if (method !== 'GET') headers['x-rniq'] = key;
  if (who) headers.authorization = `Bearer ${who.token}`;
  return app.inject({ method, url, headers, ...(body && { payload: body }) });
}

/** A multipart/form-data body (fields first, then the file part `file`) and its content type. */
export async function multipartBody(fields: Record<string, string | number>, file?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}
