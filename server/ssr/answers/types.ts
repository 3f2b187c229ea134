// The shape of one area's server-rendering answers (server/ssr/page-answers.ts): what a page needs, keyed like the client's prefetches.
import type { Kysely } from 'kysely';
import type { Locale } from '../../../src/domain/page/locale';
import type { Database } from '../../db/types';

/** Answers by prefetch key (`diary:12`) for the page at `pathname` (its query in `search`: a list's page or order);
 * undefined when the path is not this area's, or its item does not exist (the page then renders on the client).
 * Always what a guest sees: it takes no viewer; in `locale` (the page's language) where the answer has one. */
export type AnswerReader = (db: Kysely<Database>, pathname: string, search: URLSearchParams, locale: Locale) => Promise<Map<string, unknown> | undefined>;
