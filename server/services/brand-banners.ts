// The box, cpm and header banners a brand's managers keep: listed with their last 30 days of views and clicks, read,
// created and saved whole (picture, link, sections, first and last days, weight, on/off), switched on or off, deleted,
// and their views and clicks per day summed over placements from ad_banner_days (one banner or all of a brand's).
import type { Kysely, Selectable } from 'kysely';
import type { BannerDay, BannerFigures, BannerImage, BannerStatistic, BrandBanner, BrandBannerBody, BrandBannersPage } from '../../src/domain/brand-manager/banner';
import {
  addDays, BANNER_LIST_DAYS, daysBetween, dayOf, EDITABLE_BANNER_KINDS, MAX_BANNER_STAT_DAYS, type EditableBannerKind,
} from '../../src/domain/brand-manager/banner-limits';
import type { AdBannersTable, BrandsTable, Database, UserRow } from '../db/types';
import { badRequest, forbidden, notFound } from '../http/errors';
import { photoUrls } from '../media/image-sizes';
import { removePhotoFiles, type StoredPhoto } from '../media/photo-store';
import { brandOfManager } from './brand-managers';
import { assertWithinPlan } from './brand-subscription';

type Db = Kysely<Database>;
type Who = Pick<UserRow, 'id' | 'role'>;
type BrandRow = Selectable<BrandsTable>;
type BannerRow = Selectable<AdBannersTable>;

const NO_FIGURES: BannerFigures = { views: 0, clicks: 0 };

function toBrandBanner(row: BannerRow, lastDays: BannerFigures): BrandBanner {
  return {
    id: row.id, kind: row.kind as EditableBannerKind, brand_id: row.brand_id, title: row.title, text: row.text,
    image: { ...photoUrls(row.image ?? ''), width: row.width, height: row.height }, image_id: row.image ?? '', url: row.url,
    sections: JSON.parse(row.sections) as string[], start_date: row.start_date, end_date: row.end_date, weight: row.weight,
    enabled: row.enabled === 1, add_date: row.add_date, update_date: row.update_date ?? row.add_date, last_days: lastDays,
  };
}

/** Views and clicks of each banner from `from` to `to` (all placements), by banner id. */
async function figuresOf(db: Db, ids: number[], from: string, to: string): Promise<Map<number, BannerFigures>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('ad_banner_days').select((eb) => ['banner_id', eb.fn.sum<number>('views').as('views'), eb.fn.sum<number>('clicks').as('clicks')])
    .where('banner_id', 'in', ids).where('day', '>=', from).where('day', '<=', to).groupBy('banner_id').execute();
  return new Map(rows.map((r) => [r.banner_id, { views: Number(r.views), clicks: Number(r.clicks) }]));
}

const withLastDays = async (db: Db, rows: BannerRow[], today: string): Promise<BrandBanner[]> => {
  const figures = await figuresOf(db, rows.map((r) => r.id), addDays(today, 1 - BANNER_LIST_DAYS), today);
  return rows.map((row) => toBrandBanner(row, figures.get(row.id) ?? NO_FIGURES));
};

/** The brand's box, cpm and header banners, newest first, one page, each with its last 30 days' figures. */
export async function listManagedBanners(db: Db, brand: BrandRow, start: number, limit: number, now = Date.now()): Promise<BrandBannersPage> {
  const banners = db.selectFrom('ad_banners').where('brand_id', '=', brand.id).where('kind', 'in', [...EDITABLE_BANNER_KINDS]);
  const { total } = await banners.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await banners.selectAll().orderBy('id', 'desc').limit(limit).offset(start).execute();
  return { items: await withLastDays(db, rows, dayOf(now)), start, limit, total: Number(total) };
}

/**
 * A banner of the kind in the path, with its brand, which the person must manage: 403 whether it exists or not for
 * anyone else (admins: 404 when there is none); 404 for the brand's own banner named under another kind.
 */
export async function bannerOfManager(db: Db, who: Who, kind: EditableBannerKind, id: number): Promise<{ banner: BannerRow; brand: BrandRow }> {
  const banner = await db.selectFrom('ad_banners').selectAll().where('id', '=', id).executeTakeFirst();
  if (!banner) {
    if (who.role === 'admin') throw notFound('Banner not found');
    throw forbidden('Only the managers of this brand can do this.');
  }
  const brand = await brandOfManager(db, who, banner.brand_id);
  if (banner.kind !== kind) throw notFound(`There is no ${kind} banner ${id}: it is a ${banner.kind} banner.`);
  return { banner, brand };
}

export async function getManagedBanner(db: Db, banner: BannerRow, now = Date.now()): Promise<BrandBanner> {
  return (await withLastDays(db, [banner], dayOf(now)))[0]!;
}

/** A picture stored for the brand's banners: remembered, so that only the brand's own banners may name it. */
export async function keepBannerImage(db: Db, brand: BrandRow, stored: StoredPhoto, now = new Date()): Promise<BannerImage> {
  await db.insertInto('brand_banner_images')
    .values({ image: stored.file, brand_id: brand.id, width: stored.width, height: stored.height, add_date: now.toISOString() }).execute();
  return { image_id: stored.file, image: { ...photoUrls(stored.file), width: stored.width, height: stored.height } };
}

/** The picture a save names: the banner's own, or one uploaded for this brand (400 for any other). */
async function pictureOf(db: Db, brand: BrandRow, imageId: string, current?: BannerRow): Promise<{ image: string; width: number; height: number }> {
  if (current?.image === imageId) return { image: imageId, width: current.width, height: current.height };
  const stored = await db.selectFrom('brand_banner_images').select(['image', 'width', 'height'])
    .where('image', '=', imageId).where('brand_id', '=', brand.id).executeTakeFirst();
  if (!stored) throw badRequest('image_id: not a picture uploaded for this brand\'s banners; upload it first.');
  return stored;
}

