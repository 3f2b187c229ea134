// A managed brand's nutrient schemes on the device: read from GET /api/brands-manager/schemes (keeping what still
// waits in the outbox), and created, saved and deleted here at once, queued for the server (works offline).
import { db, type BrandProductRecord, type BrandSchemeRecord } from '@/db/database';
import { brandSchemeTarget } from '@/domain/api/change-targets';
import type { BrandSchemeBody, BrandSchemesPage } from '@/domain/brand-manager/brand-scheme';
import { BRAND_SCHEMES_PAGE } from '@/domain/brand-manager/brand-scheme-limits';
import type { Measures } from '@/domain/week/units';
import { MEASURES_KEY } from '@/features/settings/preferences';
import type { ManagedBrandRecord } from '@/db/database';
import { dropUnsentCreate, queueWrite, writeLocally } from '@/sync/outbox/queue';
import { isTempId, newTempId } from '@/sync/outbox/temp-ids';
import { fetchEveryPage } from '@/sync/transport/every-page';
import { createBrandScheme, deleteBrandScheme, updateBrandScheme } from './scheme-mutators';

/**
 * A scheme as the server keeps it: products in id order, and no product or week left without any dose (the server
 * stores doses only), so the device shows at once what the public page will.
 */
export function keptScheme(body: BrandSchemeBody): BrandSchemeBody {
  const columns = body.items_product.map((id, column) => ({ id, column }))
    .filter(({ column }) => body.items_week.some((week) => week.doses[column] !== null))
    .sort((a, b) => a.id - b.id);
  const items_week = body.items_week.map((week) => ({ ...week, doses: columns.map(({ column }) => week.doses[column] ?? null) }))
    .filter((week) => week.doses.some((dose) => dose !== null));
  return { name: body.name.trim(), description: body.description.trim(), items_product: columns.map(({ id }) => id), items_week };
}

/** The scheme as the device stores it: its products named from the brand's products. */
function toRecord(id: number, brand: ManagedBrandRecord, body: BrandSchemeBody, products: BrandProductRecord[]): BrandSchemeRecord {
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    id, brand_id: brand.id, name: body.name, description: body.description, items_week: body.items_week,
    items_product: body.items_product.map((productId) => ({
      id: productId, name: byId.get(productId)?.name ?? '', link: byId.get(productId)?.link ?? '', brand_id: brand.id, brand_name: brand.name,
    })),
    update_date: new Date().toISOString(), synced_at: 0,
  };
}

/** Creates (id null) or saves a scheme on the device at once and queues it; answers the scheme's id. */
export async function saveScheme(brand: ManagedBrandRecord, id: number | null, typed: BrandSchemeBody, products: BrandProductRecord[]): Promise<number> {
  const body = keptScheme(typed);
  const schemeId = id ?? newTempId();
  await writeLocally([db.brandSchemes], async () => {
    await db.brandSchemes.put(toRecord(schemeId, brand, body, products));
    const args = { id: schemeId, brand_id: brand.id, ...body };
    if (id === null) await queueWrite(createBrandScheme, args, { label: body.name, createsId: schemeId });
    else await queueWrite(updateBrandScheme, args, { label: body.name, editOf: schemeId });
  });
  return schemeId;
}

/** Deletes a scheme from the list; the server is told unless its create never left. */
export async function removeScheme(scheme: BrandSchemeRecord): Promise<void> {
  await writeLocally([db.brandSchemes], async () => {
    if (!(await dropUnsentCreate(scheme.id))) await queueWrite(deleteBrandScheme, { id: scheme.id, name: scheme.name }, { label: scheme.name });
    await db.brandSchemes.delete(scheme.id);
  });
}

/**
 * Every scheme of a brand into the device (page by page), keeping those with a change still waiting, those made here,
 * and those whose own answer arrived after the list was asked for.
 */
export async function refreshBrandSchemes(brandId: number): Promise<void> {
  const asked = Date.now();
  const items = await fetchEveryPage<BrandSchemesPage['items'][number]>('/api/brands-manager/schemes', { brand_id: brandId }, BRAND_SCHEMES_PAGE);
  await db.transaction('rw', db.brandSchemes, db.outbox, async () => {
    const waiting = new Set((await db.outbox.where('target').startsWith('brand-scheme:').toArray()).map((m) => m.target));
    const newer = new Set(await db.brandSchemes.where('brand_id').equals(brandId).filter((row) => row.synced_at >= asked).primaryKeys());
    const keep = (id: number) => isTempId(id) || waiting.has(brandSchemeTarget(id)) || newer.has(id);
    const fresh = new Set(items.map((s) => s.id));
    await db.brandSchemes.where('brand_id').equals(brandId).filter((row) => !fresh.has(row.id) && !keep(row.id)).delete();
    await db.brandSchemes.bulkPut(items.filter((s) => !keep(s.id)).map((s) => ({ ...s, synced_at: Date.now() })));
  });
}

/** The grower's nutrient unit as this device keeps it (ml/l until they choose). */
export const readNutrientUnit = async (): Promise<Measures['nutrient']> =>
  ((await db.prefs.get(MEASURES_KEY))?.value as Partial<Measures> | undefined)?.nutrient ?? 'ml/l';

/** The brand's stored schemes by name. */
export const readBrandSchemes = async (brandId: number): Promise<BrandSchemeRecord[]> =>
  (await db.brandSchemes.where('brand_id').equals(brandId).toArray()).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
export const readBrandScheme = (id: number) => db.brandSchemes.get(id);
/** The targets of scheme writes still waiting (shown as waiting beside their scheme). */
export const readWaitingSchemes = async () => new Set((await db.outbox.where('target').startsWith('brand-scheme:').toArray()).map((m) => m.target));
