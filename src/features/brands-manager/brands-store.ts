// The brand manager area read from the API into the device (GET /api/brands-manager…): the brands one manages, each
// brand's information and managers, and its products, keeping whatever still waits in the outbox; and the live reads.
import { db, type BrandProductRecord } from '@/db/database';
import { brandProductTarget, brandTarget } from '@/domain/api/change-targets';
import type { BrandEdit, BrandInformation, BrandProductsPage, ManagedBrands, ManagerCandidates } from '@/domain/brand-manager/brand-manager';
import { BRAND_PRODUCTS_PAGE } from '@/domain/brand-manager/brand-manager-limits';
import { isTempId } from '@/sync/outbox/temp-ids';
import { apiRequest } from '@/sync/transport/http';
import { fetchEveryPage } from '@/sync/transport/every-page';
import { sendPicture } from '@/sync/transport/picture-upload';

const BASE = '/api/brands-manager';
/** The brand chosen in the switcher, per device. */
export const CHOSEN_BRAND_KEY = 'brands-manager.brand';

/** GET /api/brands-manager into the device: the person's brands in order (a 403 forgets them: they manage none now). */
export async function refreshManagedBrands(userId: number): Promise<void> {
  let answer: ManagedBrands;
  try {
    answer = await apiRequest<ManagedBrands>(BASE);
  } catch (error) {
    if ((error as { status?: number }).status === 403) await db.managedBrands.where('user').equals(userId).delete();
    throw error;
  }
  await db.transaction('rw', db.managedBrands, async () => {
    const ids = new Set(answer.items.map((brand) => brand.id));
    await db.managedBrands.where('user').equals(userId).filter((row) => !ids.has(row.id)).delete();
    for (const [position, brand] of answer.items.entries()) {
      const stored = await db.managedBrands.get(brand.id);
      await db.managedBrands.put({ ...stored, ...brand, user: userId, position, synced_at: Date.now() });
    }
  });
}

const waitingUnder = (prefix: string) => db.outbox.where('target').startsWith(prefix).count();

/** GET /information and /edit of a brand into its stored row, unless a change of the same part waits. */
export async function refreshBrand(brandId: number): Promise<void> {
  const [information, edit] = await Promise.all([
    apiRequest<BrandInformation>(`${BASE}/information`, { query: { brand_id: brandId } }),
    apiRequest<BrandEdit>(`${BASE}/edit`, { query: { brand_id: brandId } }),
  ]);
  await db.transaction('rw', db.managedBrands, db.outbox, async () => {
    const managersWait = await waitingUnder(`${brandTarget(brandId)}/manager:`);
    const editWaits = await db.outbox.where('target').equals(brandTarget(brandId)).count();
    await db.managedBrands.update(brandId, {
      ...(managersWait ? {} : { managers: information.items_manager }),
      ...(editWaits ? {} : { edit, name: edit.name }),
    });
  });
}

/**
 * Every product of a brand into the device (page by page), keeping those with a change still waiting, those made here,
 * and those whose own answer arrived after the list was asked for (the list may predate their create or edit).
 */
export async function refreshBrandProducts(brandId: number): Promise<void> {
  const asked = Date.now();
  const items = await fetchEveryPage<BrandProductsPage['items'][number]>(`${BASE}/products`, { brand_id: brandId }, BRAND_PRODUCTS_PAGE);
  await db.transaction('rw', db.brandProducts, db.outbox, async () => {
    const waiting = new Set((await db.outbox.where('target').startsWith('brand-product:').toArray()).map((m) => m.target));
    const newer = new Set((await db.brandProducts.where('brand_id').equals(brandId).filter((row) => row.synced_at >= asked).primaryKeys()));
    const keep = (id: number) => isTempId(id) || waiting.has(brandProductTarget(id)) || newer.has(id);
    const fresh = new Set(items.map((p) => p.id));
    await db.brandProducts.where('brand_id').equals(brandId).filter((row) => !fresh.has(row.id) && !keep(row.id)).delete();
    await db.brandProducts.bulkPut(items.filter((p) => !keep(p.id)).map((p) => ({ ...p, synced_at: Date.now() })));
  });
}

/** POST /uploads/photo (online only, as every picture upload): the brand's new logo, stored with the brand at once. */
export async function uploadBrandLogo(brandId: number, file: File): Promise<void> {
  const edit = await sendPicture<BrandEdit>(`${BASE}/uploads/photo`, file, file.name, { brand_id: brandId });
  await db.managedBrands.update(brandId, { avatar: edit.avatar, edit });
}

/** GET /information/search: growers to add as managers (online only: a search needs the server). */
export const searchManagerCandidates = (brandId: number, query: string) =>
  apiRequest<ManagerCandidates>(`${BASE}/information/search`, { query: { brand_id: brandId, query } });

/** The stored brands of a person, in the switcher's order. */
export const readManagedBrands = (userId: number) => db.managedBrands.where('user').equals(userId).sortBy('position');
export const readChosenBrand = async () => (await db.prefs.get(CHOSEN_BRAND_KEY))?.value as number | undefined;
export const readBrandProducts = async (brandId: number): Promise<BrandProductRecord[]> =>
  (await db.brandProducts.where('brand_id').equals(brandId).toArray()).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
export const readBrandProduct = (id: number) => db.brandProducts.get(id);
/** The targets of the brand manager writes still waiting (shown as waiting beside what they change). */
export const readWaitingTargets = async (brandId: number) => new Set((await db.outbox.filter((m) =>
  m.target.startsWith('brand-product:') || m.target.startsWith(`${brandTarget(brandId)}`)).toArray()).map((m) => m.target));
