// The shape of one area's server-rendering answers (server/ssr/page-answers.ts): what a page needs, keyed like the client's prefetches.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

/** Answers by prefetch key (`diary:12`) for the page at `pathname`; undefined when the path is not this area's, or
 * its item does not exist (the page then renders on the client). Always what a guest sees: it takes no viewer. */
export type AnswerReader = (db: Kysely<Database>, pathname: string) => Promise<Map<string, unknown> | undefined>;
