// What every API route plugin is given: the database handle and the auth limiters.
import type { Kysely } from 'kysely';
import type { AuthLimiters } from '../auth/attempt-limiter';
import type { Database } from '../db/types';

export interface RouteDeps {
  db: Kysely<Database>;
  limiters: AuthLimiters;
}
