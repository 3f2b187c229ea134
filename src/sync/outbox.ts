// The outbox: writes made on the device, replayed to the API in order, each applied once (DESIGN "Write through the outbox").
import { db, type OutboxMutation } from '@/db/database';
import { apiRequest, NetworkError, ServerError } from './http';
import { getIdentity } from './identity';
import { storeAnswer } from './answers';
import { resolveBody, resolvePath, unresolvedTempIds } from './temp-ids';
import { isMergeableConflict, settleWeekConflict } from './week-conflicts';

export type NewMutation = Pick<OutboxMutation, 'method' | 'path' | 'body' | 'label'> & Partial<Pick<OutboxMutation, 'creates' | 'base'>>;

/** How a replay ended: everything sent, stopped by the network or the server, or waiting for a sign-in. */
export type ReplayOutcome = 'done' | 'offline' | 'unavailable' | 'signed-out';

const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);
const SIGN_IN_NEEDED = 401;
const CONFLICT = 409;
/** Merges in a row after which a week edit waits for the next replay instead of racing another device. */
const MAX_MERGES_PER_REPLAY = 3;

/**
 * Queues a mutation. Call it inside the same Dexie transaction as the local change
 * (`db.transaction('rw', [..., db.outbox, db.session], ...)`), so both happen or neither does.
 */
export async function enqueueMutation(mutation: NewMutation): Promise<OutboxMutation> {
  const { guestId } = await getIdentity();
  const row: OutboxMutation = { ...mutation, key: '', status: 'pending', created_at: Date.now(), attempts: 0 };
  const seq = await db.outbox.add(row);
  // 1. The idempotency key is this device's id and the sequence number: unique and stable across retries.
  const key = `${guestId}:${seq}`;
  await db.outbox.update(seq, { key });
  return { ...row, seq, key };
}

async function realIds(): Promise<Map<number, number>> {
  return new Map((await db.idMap.toArray()).map((m) => [m.temp, m.real]));
}

/** Marks the next pending mutation sending; call it inside a transaction over the outbox (an edit can't slip in between). */
async function claimWithin(): Promise<OutboxMutation | undefined> {
  const next = await db.outbox.where('status').equals('pending').first();
  if (next) await db.outbox.update(next.seq!, { status: 'sending', attempts: next.attempts + 1 });
  return next;
}

const claimNext = () => db.transaction('rw', db.outbox, claimWithin);

type Stop = Exclude<ReplayOutcome, 'done'> | 'merged';

/** What storing an answer may touch (answers.ts): fewer tables locked, a cheaper transaction. */
const ANSWER_TABLES = () => [db.outbox, db.diaries, db.weeks, db.feeds, db.idMap, db.uploads];

/**
 * Sends one claimed mutation; `stop` is null to go on, else why replay must stop. After a success the
 * next mutation is claimed in the answer's own transaction (`next`): one transaction per mutation, not two.
 */
async function sendOne(mutation: OutboxMutation, merges: number, ids: Map<number, number>): Promise<{ stop: Stop | null; next?: OutboxMutation }> {
  const stop = (reason: Stop | null) => ({ stop: reason });
  const seq = mutation.seq!;
  // 2. Temporary ids of earlier creates are replaced by the ids the server gave them.
  const path = resolvePath(mutation.path, ids);
  const body = resolveBody(mutation.body, ids);
  if (unresolvedTempIds(path, body).length) {
    await db.outbox.update(seq, { status: 'refused', error: 'It depends on a change the server refused: fix or discard that one first.' });
    return stop(null);
  }
  try {
    // 3. The key goes as X-Rniq: a replay after a lost answer returns the first answer, not a second effect.
    const answer = await apiRequest(path, { method: mutation.method, body, requestId: mutation.key });
    const next = await db.transaction('rw', ANSWER_TABLES(), async () => {
      await storeAnswer({ ...mutation, path, body }, answer);
      await db.outbox.delete(seq);
      return claimWithin();
    });
    return { stop: null, next };
  } catch (error) {
    // 4. Network failures, 5xx and 429 wait; 401 waits for a sign-in; a week conflict is merged and resent;
    //    other 4xx are refused, content kept.
    if (error instanceof NetworkError) {
      await db.outbox.update(seq, { status: 'pending' });
      return stop('offline');
    }
    if (error instanceof ServerError && (RETRYABLE.has(error.status) || error.status === SIGN_IN_NEEDED)) {
      await db.outbox.update(seq, { status: 'pending', error: error.body?.message ?? error.message });
      return stop(error.status === SIGN_IN_NEEDED ? 'signed-out' : 'unavailable');
    }
    const current = error instanceof ServerError && error.status === CONFLICT ? (error.body as { current?: unknown } | null)?.current : undefined;
    if (current !== undefined && isMergeableConflict(mutation, current)) {
      await settleWeekConflict({ ...mutation, path, body }, current);
      await db.outbox.update(seq, { status: 'pending' });
      return stop(merges + 1 >= MAX_MERGES_PER_REPLAY ? 'unavailable' : 'merged');
    }
    const message = error instanceof ServerError ? (error.body?.message ?? error.message) : String(error);
    await db.outbox.update(seq, { status: 'refused', error: message });
    return stop(null);
  }
}

async function replayInOrder(): Promise<ReplayOutcome> {
  // A 'sending' left by a closed tab is resent: the server answers a known key with its first answer.
  await db.outbox.where('status').equals('sending').modify({ status: 'pending' });
  let merges = 0;
  // Temporary ids change only when a create is answered: read them again after one, not before every send.
  let ids = await realIds();
  let next = await claimNext();
  while (next) {
    const { stop, next: following } = await sendOne(next, merges, ids);
    if (stop === 'merged') merges += 1;
    else if (stop) return stop;
    if (next.creates) ids = await realIds();
    next = following ?? (await claimNext());
  }
  return 'done';
}

let running: Promise<ReplayOutcome> | null = null;

/** Replays pending mutations in order, one replay at a time across tabs and the service worker. */
export function replayOutbox(): Promise<ReplayOutcome> {
  if (running) return running;
  const locked = (async (): Promise<ReplayOutcome> =>
    typeof navigator !== 'undefined' && navigator.locks ? await navigator.locks.request('growdiaries-outbox', replayInOrder) : replayInOrder())();
  const current = locked.finally(() => {
    running = null;
  });
  running = current;
  return current;
}

/** Puts a refused mutation back in the queue (after the grower fixed what was wrong, or to try again). */
export async function retryMutation(seq: number, body?: unknown): Promise<void> {
  await db.outbox.update(seq, { status: 'pending', error: undefined, ...(body === undefined ? {} : { body }) });
}

/** Drops a mutation the grower no longer wants sent; a create that never reached the server takes its local copy along. */
export async function discardMutation(seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.diaries, db.weeks, async () => {
    const mutation = await db.outbox.get(seq);
    await db.outbox.delete(seq);
    if (mutation?.creates?.kind === 'diary') {
      await db.diaries.delete(mutation.creates.temp_id);
      await db.weeks.where('diary_id').equals(mutation.creates.temp_id).delete();
    }
    if (mutation?.creates?.kind === 'week') await db.weeks.delete(mutation.creates.temp_id);
  });
}
