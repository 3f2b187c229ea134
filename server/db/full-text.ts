// Text matching for search: every word of the text must occur, in any case, anywhere in a row's name or body (a
// diary's week texts, a product's brand). On SQLite through the FTS5 index of migration 0009 (trigram tokenizer:
// words of three characters or more use the index, shorter ones a LIKE over the indexed rows); on PostgreSQL with
// lower(...) LIKE per word, which the trigram GIN indexes of migration 0022 (pg_trgm) answer as index scans, ranked
// by trigram similarity of the name. Quotes, *, %, _ and other FTS or LIKE syntax in the text are taken literally.
import { SqliteAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_KINDS } from './migrations/0009-discovery';
import type { Database } from './types';

export type SearchKind = keyof typeof SEARCH_KINDS;

/** At most this many words of a text count. */
const MAX_WORDS = 8;

/** True on SQLite, where the FTS5 index exists (PostgreSQL has the trigram indexes). */
function hasFullTextIndex(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

const likePattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a text (split on white space), without repeats. */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
}

/** A word as a LIKE condition on a lower-cased text (escape character \\). */
const likeWord = (text: RawBuilder<unknown>, word: string) => sql`lower(${text}) like ${likePattern(word)} escape '\\'`;

/** How many of the words a name holds: names holding the text rank first. */
const wordsIn = (name: RawBuilder<unknown>, words: string[]) =>
  words.length ? sql.join(words.map((w) => sql`(case when ${likeWord(name, w)} then 1 else 0 end)`), sql` + `) : sql`0`;

/**
 * PostgreSQL: the ids of a kind's rows holding one word in the name or the body, each part a trigram-indexed LIKE
 * (a union of index scans: an OR across a join or a subquery would read every row).
 */
function idsHolding(kind: SearchKind, word: string): RawBuilder<unknown> {
  const inName = (table: string) => sql`select id from ${sql.table(table)} where ${likeWord(sql`name`, word)}`;
  if (kind === 'diary') return sql`${inName('diaries')} union select diary_id from weeks where is_remove = 0 and ${likeWord(sql`text`, word)}`;
  if (kind === 'product') return sql`${inName('products')} union select p.id from products p join brands b on b.id = p.brand_id where ${likeWord(sql`b.name`, word)}`;
  return inName(kind === 'brand' ? 'brands' : 'users');
}

/** PostgreSQL: each kind's rows holding every word in the name or body, names most like the text first (the score is
 * lower the better, as bm25's). */
function trigramMatches(kind: SearchKind, words: string[]): RawBuilder<{ id: number; in_name: number; score: number }> {
  const table = sql.table({ diary: 'diaries', product: 'products', brand: 'brands', user: 'users' }[kind]);
  const matching = words.length ? sql`where t.id in (${sql.join(words.map((w) => sql`(${idsHolding(kind, w)})`), sql` intersect `)})` : sql``;
  return sql`(select t.id, ${wordsIn(sql`t.name`, words)} as in_name, -similarity(lower(t.name), ${words.join(' ')}) as score
    from ${table} t ${matching})`;
}

/**
 * A table expression `(id, in_name, score)` of the rows of `kind` matching every word of `text`: in_name counts the
 * words found in the name (the name outranks the body), score is FTS5's bm25 on SQLite, the negated trigram similarity of the name on PostgreSQL (lower is better either way).
 */
export function textMatches(db: Kysely<Database>, kind: SearchKind, text: string): RawBuilder<{ id: number; in_name: number; score: number }> {
  if (!hasFullTextIndex(db)) return trigramMatches(kind, searchWords(text));
  return fullTextMatches(kind, text);
}

/** SQLite: the FTS5 index rows of `kind` matching every word of `text`. */
function fullTextMatches(kind: SearchKind, text: string): RawBuilder<{ id: number; in_name: number; score: number }> {
  const words = searchWords(text);
  const indexed = words.filter((w) => [...w].length >= 3);
  const short = words.filter((w) => [...w].length < 3);
  const conditions: RawBuilder<unknown>[] = [sql`rowid % 4 = ${SEARCH_KINDS[kind]}`];
  if (indexed.length) conditions.push(sql`search_index match ${indexed.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ')}`);
  for (const word of short) {
    conditions.push(sql`(${likeWord(sql`name`, word)} or ${likeWord(sql`body`, word)})`);
  }
  const inName = wordsIn(sql`name`, words);
  const score = indexed.length ? sql`bm25(search_index, 10.0, 1.0)` : sql`0`;
  return sql`(select rowid / 4 as id, ${inName} as in_name, ${score} as score from search_index where ${sql.join(conditions, sql` and `)})`;
}
