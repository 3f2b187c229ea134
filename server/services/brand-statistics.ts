// A brand's statistics: its figures per UTC day counted in place by the writes that cause them (a product page view,
// once per viewer and day; a new diary week logging its products; a review of one of its products; a follow or an
// unfollow of the brand), each in the caller's transaction, its banners' views and clicks added by the triggers of
// migration 0037; a period is read from those day rows (one a day), never from raw events.
import { sql, type Kysely } from 'kysely';
import type { BrandStatistics } from '../../src/domain/brand-manager/statistic';
import {
  addDays, dayOf, fillDays, previousPeriod, STATISTIC_COUNTS, sumDays, type StatisticCounts,
} from '../../src/domain/brand-manager/statistic-days';
import type { Database } from '../db/types';
import { badRequest } from '../http/errors';

type Db = Kysely<Database>;
type DayCounts = Partial<Pick<StatisticCounts, 'product_views' | 'weeks' | 'reviews' | 'rating_sum' | 'followers_gained' | 'followers_lost'>>;

/** Adds to (or, with negative numbers, takes from, never below 0) the brand's figures of the day. */
async function addToDay(db: Db, brandId: number, day: string, counts: DayCounts): Promise<void> {
  const entries = Object.entries(counts).filter(([, n]) => n !== 0) as [keyof DayCounts, number][];
  if (entries.length === 0) return;
  const start = Object.fromEntries(entries.map(([column, n]) => [column, Math.max(n, 0)]));
  await db.insertInto('brand_stat_days').values({ brand_id: brandId, day, ...start })
    .onConflict((oc) => oc.columns(['brand_id', 'day']).doUpdateSet(Object.fromEntries(entries.map(([column, n]) => {
      const current = sql.ref(`brand_stat_days.${column}`);
      return [column, n >= 0 ? sql<number>`${current} + ${n}` : sql<number>`case when ${current} > ${-n} then ${current} - ${-n} else 0 end`];
    }))))
    .execute();
}

/** The brand of a catalogue product (null for names growers typed and products without a brand). */
async function brandOfProduct(db: Db, productId: number): Promise<number | null> {
  const row = await db.selectFrom('products').select('brand_id').where('id', '=', productId).where('user_added', '=', 0).executeTakeFirst();
  return row?.brand_id ?? null;
}

/**
 * A view of a catalogue product's page by a viewer (`u:<user id>`, `g:<guest id>`): counted for its brand once per
 * viewer, product and UTC day. Answers whether it counted; undefined when the product is not in the catalogue.
 */
export async function countProductView(db: Db, productId: number, viewer: string, now = Date.now()): Promise<boolean | undefined> {
  const product = await db.selectFrom('products').select('brand_id').where('id', '=', productId).where('user_added', '=', 0).executeTakeFirst();
  if (!product) return undefined;
  const day = dayOf(now);
  const marked = await db.insertInto('product_view_marks').values({ product_id: productId, viewer, day })
    .onConflict((oc) => oc.columns(['product_id', 'viewer', 'day']).doNothing()).executeTakeFirst();
  if (Number(marked.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  if (product.brand_id !== null) await addToDay(db, product.brand_id, day, { product_views: 1 });
  return true;
}

/** Forgets the viewers of days before yesterday: a view on those days can no longer arrive. */
export async function purgeProductViewMarks(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('product_view_marks').where('day', '<', addDays(dayOf(now), -1)).execute();
}

/** A new diary week: one for each brand whose products the week's nutrients or the diary's items log. */
export async function countNewWeek(db: Db, diaryId: number, weekId: number, now = Date.now()): Promise<void> {
  const rows = await db.selectFrom('products').select('brand_id').distinct()
    .where('brand_id', 'is not', null).where('user_added', '=', 0)
    .where((eb) => eb.or([
      eb('id', 'in', eb.selectFrom('week_nutrients').select('product_id').where('week_id', '=', weekId)),
      eb('id', 'in', eb.selectFrom('diary_items').select('product_id').where('diary_id', '=', diaryId)),
    ]))
    .execute();
  const day = dayOf(now);
  for (const { brand_id } of rows) await addToDay(db, brand_id!, day, { weeks: 1 });
}

/**
 * A review of a product written (before: null), rewritten or removed (after: null). It counts on the day it was first
 * written with its current rating, so a rewrite moves that day's rating sum and a removal takes it back.
 */
export async function countReviewChange(
  db: Db, productId: number, before: { n_general: number; add_date: string } | null, after: { n_general: number; add_date: string } | null,
): Promise<void> {
  const brandId = await brandOfProduct(db, productId);
  if (brandId === null) return;
  if (before) await addToDay(db, brandId, before.add_date.slice(0, 10), { reviews: -1, rating_sum: -before.n_general });
  if (after) await addToDay(db, brandId, after.add_date.slice(0, 10), { reviews: 1, rating_sum: after.n_general });
}

/** A grower started (1) or stopped (-1) following the brand. */
export async function countBrandFollow(db: Db, brandId: number, change: 1 | -1, now = Date.now()): Promise<void> {
  await addToDay(db, brandId, dayOf(now), change > 0 ? { followers_gained: 1 } : { followers_lost: 1 });
}

/** The brand's day rows of [from, to]. */
const statDays = (db: Db, brandId: number, from: string, to: string) =>
  db.selectFrom('brand_stat_days').where('brand_id', '=', brandId).where('day', '>=', from).where('day', '<=', to);

/** The brand's figures of [from, to] by day. */
async function readDays(db: Db, brandId: number, from: string, to: string) {
  const rows = await statDays(db, brandId, from, to)
    .select(['day', 'product_views', 'weeks', 'reviews', 'rating_sum', 'banner_views', 'banner_clicks', 'followers_gained', 'followers_lost'])
    .execute();
  return fillDays(from, to, rows);
}

/** The totals of [from, to] summed by the database (the previous period needs no days). */
async function readTotals(db: Db, brandId: number, from: string, to: string) {
  const sums = await statDays(db, brandId, from, to).select((eb) => STATISTIC_COUNTS.map((column) => eb.fn.sum<number>(column).as(column)))
    .executeTakeFirstOrThrow();
  // The sums as one day's figures (a sum over no rows is null: 0).
  return sumDays(fillDays(from, from, [{ ...sums, day: from }]));
}

/** GET /api/brands-manager/statistics: the period's days and totals, the previous period's totals, followers now. */
export async function readBrandStatistics(db: Db, brandId: number, from: string, to: string, now = Date.now()): Promise<BrandStatistics> {
  if (to > addDays(dayOf(now), 1)) throw badRequest('to: the period ends today at the latest.');
  const before = previousPeriod(from, to);
  const [days, previous, followers] = await Promise.all([
    readDays(db, brandId, from, to),
    readTotals(db, brandId, before.from, before.to),
    db.selectFrom('follows').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', 'brand').where('content_id', '=', brandId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    brand_id: brandId, from, to, days, totals: sumDays(days), previous, followers: Number(followers.n),
    generated_at: new Date(now).toISOString(),
  };
}
