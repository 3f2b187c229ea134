// Answers of public diary lists kept in memory while the diaries have not changed: each list request first reads the
// diaries' version (the latest update_date of each visibility state, four index look-ups), and a kept answer of the
// same query and version is reused. Every diary or week write stamps its diary's update_date, so a changed list is
// never served; counters that change without a stamp (likes, views) are at most MAX_AGE_MS old.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

const MAX_ENTRIES = 500;
const MAX_AGE_MS = 10_000;

/** The diaries' version: the newest update_date among visible, removed, hidden, and removed and hidden diaries. */
export async function diariesVersion(db: Kysely<Database>): Promise<string> {
  const newest = (removed: 0 | 1, hidden: 0 | 1) =>
    sql`(select max(update_date) from diaries where is_remove = ${removed} and is_hidden = ${hidden})`;
  const { rows } = await sql<{ v: string | null }>`select coalesce(${newest(0, 0)}, '') || '|' || coalesce(${newest(1, 0)}, '') || '|'
    || coalesce(${newest(0, 1)}, '') || '|' || coalesce(${newest(1, 1)}, '') as v`.execute(db);
  return rows[0]?.v ?? '';
}

interface Entry { version: string; at: number; value: unknown }

/** A cache of list answers by query key, checked against the diaries' version on every read. */
export function createListCache(db: Kysely<Database>, now = () => Date.now()) {
  const entries = new Map<string, Entry>();
  return async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await diariesVersion(db);
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
