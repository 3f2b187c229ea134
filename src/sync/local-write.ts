// One user change: applied to IndexedDB and queued in the outbox in one transaction, then sent when possible.
import type { Table } from 'dexie';
import { db, type OutboxMutation } from '@/db/database';
import { getIdentity } from './identity';
import { enqueueMutation, type NewMutation } from './outbox';
import { explainStorageError, requestPersistentStorage } from './storage';

/**
 * Runs `change` (which writes local rows and calls `queue`) in one Dexie transaction with the outbox,
 * so the local change and its mutation are stored together or not at all; then asks for a sync.
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
  void import('./sync-engine').then((engine) => engine.requestSync());
  return result;
}

/** A queued mutation no request has carried yet: its body can still change without breaking its idempotency key. */
function isUnsent(m: OutboxMutation): boolean {
  return m.status === 'pending' && m.attempts === 0;
}

/**
 * Queues a write (inside writeLocally). A PUT to a path that already waits unsent replaces that body
 * instead of queueing a second request; an edit of something created offline and not yet sent goes
 * into its create; an edit of a refused change replaces it and puts it back in the queue.
 */
export async function queue(mutation: NewMutation, options: { createOf?: number } = {}): Promise<void> {
  const waiting = await db.outbox.where('status').equals('pending').filter(isUnsent).toArray();
  const createOf = (m: OutboxMutation) => options.createOf !== undefined && m.creates?.temp_id === options.createOf;
  const create = waiting.find(createOf) ?? (await db.outbox.where('status').equals('refused').filter(createOf).first());
  if (create) {
    await db.outbox.update(create.seq!, { body: { ...(create.body as object), ...(mutation.body as object) }, label: mutation.label, status: 'pending', error: undefined });
    return;
  }
  const same = mutation.method === 'PUT' ? waiting.find((m) => m.method === 'PUT' && m.path === mutation.path) : undefined;
  if (same) {
    await db.outbox.update(same.seq!, { body: mutation.body, label: mutation.label });
    return;
  }
  // A change the server refused, edited again: the fixed version takes its place in the queue.
  // (A refused request stored no idempotency answer on the server, so its key can carry the new body.)
  const refused = await db.outbox.where('status').equals('refused').filter((m) => m.method === mutation.method && m.path === mutation.path).first();
  if (refused) {
    await db.outbox.update(refused.seq!, { body: mutation.body, label: mutation.label, status: 'pending', error: undefined });
    return;
  }
  await enqueueMutation(mutation);
}

/**
 * Forgets everything queued about something created offline whose create never left the device.
 * Returns false when the create was already sent (the server may know it: a DELETE must follow).
 */
export async function dropUnsentCreate(tempId: number): Promise<boolean> {
  const create = await db.outbox.filter((m) => m.creates?.temp_id === tempId).first();
  if (!create || !isUnsent(create)) return false;
  const mentions = (m: OutboxMutation) => m.path.split(/[/?]/).includes(String(tempId)) || JSON.stringify(m.body ?? null).includes(`:${tempId}`);
  await db.outbox.delete(create.seq!);
  await db.outbox.filter(mentions).delete();
  return true;
}
