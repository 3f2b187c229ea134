// Vitest global setup of the server tests: seeds the demo data once per run into a template (a SQLite file and its
// uploads, or a PostgreSQL template database) that each seeded test server copies instead of seeding again.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { dropTestRunDatabases, freshPostgresDatabase, seedTestDatabase, type SeedTemplate } from './test-support';

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplate: SeedTemplate;
  }
}

export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'growdiaries-seed-template-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresUrl = adminUrl ? await freshPostgresDatabase(adminUrl, undefined, runId) : undefined;
  const { db, dialect } = createDatabase(postgresUrl ?? path.join(dataDir, 'growdiaries.sqlite'));
  try {
    await migrateToLatest(db, dialect);
    await seedTestDatabase(db, dataDir);
  } finally {
    await db.destroy();
  }
  const postgresDatabase = postgresUrl ? new URL(postgresUrl).pathname.slice(1) : undefined;
  project.provide('seedTemplate', { runId, dataDir, postgresDatabase });
  return async function teardown() {
    if (adminUrl) await dropTestRunDatabases(adminUrl, runId);
    await rm(dataDir, { recursive: true, force: true });
  };
}
