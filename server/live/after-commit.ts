// Work that must wait until a write's transaction committed (live events, pushes): registered inside the
// transaction, run once after its commit, dropped on rollback.
import type { Kysely, Transaction } from 'kysely';

const pending = new WeakMap<object, Array<() => void>>();

/** Runs `work` after the transaction of `handle` commits; immediately when `handle` is not a tracked transaction. */
export function afterCommit<DB>(handle: Kysely<DB> | Transaction<DB>, work: () => void): void {
  const queue = pending.get(handle);
  if (queue) queue.push(work);
  else runSafely(work);
}

/** `db.transaction().execute(apply)` that runs the transaction's after-commit work once it committed. */
export async function transactionWithAfterCommit<DB, T>(db: Kysely<DB>, apply: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  let queue: Array<() => void> = [];
  const result = await db.transaction().execute(async (trx) => {
    queue = [];
    pending.set(trx, queue);
    return apply(trx);
  });
  for (const work of queue) runSafely(work);
  return result;
}

function runSafely(work: () => void): void {
  try {
    work();
  } catch (error) {
    // A listener's failure never fails the write that already committed.
    console.error('after-commit work failed', error);
  }
}
