// Case-insensitive name matching in SQL (SQLite and PostgreSQL alike), the text's LIKE wildcards taken literally.
import { sql, type RawBuilder } from 'kysely';

/** The text in lower case with LIKE's wildcards and escape character escaped (escape character \). */
const likeLiteral = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A condition: the column (a reference such as 'products.name') contains `text`, in any case. */
export function columnContains(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${`%${likeLiteral(text)}%`} escape '\\'`;
}

/** An order key: 0 where the column starts with `text` (any case), 1 elsewhere. */
export function startsWithFirst(column: string, text: string): RawBuilder<number> {
  return sql<number>`case when lower(${sql.ref(column)}) like ${`${likeLiteral(text)}%`} escape '\\' then 0 else 1 end`;
}
