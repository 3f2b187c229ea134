// A managed brand's statistics on the device: the last 180 days (the last 90 and the 90 before them, to compare)
// read from GET /api/brands-manager/statistics into IndexedDB, so the statistics tab opens offline and says how old its
// figures are; and the same call for a longer or older period, asked for online only.
import { db, type BrandStatDayRecord, type BrandStatSyncRecord } from '@/db/database';
import type { BrandStatistics } from '@/domain/brand-manager/statistic';
import { addDays, dayOf, KEPT_STATISTIC_DAYS } from '@/domain/brand-manager/statistic-days';
import { apiRequest } from '@/sync/transport/http';

const PATH = '/api/brands-manager/statistics';

/** The brand's figures of [from, to] from the server. */
export function fetchBrandStatistics(brandId: number, from: string, to: string, signal?: AbortSignal): Promise<BrandStatistics> {
  return apiRequest<BrandStatistics>(PATH, { query: { brand_id: brandId, from, to }, signal });
}

/** The last KEPT_STATISTIC_DAYS days up to today into the device, replacing what it held for the brand. */
export async function refreshBrandStatistics(brandId: number, now = Date.now()): Promise<void> {
  const to = dayOf(now);
  const answer = await fetchBrandStatistics(brandId, addDays(to, 1 - KEPT_STATISTIC_DAYS), to);
  await db.transaction('rw', db.brandStatDays, db.brandStatSync, async () => {
    await db.brandStatDays.where('brand_id').equals(brandId).delete();
    await db.brandStatDays.bulkPut(answer.days.map((day) => ({ ...day, brand_id: brandId })));
    await db.brandStatSync.put({ brand_id: brandId, from: answer.from, to: answer.to, followers: answer.followers, fetched_at: Date.now() });
  });
}

export interface StoredStatistics { sync: BrandStatSyncRecord; days: BrandStatDayRecord[] }

/** What the device holds for the brand, oldest day first; null when it holds nothing yet. */
export async function readStoredStatistics(brandId: number): Promise<StoredStatistics | null> {
  const sync = await db.brandStatSync.get(brandId);
  if (!sync) return null;
  const days = await db.brandStatDays.where('[brand_id+day]').between([brandId, sync.from], [brandId, sync.to], true, true).toArray();
  return { sync, days };
}
