// The outbox replay: writes queued on the device sent to the API in order, each applied once, their answers stored by their mutators.
import { db, type OutboxMutation } from '@/db/database';
import { apiRequest, NetworkError, ServerError } from '../transport/http';
import type { AnyMutator, ReplayContext } from './mutator';
import { answerTables, mutatorOf } from './registry';
import { remapTempId } from './remap';
import { resolveBody, unresolvedTempIds } from './temp-ids';

/** How a replay ended: everything sent, stopped by the network or the server, or waiting for a sign-in. */
export type ReplayOutcome = 'done' | 'offline' | 'unavailable' | 'signed-out';

const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);
const SIGN_IN_NEEDED = 401;
const CONFLICT = 409;
/** Until when the server asked to be left alone (the Retry-After of a 429 or 503), ms since epoch. */
let quietUntil = 0;

/** How long the server asked the next try to wait (its last Retry-After), 0 once that time has passed. */
export function serverRetryAfterMs(): number {
  return Math.max(0, quietUntil - Date.now());
}

/** Merges in a row after which a week edit waits for the next replay instead of racing another device. */
const MAX_MERGES_PER_REPLAY = 3;

async function realIds(): Promise<Map<number, number>> {
  return new Map((await db.idMap.toArray()).map((m) => [m.temp, m.real]));
}

/** How many mutations one claim takes; their answers are stored together too (fewer IndexedDB transactions). */
const CLAIM_BATCH = 10;
/** Answers wait at most this long to be stored, so a slow network still shows progress. */
const STORE_DELAY_MS = 500;

/**
 * Marks the next pending mutations sending, in order; call it inside a transaction over the outbox. An edit
 * made while they are sending queues a new mutation instead of changing one that may be on its way.
 */
async function claimWithin(): Promise<OutboxMutation[]> {
  const pending = await db.outbox.where('status').equals('pending').limit(CLAIM_BATCH).toArray();
  const batch = pending.map((m): OutboxMutation => ({ ...m, status: 'sending', attempts: m.attempts + 1 }));
  await db.outbox.bulkPut(batch);
  return batch;
}

/** Puts claimed mutations back, unsent: replay stopped before their turn (their claim counted no attempt). */
const unclaim = (mutations: OutboxMutation[]) =>
  db.outbox.bulkUpdate(mutations.map((m) => ({ key: m.seq!, changes: { status: 'pending', attempts: m.attempts - 1 } })));

type Stop = Exclude<ReplayOutcome, 'done'> | 'merged';

/** A mutation the server accepted, as sent (temp ids resolved), with its definition and answer. */
interface Answered { mutation: OutboxMutation; mutator: AnyMutator; answer: unknown }

/** What a mutator's answer and conflict steps may read of their row. */
function contextOf(mutation: OutboxMutation): ReplayContext<unknown> {
  return {
    row: mutation,
    args: mutation.args,
    laterWrites: async (target = mutation.target) => (await db.outbox.where('target').equals(target).sortBy('seq')).filter((m) => m.seq! > mutation.seq!),
  };
}

/** Stores one answer: the server's id for a create first (every queued reference follows), then the mutator's own step. */
async function storeAnswer({ mutation, mutator, answer }: Answered): Promise<void> {
  const realId = (answer as { id?: unknown } | null)?.id;
  if (mutation.creates && typeof realId === 'number') await remapTempId(mutation.creates.temp_id, realId, mutation.creates.kind);
  if (mutator.answer !== 'ignored' && answer !== null) await mutator.answer.store(answer, contextOf(mutation));
}

/** Applies answers on the device in order and takes their mutations off the queue, in one transaction that also claims more when asked. */
const storeAnswers = (answers: Answered[], claimMore: boolean) => db.transaction('rw', [db.outbox, db.idMap, ...answerTables()], async () => {
  for (const answered of answers) {
    await storeAnswer(answered);
    await db.outbox.delete(answered.mutation.seq!);
  }
  return claimMore ? claimWithin() : [];
});

