// Answers of public lists kept in memory while their data has not changed: each list request first reads a version
// of the data (a few index look-ups), and a kept answer of the same query and version is reused. Every diary or week
// write stamps its diary's update_date and every product review its own, so a changed list is never served; counters
// that change without a stamp (likes, views) are at most MAX_AGE_MS old.
import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

const MAX_ENTRIES = 500;
const MAX_AGE_MS = 10_000;

type Db = Kysely<Database>;

/**
 * The newest update_date among visible, removed, hidden, and removed and hidden diaries (four index look-ups), and
 * which diaries moderators hid (hiding stamps no update_date: it is no edit).
 */
const DIARIES_VERSION = sql.join([...[0, 1].flatMap((removed) => [0, 1].map((hidden) =>
  sql`coalesce((select max(update_date) from diaries where is_remove = ${removed} and is_hidden = ${hidden}), '')`)),
sql`(select cast(count(*) as text) || ':' || cast(coalesce(sum(id), 0) as text) from diaries where is_ban = 1)`], sql` || '|' || `);

/** The diaries' version: every diary or week write stamps its diary's update_date. */
export async function diariesVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ v: string }>`select ${DIARIES_VERSION} as v`.execute(db);
  return rows[0]?.v ?? '';
}

/**
 * The catalogue's version, in one statement: the diaries' (harvest reviews and diary counts come from diaries), the
 * newest product review change with the number of reviews (a removal lowers it), the newest catalogue row, and the
 * newest brand manager edit of a product or a brand (their update_date, indexed: a removed product is stamped too).
 * Strain attributes are only ever inserted today: an endpoint that edits them must add a stamp of its own here.
 */
export async function catalogueVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ v: string }>`select ${DIARIES_VERSION} || '|' || coalesce((select max(update_date) from product_reviews), '')
    || '|' || (select count(*) from product_reviews) || '|' || coalesce((select max(id) from products), 0)
    || '|' || coalesce((select max(update_date) from products), '') || '|' || coalesce((select max(update_date) from brands), '') as v`.execute(db);
  return rows[0]?.v ?? '';
}

interface Entry { version: string; at: number; value: unknown }

/** A cache of list answers by query key, checked against the data's version on every read. */
export function createListCache(versionOf: () => Promise<string>, now = () => Date.now()) {
  const entries = new Map<string, Entry>();
  return async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await versionOf();
    const hit = entries.get(key);
    if (hit && hit.version === version && now() - hit.at < MAX_AGE_MS) return hit.value as T;
    const value = await compute();
    entries.delete(key);
    entries.set(key, { version, at: now(), value });
    // Oldest first out (a Map keeps insertion order).
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    return value;
  };
}

/** A list cache of answers kept as JSON text: a repeated list costs a version check and a send. */
export function createJsonListCache(versionOf: () => Promise<string>) {
  const cached = createListCache(versionOf);
  return async function sendCached<T>(reply: FastifyReply, key: string, compute: () => Promise<T>): Promise<FastifyReply> {
    const body = await cached(key, async () => JSON.stringify(await compute()));
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
