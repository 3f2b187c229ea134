// Health checks for a process manager or a load balancer: GET /healthz answers while the process runs; GET /readyz
// answers 200 only when the database answers and has run every migration, and 503 once the server is shutting down
// (so a proxy stops sending it new requests while those in flight finish).
import { SqliteAdapter, sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../db/migrations';
import type { Database } from '../db/types';

export function installHealthChecks(app: FastifyInstance, db: Kysely<Database>): void {
  let shuttingDown = false;
  app.addHook('preClose', async () => { shuttingDown = true; });
  const dialect = db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';

  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (shuttingDown) return reply.code(503).send({ status: 'shutting_down' });
    try {
      await sql`select 1`.execute(db);
      const pending = await pendingMigrations(db, dialect);
      if (pending.length) return reply.code(503).send({ status: 'migrations_pending', pending });
      return reply.send({ status: 'ready', database: dialect });
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'database_unreachable' });
    }
  });
}
