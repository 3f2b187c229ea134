// A week edit answered 409 (the server's week changed since this device read it): merge, store, and resend.
import { db, type OutboxMutation } from '@/db/database';
import type { Week } from '@/domain/week';
import { weekBody, weekFieldsOf } from '@/domain/week-form';
import { mergeWeek } from '@/domain/week-merge';
import { WEEK_PATH } from './answers';

/** Whether a 409 of this mutation can be settled by the week merge policy (src/domain/week-merge.ts). */
export function isMergeableConflict(mutation: OutboxMutation, current: unknown): current is Week {
  return mutation.method === 'PUT' && WEEK_PATH.test(mutation.path) && typeof current === 'object' && current !== null && 'update_date' in current;
}

/**
 * 1. Three-way merge of the base this edit was made on, the device's week and the server's current one.
 * 2. The germination and harvest parts are not merged: the device's edit of them wins.
 * 3. The stored week shows the merged result, and the mutation is rewritten to send it, based on the server's version.
 */
export async function settleWeekConflict(mutation: OutboxMutation, current: Week): Promise<void> {
  const weekId = Number(WEEK_PATH.exec(mutation.path)![1]);
  await db.transaction('rw', db.weeks, db.outbox, async () => {
    const local = await db.weeks.get(weekId);
    if (!local) return;
    const base = (mutation.base as Week | undefined) ?? current;
    const { merged, conflicts } = mergeWeek<Week>(base, local, current);
    const week: Week = { ...merged, item_germination: local.item_germination, item_harvest: local.item_harvest };
    const onServer = new Set(current.items_photo.map((p) => p.id));
    const fields = weekFieldsOf(week);
    fields.items_photo = fields.items_photo.filter((p) => onServer.has(p.id));
    await db.weeks.put({ ...week, position: local.position });
    await db.outbox.update(mutation.seq!, {
      base: current,
      body: weekBody(fields, current.update_date),
      merged: [...new Set([...(mutation.merged ?? []), ...conflicts])],
    });
  });
}
