// Idempotent writes that make files first (photo uploads, rotation): the files exist before the row that names them.
//
// Protocol of runIdempotentWithFiles (one request with its X-Rniq key):
//  1. A stored answer of the key is sent again at once: no decoding, no files.
//  2. `prepare` checks the request and writes the files outside any transaction (image work takes
//     a while and must not hold the database).
//  3. runIdempotent (services/idempotency.ts) applies the row change and stores the answer together.
//  4. The files are discarded when the write fails, or when a concurrent twin with the same key won
//     and its answer is replayed; after a write of its own, `committed` runs (e.g. old files go).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { findStoredAnswer, runIdempotent, type WriteAnswer, type WriteRequest } from './idempotency';

/** Files written for a change: the value the change needs, and what to do once it is known whether they are used. */
export interface PreparedFiles<T> {
  value: T;
  discard(): Promise<void>;
  committed?(): Promise<void>;
}

export async function runIdempotentWithFiles<T>(
  db: Kysely<Database>,
  request: WriteRequest,
  prepare: () => Promise<PreparedFiles<T>>,
  apply: (trx: Transaction<Database>, value: T) => Promise<{ status: number; body: unknown }>,
): Promise<WriteAnswer> {
  // 1.
  const stored = await findStoredAnswer(db, request);
  if (stored) return stored;
  // 2.
  const prepared = await prepare();
  let answer: WriteAnswer;
  try {
    // 3.
    answer = await runIdempotent(db, request, (trx) => apply(trx, prepared.value));
  } catch (error) {
    await prepared.discard();
    throw error;
  }
  // 4.
  if (answer.replay) await prepared.discard();
  else await prepared.committed?.();
  return answer;
}
