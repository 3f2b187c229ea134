// One write of a signed-in user: the per-user rate limit, the replay of a stored answer by X-Rniq, and the
// change in one database transaction with its idempotency key (DESIGN "Write through the outbox").
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import type { Database } from '../db/types';
import { StaleWriteError } from '../services/diary-writes';
import { describeWrite, runIdempotent, sendWriteAnswer } from '../services/idempotency';
import { enforceLimit } from './rate-limit';

/** The change of a write, run inside its transaction; its result is the answer's body. */
export type Apply = (trx: Transaction<Database>, userId: number) => Promise<unknown>;

/**
 * Work on a write's answer after its transaction, first or replayed (an outside service's call that must not hold the
 * write lock): its JSON body in, the body to send out.
 */
export type Settle = (body: string) => Promise<string>;

/**
 * A write handler over `db` counting against `limiter`: `prepare` validates the request and returns the change;
 * `committed` runs once the change committed (not for a replayed answer), then `settle` on the answer, before it is
 * sent. The write is counted in its own transaction (no extra write, nor lock on SQLite): a replayed answer counts
 * nothing, and a write refused by the limit (429) or failing rolls back with its count.
 */
export function createWriter(db: Kysely<Database>, limiter: AttemptLimiter) {
  return async function write(request: FastifyRequest, reply: FastifyReply, status: number, prepare: () => Apply, committed?: () => Promise<void>, settle?: Settle) {
    const { user } = requireUser(request);
    const writeRequest = describeWrite(request, user.id);
    const apply = prepare();
    try {
      const answer = await runIdempotent(db, writeRequest, async (trx) => {
        await enforceLimit(limiter, `user:${user.id}`, (wait) => `Too many changes in a minute. Try again in ${wait} seconds.`, trx);
        const body = await apply(trx, user.id);
        return { status, body: status === 204 ? undefined : body };
      });
      if (!answer.replay) await committed?.();
      return sendWriteAnswer(reply, settle ? { ...answer, body: await settle(answer.body) } : answer);
    } catch (error) {
      if (error instanceof StaleWriteError) {
        return reply.code(409).send({ error: error.code, message: error.message, current: error.current });
      }
      throw error;
    }
  };
}
