// A week edit answered 409 (the server's week changed since this device read it): merged, stored, and sent again.
import { db } from '@/db/database';
import type { Week } from '@/domain/week/week';
import { weekBody, weekFieldsOf } from '@/domain/week/week-form';
import { mergeWeek } from '@/domain/week/week-merge';
import type { ReplayContext } from '@/sync/outbox/mutator';

const isWeek = (current: unknown): current is Week => typeof current === 'object' && current !== null && 'update_date' in current;

/**
 * 1. Three-way merge of the base this edit was made on, the device's week and the server's current one.
 * 2. The germination and harvest parts are not merged: the device's edit of them wins.
 * 3. The stored week shows the merged result, and the queued edit is rewritten to send it, based on the server's version.
 * Returns false when the answer is no week or the week is no longer on the device (the edit is then refused).
 */
export async function settleWeekConflict(current: unknown, { row, args }: ReplayContext<{ diary_id: number; week_id: number }>): Promise<boolean> {
  if (!isWeek(current)) return false;
  return db.transaction('rw', db.weeks, db.outbox, async () => {
    const local = await db.weeks.get(args.week_id);
    if (!local) return false;
    const base = (row.base as Week | undefined) ?? current;
    const { merged, conflicts } = mergeWeek<Week>(base, local, current);
    const week: Week = { ...merged, item_germination: local.item_germination, item_harvest: local.item_harvest };
    const onServer = new Set(current.items_photo.map((p) => p.id));
    const fields = weekFieldsOf(week);
    fields.items_photo = fields.items_photo.filter((p) => onServer.has(p.id));
    await db.weeks.put({ ...week, position: local.position });
    await db.outbox.update(row.seq!, {
      base: current,
      args: { ...args, body: weekBody(fields, current.update_date) },
      merged: [...new Set([...(row.merged ?? []), ...conflicts])],
    });
    return true;
  });
}
