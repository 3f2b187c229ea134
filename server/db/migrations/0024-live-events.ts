// 0024: on PostgreSQL, the live channel's events (server/live/postgres-channel.ts): every node appends the events it
// publishes here and hears of them by LISTEN/NOTIFY; a reconnecting client resumes from here whichever node it
// reaches. Rows older than the replay window are pruned. SQLite (one node) keeps its events in process memory.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

export function liveEvents(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`create table live_events (
        id bigserial primary key,
        user_ids integer[] not null,
        type text not null,
        data text not null,
        add_date timestamptz not null default now()
      )`.execute(db);
      await sql`create index live_events_add_date_idx on live_events (add_date)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop table if exists live_events`.execute(db);
    },
  };
}
