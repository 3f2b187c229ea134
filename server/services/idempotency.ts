// Idempotent writes by the X-Rniq key: the key and the answer are stored in the write's own transaction.
//
// Protocol of runIdempotent (one write request with a key):
//  1. Look the key up (user + key). A stored answer for the same method, path and body hash is
//     answered again (a replay) and nothing is applied; another method, path or body answers 422.
//  2. Otherwise open a transaction whose FIRST statement inserts the key (status 0). The primary key
//     (user_id, key) lets only one request own the key: a concurrent twin fails on the insert
//     (SQLite: the writes are serialised anyway; PostgreSQL: it waits for the owner's commit).
//  3. Apply the write, then store its status and JSON answer on the key row, and commit: the effect
//     and the stored answer become visible together, or neither does.
//  4. A failed write (4xx/5xx) rolls back with its key, so the same key may be sent again (after a
//     409 conflict the client merges and resends, possibly with the same key).
//  5. The loser of step 2 reads the winner's answer and replays it; when it cannot be read
//     (the winner's row is gone again) it answers 409 in_progress with Retry-After: 1.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_RULE } from '../../src/domain/api/idempotency-key';
import { isUniqueViolation } from '../db/database';
import type { Database } from '../db/types';
import { HttpError } from '../http/errors';
import { transactionWithAfterCommit } from '../live/after-commit';

type Db = Kysely<Database>;

export const IDEMPOTENCY_HEADER = 'x-rniq';
/** Keys older than this may be purged: a replay after that applies again. */
export const IDEMPOTENCY_KEY_MAX_AGE_DAYS = 30;

/** One write request as far as idempotency cares. */
export interface WriteRequest {
  userId: number;
  /** null: the request carried no key and is not deduplicated. */
  key: string | null;
  method: string;
  path: string;
  bodyHash: string;
}

/** A write's answer: status and JSON text ('' for no body). */
export interface WriteAnswer {
  status: number;
  body: string;
  /** True when this is a stored answer sent again. */
  replay: boolean;
}

/** The X-Rniq key of a request, null when absent; 400 when malformed. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new HttpError(400, 'bad_request', `X-Rniq: ${IDEMPOTENCY_KEY_RULE}`);
  }
  return value;
}

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 hex of the canonical JSON of a parsed request body (no body hashes as null). */
export function hashBody(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * The write request of a Fastify request: path without the query. `body` is what identifies the
 * change, the parsed request body unless told (an upload names its fields and the file's hash).
 */
export function describeWrite(request: FastifyRequest, userId: number, body: unknown = request.body): WriteRequest {
  return {
    userId,
    key: readIdempotencyKey(request),
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    bodyHash: hashBody(body),
  };
}

/** Sends a write's answer (stored JSON text as is); a replay carries `Idempotent-Replay: true`. */
export function sendWriteAnswer(reply: FastifyReply, answer: WriteAnswer): FastifyReply {
  if (answer.replay) reply.header('idempotent-replay', 'true');
  if (answer.body === '') return reply.code(answer.status).send();
  return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
}

const mismatch = () => new HttpError(422, 'idempotency_mismatch', 'This request id was already used for a different change.');
const inProgress = () => new HttpError(409, 'in_progress', 'This change is still being saved. Try again in a moment.', { 'retry-after': '1' });

/** The stored answer of the request's key, null when the key is unused; 422 when used for another change. */
export async function findStoredAnswer(db: Db, request: WriteRequest): Promise<WriteAnswer | null> {
  if (request.key === null) return null;
  const row = await db.selectFrom('idempotency_keys').selectAll()
    .where('user_id', '=', request.userId).where('key', '=', request.key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.method !== request.method || row.path !== request.path || row.body_hash !== request.bodyHash) throw mismatch();
  // Status 0 is only ever seen inside the owner's own transaction; treat it as still running.
  if (row.status === 0) throw inProgress();
  return { status: row.status, body: row.response, replay: true };
}

/**
 * Runs a write in a transaction, at most once per key (see the protocol above).
 * `apply` gets the transaction and returns the status and the answer (undefined: no body).
 */
export async function runIdempotent(
  db: Db,
  request: WriteRequest,
  apply: (trx: Transaction<Database>) => Promise<{ status: number; body: unknown }>,
): Promise<WriteAnswer> {
  const { key } = request;
  const serialize = (body: unknown) => (body === undefined ? '' : JSON.stringify(body));
  if (key === null) {
    return transactionWithAfterCommit(db, async (trx) => {
      const answer = await apply(trx);
      return { status: answer.status, body: serialize(answer.body), replay: false };
    });
  }

  // 1. A stored answer is sent again.
  const stored = await findStoredAnswer(db, request);
  if (stored) return stored;

  let ownsKey = false;
  try {
    return await transactionWithAfterCommit(db, async (trx) => {
      // 2. Claim the key first: the primary key lets one request through.
      await trx.insertInto('idempotency_keys').values({
        user_id: request.userId, key, method: request.method, path: request.path, body_hash: request.bodyHash,
        status: 0, response: '', add_date: new Date().toISOString(),
      }).execute();
      ownsKey = true;
      // 3. Apply and store the answer in the same transaction.
      const answer = await apply(trx);
      const body = serialize(answer.body);
      await trx.updateTable('idempotency_keys').set({ status: answer.status, response: body })
        .where('user_id', '=', request.userId).where('key', '=', key).execute();
      return { status: answer.status, body, replay: false };
    });
  } catch (error) {
    // 5. Lost the race for the key: answer what the winner stored.
    if (ownsKey || !isUniqueViolation(error)) throw error;
    const winner = await findStoredAnswer(db, request);
    if (winner) return winner;
    throw inProgress();
  }
}

/** Deletes keys older than maxAgeDays; returns how many. Called at start and every few hours. */
export async function purgeIdempotencyKeys(db: Db, now = new Date(), maxAgeDays = IDEMPOTENCY_KEY_MAX_AGE_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeDays * 24 * 60 * 60_000).toISOString();
  const result = await db.deleteFrom('idempotency_keys').where('add_date', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
