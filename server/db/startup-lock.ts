// One node at a time through the start-up steps that write (migrations, the demo data): on PostgreSQL a session
// advisory lock, held on one connection of the pool while the steps run on the others, so nodes started together
// never seed the demo data twice; the next node finds the work done. SQLite is one node's own file.
import { type Kysely, sql } from 'kysely';
import type { DialectName } from './database';
import type { Database } from './types';

/** The lock's key: "gd-start" as a number, apart from Kysely's own migration lock. */
const STARTUP_LOCK = 0x67642d7374617274n;

export async function withStartupLock<T>(db: Kysely<Database>, dialect: DialectName, steps: () => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return steps();
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await steps();
    } finally {
      await sql`SELECT pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
