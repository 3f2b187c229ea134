// A managed brand's banners on the device: read from GET /api/brands-manager/banners (keeping what still waits in the
// outbox), created, saved, switched and deleted here at once and queued for the server (works offline); the picture
// upload (online only); and the banner figures of a period, kept so that a statistics page seen once opens offline.
import { db, type BrandBannerRecord, type ManagedBrandRecord } from '@/db/database';
import { brandBannerSwitchTarget, brandBannerTarget } from '@/domain/api/change-targets';
import type { AdBanner } from '@/domain/ads/ads';
import type { BannerImage, BannerStatistic, BrandBannerBody, BrandBannersPage } from '@/domain/brand-manager/banner';
import { BRAND_BANNERS_PAGE, type EditableBannerKind } from '@/domain/brand-manager/banner-limits';
import { dropUnsentCreate, queueWrite, writeLocally } from '@/sync/outbox/queue';
import { isTempId, newTempId } from '@/sync/outbox/temp-ids';
import { apiRequest } from '@/sync/transport/http';
import { fetchEveryPage } from '@/sync/transport/every-page';
import { sendPicture } from '@/sync/transport/picture-upload';
import { createBrandBanner, deleteBrandBanner, enableBrandBanner, updateBrandBanner } from './banner-mutators';

const BASE = '/api/brands-manager/banners';
type BannerPicture = NonNullable<AdBanner['image']>;

/** Creates (id null) or saves a banner on the device at once and queues it; answers the banner's id. */
export async function saveBanner(brand: ManagedBrandRecord, kind: EditableBannerKind, id: number | null, body: BrandBannerBody, image: BannerPicture): Promise<number> {
  const bannerId = id ?? newTempId();
  await writeLocally([db.brandBanners], async () => {
    const known = id === null ? undefined : await db.brandBanners.get(id);
    const at = new Date().toISOString();
    await db.brandBanners.put({
      id: bannerId, kind, brand_id: brand.id, ...body, image, add_date: known?.add_date ?? at, update_date: at,
      last_days: known?.last_days ?? { views: 0, clicks: 0 }, synced_at: 0,
    });
    const args = { id: bannerId, brand_id: brand.id, kind, ...body };
    if (id === null) await queueWrite(createBrandBanner, args, { label: body.title, createsId: bannerId });
    else await queueWrite(updateBrandBanner, args, { label: body.title, editOf: bannerId });
  });
  return bannerId;
}

/** Switches a banner on or off on the device at once and queues it. */
export async function switchBanner(banner: BrandBannerRecord, enabled: boolean): Promise<void> {
  await writeLocally([db.brandBanners], async () => {
    await db.brandBanners.update(banner.id, { enabled });
    await queueWrite(enableBrandBanner, { id: banner.id, kind: banner.kind, title: banner.title, enabled }, { label: banner.title, editOf: banner.id });
  });
}

/** Deletes a banner from the list; the server is told unless its create never left. */
export async function removeBanner(banner: BrandBannerRecord): Promise<void> {
  await writeLocally([db.brandBanners], async () => {
    if (!(await dropUnsentCreate(banner.id))) await queueWrite(deleteBrandBanner, { id: banner.id, kind: banner.kind, title: banner.title }, { label: banner.title });
    await db.brandBanners.delete(banner.id);
  });
}

/** POST /banners/uploads/image (online only, as every picture upload): the stored picture a save names. */
export const uploadBannerImage = (brandId: number, file: File) =>
  sendPicture<BannerImage>(`${BASE}/uploads/image`, file, file.name, { brand_id: brandId });

/** The targets of banner writes still waiting (shown as waiting beside their banner). */
export const readWaitingBanners = async () => new Set((await db.outbox.where('target').startsWith('brand-banner:').toArray()).map((m) => m.target));
/** Whether a write of the banner (a save or a switch) still waits. */
export const bannerWaits = (waiting: Set<string>, id: number) => waiting.has(brandBannerTarget(id)) || waiting.has(brandBannerSwitchTarget(id));

/**
 * Every banner of a brand into the device (page by page), keeping those with a change still waiting, those made here,
 * and those whose own answer arrived after the list was asked for.
 */
export async function refreshBrandBanners(brandId: number): Promise<void> {
  const asked = Date.now();
  const items = await fetchEveryPage<BrandBannersPage['items'][number]>(BASE, { brand_id: brandId }, BRAND_BANNERS_PAGE);
  await db.transaction('rw', db.brandBanners, db.outbox, async () => {
    const waiting = await readWaitingBanners();
    const newer = new Set(await db.brandBanners.where('brand_id').equals(brandId).filter((row) => row.synced_at >= asked).primaryKeys());
    const keep = (id: number) => isTempId(id) || bannerWaits(waiting, id) || newer.has(id);
    const fresh = new Set(items.map((b) => b.id));
    await db.brandBanners.where('brand_id').equals(brandId).filter((row) => !fresh.has(row.id) && !keep(row.id)).delete();
    await db.brandBanners.bulkPut(items.filter((b) => !keep(b.id)).map((b) => ({ ...b, synced_at: Date.now() })));
  });
}

/** Whose figures: one banner, or every banner of a brand summed. */
export type StatScope = { banner: { kind: EditableBannerKind; id: number } } | { brand: number };
export const statKey = (scope: StatScope, from: string, to: string) =>
  ('banner' in scope ? `banner:${scope.banner.id}` : `brand:${scope.brand}`) + `:${from}:${to}`;

/** The figures of a period from the API into the device. */
export async function refreshBannerStatistic(scope: StatScope, from: string, to: string): Promise<void> {
  const answer = 'banner' in scope
    ? await apiRequest<BannerStatistic>(`${BASE}/${scope.banner.kind}/${scope.banner.id}/statistic`, { query: { from, to } })
    : await apiRequest<BannerStatistic>(`${BASE}/statistic`, { query: { brand_id: scope.brand, from, to } });
  await db.bannerStats.put({ ...answer, key: statKey(scope, from, to), synced_at: Date.now() });
}

/** The brand's stored banners, newest first (those made here, with negative ids, first of all). */
export const readBrandBanners = async (brandId: number): Promise<BrandBannerRecord[]> =>
  (await db.brandBanners.where('brand_id').equals(brandId).toArray()).sort((a, b) => (isTempId(a.id) === isTempId(b.id) ? Math.abs(b.id) - Math.abs(a.id) : isTempId(a.id) ? -1 : 1));
export const readBrandBanner = (id: number) => db.brandBanners.get(id);
export const readBannerStatistic = (key: string) => db.bannerStats.get(key);
