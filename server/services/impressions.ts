// Impression batches (spec §4): each batch counts once, by its id; its records add to the totals per type and id,
// diary records to the diary's views and seconds, and short records to the short's views.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ImpressionCount } from '../../src/domain/telemetry/impression-time';
import type { Database } from '../db/types';
import { addDiaryViews } from './diary-views';

/** One record per type and id: a batch naming one twice counts both. */
function mergeRecords(records: readonly ImpressionCount[]): ImpressionCount[] {
  const merged = new Map<string, ImpressionCount>();
  for (const record of records) {
    const key = `${record.t}:${record.i}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, v: seen.v + record.v, s: seen.s + record.s } : { ...record });
  }
  return [...merged.values()];
}

/**
 * Counts an impression batch once: false (nothing counted) when its key was counted before.
 * Records of diaries that do not exist (or were removed) add to the totals only.
 */
export async function recordImpressionBatch(db: Kysely<Database>, key: string, records: readonly ImpressionCount[], now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('impression_batches')
      .values({ key, records: records.length, add_date: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return false;
    for (const { t, i, v, s } of mergeRecords(records)) {
      await trx.insertInto('impression_totals').values({ type: t, ref_id: i, views: v, seconds: s })
        .onConflict((oc) => oc.columns(['type', 'ref_id']).doUpdateSet({
          views: sql`impression_totals.views + ${v}`,
          seconds: sql`impression_totals.seconds + ${s}`,
        }))
        .execute();
      if (t === 'diary') await addDiaryViews(trx, i, { v, s });
      if (t === 'short') await trx.updateTable('shorts').set({ cnt_views: sql`cnt_views + ${v}` }).where('id', '=', i).execute();
    }
    return true;
  });
}
