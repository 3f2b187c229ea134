// A managed brand's plan with its use and its onboarding checklist on the device: read from GET
// /api/brands-manager/subscription and /welcome into one row per brand, so the subscription and welcome tabs open offline.
import { db } from '@/db/database';
import type { BrandSubscription, BrandWelcome } from '@/domain/brand-manager/subscription';
import { apiRequest } from '@/sync/transport/http';

const BASE = '/api/brands-manager';

async function keep(brandId: number, part: { subscription: BrandSubscription } | { welcome: BrandWelcome }): Promise<void> {
  await db.transaction('rw', db.brandPlans, async () => {
    const stored = await db.brandPlans.get(brandId);
    await db.brandPlans.put({ ...stored, ...part, brand_id: brandId, synced_at: Date.now() });
  });
}

/** GET /subscription into the device. */
export async function refreshSubscription(brandId: number): Promise<void> {
  await keep(brandId, { subscription: await apiRequest<BrandSubscription>(`${BASE}/subscription`, { query: { brand_id: brandId } }) });
}

/** GET /welcome into the device. */
export async function refreshWelcome(brandId: number): Promise<void> {
  await keep(brandId, { welcome: await apiRequest<BrandWelcome>(`${BASE}/welcome`, { query: { brand_id: brandId } }) });
}

export const readBrandPlan = (brandId: number) => db.brandPlans.get(brandId);
