// Full-text matching on SQLite over the FTS5 index of migration 0009 (trigram tokenizer: any part of a word, any
// case). Every word of the text must occur; words of three characters or more use the index, shorter ones a LIKE
// over the indexed rows. Quotes, *, %, _ and other FTS or LIKE syntax in the text are taken literally.
import { SqliteAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_KINDS } from './migrations/0009-discovery';
import type { Database } from './types';

export type SearchKind = keyof typeof SEARCH_KINDS;

/** At most this many words of a text count. */
const MAX_WORDS = 8;

/** True on SQLite, where the FTS5 index exists (PostgreSQL searches with LIKE; see the plan in migration 0009). */
export function hasFullTextIndex(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

const likePattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a text (split on white space), without repeats. */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
}

/**
 * A table expression `(id, in_name, score)` of the index rows of `kind` matching every word of `text`: in_name counts
 * the words found in the name (the name outranks the body), score is FTS5's bm25 (lower is better; 0 without indexed words).
 */
export function fullTextMatches(kind: SearchKind, text: string): RawBuilder<{ id: number; in_name: number; score: number }> {
  const words = searchWords(text);
  const indexed = words.filter((w) => [...w].length >= 3);
  const short = words.filter((w) => [...w].length < 3);
  const conditions: RawBuilder<unknown>[] = [sql`rowid % 4 = ${SEARCH_KINDS[kind]}`];
  if (indexed.length) conditions.push(sql`search_index match ${indexed.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ')}`);
  for (const word of short) {
    conditions.push(sql`(lower(name) like ${likePattern(word)} escape '\\' or lower(body) like ${likePattern(word)} escape '\\')`);
  }
  const inName = words.length
    ? sql.join(words.map((w) => sql`(instr(lower(name), ${w}) > 0)`), sql` + `)
    : sql`0`;
  const score = indexed.length ? sql`bm25(search_index, 10.0, 1.0)` : sql`0`;
  return sql`(select rowid / 4 as id, ${inName} as in_name, ${score} as score from search_index where ${sql.join(conditions, sql` and `)})`;
}
