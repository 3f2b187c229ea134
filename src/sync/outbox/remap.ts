// The server gave a real id to something this device created under a temporary one: the id map and every queued write follow.
import { db, type CreatedKind } from '@/db/database';
import { mutatorOf } from './registry';
import { resolveBody } from './temp-ids';

/**
 * Records `temp` → `real` and rewrites the arguments and targets of the queued writes that name it (inside the replay's
 * transaction); the create's mutator moves its local rows.
 */
export async function remapTempId(temp: number, real: number, kind: CreatedKind): Promise<void> {
  const ids = new Map([[temp, real]]);
  await db.idMap.put({ temp, real, kind });
  await db.outbox.toCollection().modify((m) => {
    const mutator = mutatorOf(m.mutator);
    if (!mutator) return;
    m.args = resolveBody(m.args, ids);
    m.target = mutator.target(m.args);
  });
}