/** Sends one claimed mutation; `stop` is null to go on, else why replay must stop. */
async function transmit(mutation: OutboxMutation, merges: number, ids: Map<number, number>): Promise<{ stop: Stop | null; answered?: Answered }> {
  const stop = (reason: Stop | null) => ({ stop: reason });
  const seq = mutation.seq!;
  const mutator = mutatorOf(mutation.mutator);
  if (!mutator) {
    await db.outbox.update(seq, { status: 'refused', error: 'This app version does not know this change: update the app to send it.' });
    return stop(null);
  }
  // 1. Temporary ids of earlier creates are replaced by the ids the server gave them.
  const args = resolveBody(mutation.args, ids);
  const { method, path, body } = mutator.request(args);
  if (unresolvedTempIds(path, body).length) {
    await db.outbox.update(seq, { status: 'refused', error: 'It depends on a change the server refused: fix or discard that one first.' });
    return stop(null);
  }
  try {
    // 2. The key goes as X-Rniq: a replay after a lost answer returns the first answer, not a second effect.
    const answer = await apiRequest(path, { method, body, requestId: mutation.key });
    return { stop: null, answered: { mutation: { ...mutation, args }, mutator, answer } };
  } catch (error) {
    // 3. Network failures, 5xx and 429 wait; 401 waits for a sign-in; a conflict its mutator settles is resent;
    //    other 4xx are refused, content kept.
    if (error instanceof NetworkError) {
      await db.outbox.update(seq, { status: 'pending' });
      return stop('offline');
    }
    if (error instanceof ServerError && (RETRYABLE.has(error.status) || error.status === SIGN_IN_NEEDED)) {
      if (error.retryAfterSeconds !== null) quietUntil = Date.now() + error.retryAfterSeconds * 1000;
      await db.outbox.update(seq, { status: 'pending', error: error.body?.message ?? error.message });
      return stop(error.status === SIGN_IN_NEEDED ? 'signed-out' : 'unavailable');
    }
    const current = error instanceof ServerError && error.status === CONFLICT ? (error.body as { current?: unknown } | null)?.current : undefined;
    if (current !== undefined && mutator.settleConflict && (await mutator.settleConflict(current, contextOf({ ...mutation, args })))) {
      await db.outbox.update(seq, { status: 'pending' });
      return stop(merges + 1 >= MAX_MERGES_PER_REPLAY ? 'unavailable' : 'merged');
    }
    const message = error instanceof ServerError ? (error.body?.message ?? error.message) : String(error);
    await db.outbox.update(seq, { status: 'refused', error: message });
    return stop(null);
  }
}

/** Whether a later mutation needs this answer stored first: it may name the id the answer gives, or be rebased on it. */
function waitsFor(later: OutboxMutation[], answered: Answered): boolean {
  return Boolean(answered.mutation.creates) || later.some((m) => m.target === answered.mutation.target);
}

/**
 * Sends the queue in order, one request at a time. Mutations are claimed a few at once and their answers
 * stored together: before a later mutation that depends on one of them is sent (it is then read again as the
 * answer left it), when the claimed ones are all sent, before replay stops, and at least every STORE_DELAY_MS.
 * A tab closed in between leaves them 'sending': the next replay resends them and gets their first answers.
 */
async function replayInOrder(): Promise<ReplayOutcome> {
  // A 'sending' left by a closed tab is resent: the server answers a known key with its first answer.
  await db.outbox.where('status').equals('sending').modify({ status: 'pending' });
  let merges = 0;
  // Temporary ids change only when a create is answered: read them again after one, not before every send.
  let ids = await realIds();
  let unstored: Answered[] = [];
  let oldestUnstored = 0;
  let claimed = await db.transaction('rw', db.outbox, claimWithin);
  while (claimed.length) {
    const [current, ...later] = claimed as [OutboxMutation, ...OutboxMutation[]];
    const sent = await transmit(current, merges, ids);
    if (sent.stop) {
      await storeAnswers(unstored, false);
      unstored = [];
      await unclaim(later);
      if (sent.stop !== 'merged') return sent.stop;
      merges += 1;
      claimed = await db.transaction('rw', db.outbox, claimWithin);
      continue;
    }
    claimed = later;
    const answered = sent.answered;
    if (answered) {
      if (!unstored.length) oldestUnstored = Date.now();
      unstored.push(answered);
    }
    const dependent = answered !== undefined && waitsFor(later, answered);
    if (later.length && !dependent && (!unstored.length || Date.now() - oldestUnstored < STORE_DELAY_MS)) continue;
    const more = await storeAnswers(unstored, !later.length);
    unstored = [];
    if (answered?.mutation.creates) ids = await realIds();
    claimed = later.length ? (await db.outbox.bulkGet(later.map((m) => m.seq!))).filter((m): m is OutboxMutation => m !== undefined) : more;
  }
  return 'done';
}

let running: Promise<ReplayOutcome> | null = null;

/** The browser knows it has no network: nothing is claimed (a claimed write can no longer take a later edit into it). */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Replays pending mutations in order, one replay at a time across tabs and the service worker. */
export function replayOutbox(): Promise<ReplayOutcome> {
  if (running) return running;
  if (browserOffline()) return Promise.resolve('offline');
  const locked = (async (): Promise<ReplayOutcome> =>
    typeof navigator !== 'undefined' && navigator.locks ? await navigator.locks.request('growdiaries-outbox', replayInOrder) : replayInOrder())();
  const current = locked.finally(() => {
    running = null;
  });
  running = current;
  return current;
}
