// A managed brand's testers on the device: read from GET /api/brands-manager/testers (kept while a change of them
// waits), added and removed here at once and queued for the server (works offline); finding growers needs the network.
import { db, type ManagedBrandRecord } from '@/db/database';
import type { BrandTester, BrandTesters } from '@/domain/brand-manager/tester';
import type { User } from '@/domain/user/user';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { apiRequest } from '@/sync/transport/http';
import { addBrandTester, removeBrandTester, testerTargetsOf } from './tester-mutators';

const BASE = '/api/brands-manager/testers';

/**
 * GET /testers into the device, unless a change of the brand's testers still waits (its answer brings them) or a
 * change's answer was stored after this list was asked for (the list may predate it).
 */
export async function refreshBrandTesters(brandId: number): Promise<void> {
  const asked = Date.now();
  const answer = await apiRequest<BrandTesters>(BASE, { query: { brand_id: brandId } });
  await db.transaction('rw', db.brandTesters, db.outbox, async () => {
    if ((await db.outbox.where('target').startsWith(testerTargetsOf(brandId)).count()) > 0) return;
    if (((await db.brandTesters.get(brandId))?.synced_at ?? 0) >= asked) return;
    await db.brandTesters.put({ ...answer, brand_id: brandId, synced_at: Date.now() });
  });
}

/** GET /testers/search: growers to add as testers (online only: a search needs the server). */
export const searchTesterCandidates = (brandId: number, query: string) =>
  apiRequest<{ items: User[] }>(`${BASE}/search`, { query: { brand_id: brandId, query } });

async function changeTesters(brandId: number, change: (items: BrandTester[]) => BrandTester[]): Promise<void> {
  const stored = await db.brandTesters.get(brandId);
  await db.brandTesters.put({ brand_id: brandId, items_log: [], ...stored, items: change(stored?.items ?? []), synced_at: stored?.synced_at ?? 0 });
}

/** Adds a tester on the device at once (by the signed-in manager, now; their diaries come with the answer) and queues it. */
export async function addTester(brand: ManagedBrandRecord, user: User): Promise<void> {
  await writeLocally([db.brandTesters], async () => {
    const session = await db.session.get('current');
    const by = session?.key === 'current' ? session.user : null;
    await changeTesters(brand.id, (items) => (items.some((t) => t.item_user.id === user.id) ? items
      : [...items, { item_user: user, add_date: new Date().toISOString(), added_by: by, items_diary: [] }]));
    await queueWrite(addBrandTester, { brand_id: brand.id, user_id: user.id, name: user.name }, { label: `${user.name} · ${brand.name}` });
  });
}

/** Removes a tester from the device at once and queues it. */
export async function removeTester(brand: ManagedBrandRecord, user: User): Promise<void> {
  await writeLocally([db.brandTesters], async () => {
    await changeTesters(brand.id, (items) => items.filter((t) => t.item_user.id !== user.id));
    await queueWrite(removeBrandTester, { brand_id: brand.id, user_id: user.id, name: user.name }, { label: `${user.name} · ${brand.name}` });
  });
}

export const readBrandTesters = (brandId: number) => db.brandTesters.get(brandId);
/** The targets of the brand's tester writes still waiting (shown as waiting beside their tester). */
export const readWaitingTesters = async (brandId: number) =>
  new Set((await db.outbox.where('target').startsWith(testerTargetsOf(brandId)).toArray()).map((m) => m.target));
