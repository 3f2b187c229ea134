// What a page-metadata resolver answers, and the helpers every resolver shares.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { PageMeta } from '../html-shell';

export type RouteMeta = { found: true; meta: PageMeta } | { found: false };

/**
 * The metadata of the routes one area of the app owns: undefined when the path is not one of them,
 * `{ found: false }` when it names something that does not exist (the page then answers 404). `search` is the
 * page's query (a list's page number, for instance).
 */
export type MetaResolver = (db: Kysely<Database>, pathname: string, origin: string, search: URLSearchParams) => Promise<RouteMeta | undefined>;

/** A route id: a positive integer of at most ten digits. */
export const isId = (text: string | undefined): text is string => text !== undefined && /^[1-9]\d{0,9}$/.test(text);
