// The live channel shared by every node on one PostgreSQL: a publish appends the event to live_events and notifies
// (LISTEN/NOTIFY) in one transaction that holds an advisory lock, so ids rise in commit order and every node hears
// the events in that order; each node hands them to its own connections. A client that reconnects to any node resumes
// from live_events (id > Last-Event-ID) without gaps or duplicates; events older than the replay window are pruned.
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/types';
import { READY_EVENT_TYPE, REPLAY_BUFFER_SIZE, RESET_EVENT_TYPE, type DeliveredEvent, type LiveChannel, type LiveEvent, type LiveListener } from './channel';

const NOTIFY_CHANNEL = 'growdiaries_live';
/** Publishes wait for each other on this advisory lock (a constant of the app), so ids follow commit order. */
const PUBLISH_LOCK = 0x6c697665;
/** NOTIFY carries at most 8000 bytes: a larger event is announced by its id and read from the table. */
const MAX_INLINE_PAYLOAD = 7_000;
/** How long events stay resumable. */
export const REPLAY_WINDOW_MS = 10 * 60_000;

interface Row { id: string | number; user_ids: number[]; type: string; data: string }

export interface PostgresChannel extends LiveChannel {
  /** Connects the listening client and reads where the stream stands; call before serving. */
  start(): Promise<void>;
  /** Deletes events older than the replay window. */
  prune(now?: Date): Promise<void>;
  close(): Promise<void>;
}

export function createPostgresChannel(db: Kysely<Database>, connectionString: string, { onError = (error: unknown) => console.error(error) } = {}): PostgresChannel {
  const listeners = new Map<number, Set<LiveListener>>();
  const client = new pg.Client({ connectionString });
  let lastId = 0;
  /** Notifications are handled one after another, in the order PostgreSQL sent them. */
  let queue: Promise<void> = Promise.resolve();
  /** This node's publishes go out one after another, in the order they were made. */
  let publishing: Promise<void> = Promise.resolve();

  const toEvent = (row: Row): DeliveredEvent & { userIds: number[] } => ({ id: Number(row.id), type: row.type, data: JSON.parse(row.data) as unknown, userIds: row.user_ids });

  function dispatch(event: DeliveredEvent & { userIds: number[] }) {
    lastId = Math.max(lastId, event.id);
    const delivered = { id: event.id, type: event.type, data: event.data };
    for (const userId of new Set(event.userIds)) for (const listener of listeners.get(userId) ?? []) listener(delivered);
  }

  async function heard(payload: string) {
    const announced = JSON.parse(payload) as Row | { id: number };
    if ('type' in announced) return dispatch(toEvent(announced));
    const rows = await sql<Row>`select id, user_ids, type, data from live_events where id = ${announced.id}`.execute(db);
    if (rows.rows[0]) dispatch(toEvent(rows.rows[0]));
  }

  async function publishNow(userIds: number[], event: LiveEvent) {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`.execute(trx);
      await sql`with e as (
          insert into live_events (user_ids, type, data) values (${sql.val(userIds)}::integer[], ${event.type}, ${JSON.stringify(event.data ?? null)})
          returning id, user_ids, type, data
        )
        select pg_notify(${NOTIFY_CHANNEL}, case when octet_length(row_to_json(e)::text) <= ${MAX_INLINE_PAYLOAD}
          then row_to_json(e)::text else json_build_object('id', e.id)::text end) from e`.execute(trx);
    });
  }

  return {
    async start() {
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
        const payload = message.payload;
        queue = queue.then(() => heard(payload)).catch(onError);
      });
      client.on('error', onError);
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      const newest = await sql<{ id: string | null }>`select max(id) as id from live_events`.execute(db);
      lastId = Number(newest.rows[0]?.id ?? 0);
    },

    publish(userIds, event) {
      if (userIds.length === 0) return;
      const ids = [...new Set(userIds)];
      publishing = publishing.then(() => publishNow(ids, event)).catch(onError);
    },

    subscribe(userId, fromEventId, listener) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      if (fromEventId === null) {
        listener({ id: lastId, type: READY_EVENT_TYPE, data: null });
        set.add(listener);
        return () => { set.delete(listener); };
      }
      // Events heard while the missed ones are read wait, then follow them without repeats.
      const held: DeliveredEvent[] = [];
      const holding: LiveListener = (event) => { held.push(event); };
      let current: LiveListener = holding;
      const relay: LiveListener = (event) => current(event);
      set.add(relay);
      void (async () => {
        const bounds = await sql<{ min: string | null; max: string | null }>`select min(id) as min, max(id) as max from live_events`.execute(db);
        const missed = await sql<Row>`select id, user_ids, type, data from live_events
          where id > ${fromEventId} and ${userId} = any(user_ids) order by id limit ${REPLAY_BUFFER_SIZE + 1}`.execute(db);
        const newest = Number(bounds.rows[0]?.max ?? lastId);
        const firstKept = Number(bounds.rows[0]?.min ?? newest + 1);
        let delivered = fromEventId;
        // Events after the client's may have been pruned, or it names one this database never had: start over.
        if (fromEventId + 1 < firstKept || fromEventId > newest || missed.rows.length > REPLAY_BUFFER_SIZE) {
          delivered = Math.max(newest, ...held.map((event) => event.id));
          listener({ id: delivered, type: RESET_EVENT_TYPE, data: null });
        } else {
          for (const row of missed.rows) {
            const event = toEvent(row);
            listener({ id: event.id, type: event.type, data: event.data });
            delivered = event.id;
          }
        }
        // This node may still be catching up on notifications the replay already read: those are passed over.
        current = (event) => {
          if (event.id <= delivered) return;
          delivered = event.id;
          listener(event);
        };
        for (const event of held) current(event);
      })().catch((error: unknown) => {
        onError(error);
        listener({ id: lastId, type: RESET_EVENT_TYPE, data: null });
        current = listener;
      });
      return () => { set.delete(relay); };
    },

    async prune(now = new Date()) {
      await sql`delete from live_events where add_date < ${new Date(now.getTime() - REPLAY_WINDOW_MS).toISOString()}::timestamptz`.execute(db);
    },

    async close() {
      await publishing;
      await queue;
      await client.end();
    },
  };
}
