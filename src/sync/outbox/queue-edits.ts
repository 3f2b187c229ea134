// The grower's edits of the queue itself: a refused write put back to be tried again, or dropped with what it created.
import { db } from '@/db/database';

/** Puts a refused mutation back in the queue (to try again). */
export async function retryMutation(seq: number): Promise<void> {
  await db.outbox.update(seq, { status: 'pending', error: undefined });
}

/**
 * Drops a mutation the grower no longer wants sent; a create that never reached the server takes its local copy along
 * (the mutator's own forget, read from the registry only then: it holds every feature's mutators).
 */
export async function discardMutation(seq: number): Promise<void> {
  const mutation = await db.outbox.get(seq);
  const creates = mutation?.creates && (await import('./registry')).mutatorOf(mutation.mutator)?.creates;
  await db.transaction('rw', [db.outbox, ...(creates ? creates.tables() : [])], async () => {
    await db.outbox.delete(seq);
    if (creates && mutation?.creates) await creates.forget(mutation.creates.temp_id);
  });
}
