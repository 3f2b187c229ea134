// One user change: applied to IndexedDB and queued in the outbox in one transaction, then sent when possible.
import type { Table } from 'dexie';
import { db, type OutboxMutation } from '@/db/database';
import { getIdentity } from '../transport/identity';
import { explainStorageError, requestPersistentStorage } from '../transport/storage';
import type { MutatorDefinition } from './mutator';
import type { MutatorName } from './registry';
import { requestSync } from './request-sync';

/**
 * Runs `change` (which writes local rows and queues writes) in one Dexie transaction with the outbox,
 * so the local change and its queued write are stored together or not at all; then asks for a sync.
 * A full disk throws StorageFullError and leaves what was stored before untouched.
 */
export async function writeLocally<T>(tables: Table[], change: () => Promise<T>): Promise<T> {
  await getIdentity(); // read before the transaction: it must not wait on anything outside IndexedDB
  let result: T;
  try {
    result = await db.transaction('rw', [...tables, db.outbox, db.session], change);
  } catch (error) {
    explainStorageError(error);
  }
  void requestPersistentStorage();
  // The engine's code loads with the first change, not with every screen that can make one.
  void requestSync();
  return result;
}

/** How a queued write is described beside its arguments. */
export interface QueueOptions {
  /** What the change is about, for /pending ("My first grow · week 3"). */
  label: string;
  /** The temporary id this write creates. */
  createsId?: number;
  /** An edit of something created offline: while that create waits unsent, the edit goes into it. */
  editOf?: number;
  /** The server version the change was made on. */
  base?: unknown;
}

/** A queued write no request has carried yet: its arguments can still change without breaking its idempotency key. */
export function isUnsent(m: OutboxMutation): boolean {
  return m.status === 'pending' && m.attempts === 0;
}

/** Adds a row to the outbox; its idempotency key is this device's id and the row's sequence number. */
async function enqueue(row: Omit<OutboxMutation, 'key' | 'status' | 'created_at' | 'attempts'>): Promise<void> {
  const { guestId } = await getIdentity();
  const seq = await db.outbox.add({ ...row, key: '', status: 'pending', created_at: Date.now(), attempts: 0 });
  await db.outbox.update(seq, { key: `${guestId}:${seq}` });
}

/**
 * Queues a write (inside writeLocally). An edit of something created offline and not yet sent goes into its create;
 * a write that replaces its target takes the place of an unsent one of the same target; an edit of a refused change
 * replaces it and puts it back in the queue (a refused request stored no answer on the server, so its key can carry it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function queueWrite<Args>(mutator: MutatorDefinition<MutatorName, Args, any>, args: Args, options: QueueOptions): Promise<void> {
  const { label } = options;
  const target = mutator.target(args);
  const createOf = (m: OutboxMutation) => options.editOf !== undefined && m.creates?.temp_id === options.editOf;
  const waiting = await db.outbox.where('status').equals('pending').filter(isUnsent).toArray();
  const create = waiting.find(createOf) ?? (await db.outbox.where('status').equals('refused').filter(createOf).first());
  if (create && mutator.intoCreate) {
    await db.outbox.update(create.seq!, { args: mutator.intoCreate(create.args, args), label, status: 'pending', error: undefined });
    return;
  }
  const sameTarget = await db.outbox.where('target').equals(target).filter((m) => m.mutator === mutator.name).toArray();
  const replaceable = mutator.replaces ? sameTarget.find(isUnsent) : undefined;
  const refused = sameTarget.find((m) => m.status === 'refused');
  const replaced = replaceable ?? refused;
  if (replaced) {
    // Its base stays: the server version the first of these edits was made on (the device's copy holds them all).
    await db.outbox.update(replaced.seq!, { args, label, status: 'pending', error: undefined });
    return;
  }
  await enqueue({
    mutator: mutator.name, args, target, label,
    ...(options.createsId !== undefined && mutator.creates ? { creates: { kind: mutator.creates.kind, temp_id: options.createsId } } : {}),
    ...(options.base === undefined ? {} : { base: options.base }),
  });
}

/**
 * Forgets everything queued about something created offline whose create never left the device.
 * Returns false when the create was already sent (the server may know it: a removal must follow).
 */
export async function dropUnsentCreate(tempId: number): Promise<boolean> {
  const create = await db.outbox.filter((m) => m.creates?.temp_id === tempId).first();
  if (!create || !isUnsent(create)) return false;
  const mentions = (m: OutboxMutation) => m.target.split(/[/:]/).includes(String(tempId));
  await db.outbox.delete(create.seq!);
  await db.outbox.filter(mentions).delete();
  return true;
}