const columnsOf = (body: BrandBannerBody) => ({
  title: body.title, text: body.text, url: body.url, sections: JSON.stringify(body.sections), start_date: body.start_date,
  end_date: body.end_date, weight: body.weight, enabled: body.enabled ? 1 as const : 0 as const,
});

/** A new banner of the brand. */
export async function createBanner(db: Db, brand: BrandRow, kind: EditableBannerKind, body: BrandBannerBody, now = new Date()): Promise<BrandBanner> {
  await assertWithinPlan(db, brand.id, 'banners', now);
  const picture = await pictureOf(db, brand, body.image_id);
  const at = now.toISOString();
  const banner = await db.insertInto('ad_banners')
    .values({ brand_id: brand.id, kind, product_id: null, ...columnsOf(body), ...picture, add_date: at, update_date: at })
    .returningAll().executeTakeFirstOrThrow();
  return getManagedBanner(db, banner, now.getTime());
}

/** Saves a banner whole. */
export async function saveBanner(db: Db, brand: BrandRow, banner: BannerRow, body: BrandBannerBody, now = new Date()): Promise<BrandBanner> {
  const picture = await pictureOf(db, brand, body.image_id, banner);
  const saved = await db.updateTable('ad_banners').set({ ...columnsOf(body), ...picture, update_date: now.toISOString() })
    .where('id', '=', banner.id).returningAll().executeTakeFirstOrThrow();
  return getManagedBanner(db, saved, now.getTime());
}

/** Switches a banner on (served within its days) or off (never served). */
export async function enableBanner(db: Db, banner: BannerRow, enabled: boolean, now = new Date()): Promise<BrandBanner> {
  const saved = await db.updateTable('ad_banners').set({ enabled: enabled ? 1 : 0, update_date: now.toISOString() })
    .where('id', '=', banner.id).returningAll().executeTakeFirstOrThrow();
  return getManagedBanner(db, saved, now.getTime());
}

/** Deletes a banner with its figures. */
export async function deleteBanner(db: Db, banner: BannerRow): Promise<void> {
  await db.deleteFrom('ad_banners').where('id', '=', banner.id).execute();
}

/** A picture uploaded for banners is kept this long unused (an editor may still be open) before it goes. */
export const UNUSED_IMAGE_MS = 24 * 60 * 60 * 1000;

/**
 * Forgets the pictures uploaded for banners that no banner names and that are older than a day (replaced, of a deleted
 * banner, or never saved), and deletes their files; answers how many went.
 */
export async function purgeUnusedBannerImages(db: Db, uploadsDir: string, now = Date.now()): Promise<number> {
  const unused = await db.selectFrom('brand_banner_images as i').select('i.image')
    .where('i.add_date', '<', new Date(now - UNUSED_IMAGE_MS).toISOString())
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ad_banners as a').select('a.id').whereRef('a.image', '=', 'i.image'))))
    .execute();
  for (const { image } of unused) {
    // The row goes first: a save naming the picture from now on is refused rather than left without files.
    await db.deleteFrom('brand_banner_images').where('image', '=', image).execute();
    await removePhotoFiles(uploadsDir, image);
  }
  return unused.length;
}

/** The period of a statistics call: the last 30 days to today unless given; 400 when it is reversed or longer than a year. */
export function statPeriod(query: { from?: string; to?: string }, now = Date.now()): { from: string; to: string } {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? addDays(to, 1 - BANNER_LIST_DAYS);
  if (from > to) throw badRequest('from: the first day comes on or before the last day (to).');
  if (addDays(from, MAX_BANNER_STAT_DAYS - 1) < to) throw badRequest(`to: a period is at most ${MAX_BANNER_STAT_DAYS} days long.`);
  return { from, to };
}

/** Views and clicks per day of the period (every day, zero when none) over the banners, all placements summed. */
async function daysOf(db: Db, bannerIds: number[], from: string, to: string): Promise<{ days: BannerDay[]; total: BannerFigures }> {
  const rows = bannerIds.length === 0 ? [] : await db.selectFrom('ad_banner_days')
    .select((eb) => ['day', eb.fn.sum<number>('views').as('views'), eb.fn.sum<number>('clicks').as('clicks')])
    .where('banner_id', 'in', bannerIds).where('day', '>=', from).where('day', '<=', to).groupBy('day').execute();
  const byDay = new Map(rows.map((r) => [r.day, { views: Number(r.views), clicks: Number(r.clicks) }]));
  const days = daysBetween(from, to).map((day) => ({ day, ...(byDay.get(day) ?? NO_FIGURES) }));
  const total = days.reduce((sum, d) => ({ views: sum.views + d.views, clicks: sum.clicks + d.clicks }), NO_FIGURES);
  return { days, total };
}

/** One banner's views and clicks per day of the period. */
export async function bannerStatistic(db: Db, banner: BannerRow, period: { from: string; to: string }, now = Date.now()): Promise<BannerStatistic> {
  return { ...period, ...(await daysOf(db, [banner.id], period.from, period.to)), banner: await getManagedBanner(db, banner, now) };
}

/** Every banner of the brand (button banners too) summed per day of the period. */
export async function brandBannerStatistic(db: Db, brand: BrandRow, period: { from: string; to: string }): Promise<BannerStatistic> {
  const ids = (await db.selectFrom('ad_banners').select('id').where('brand_id', '=', brand.id).execute()).map((r) => r.id);
  return { ...period, ...(await daysOf(db, ids, period.from, period.to)) };
}
