// Sub-records of weeks as a diary read shows them: harvest reviews (strain and nutrients) and videos.
import type { Kysely } from 'kysely';
import type { NutrientReview, ReviewSeed, WeekHarvest, WeekVideo } from '../../src/domain/week/week';
import type { Database, VideoRow } from '../db/types';
import { uploadUrl } from '../media/image-sizes';
import { groupBy } from './group-by';

type Db = Kysely<Database>;

/** The video shape of a week (spec §3 is_video; served under /uploads/videos/). */
function toVideo(row: Pick<VideoRow, 'id' | 'file' | 'mime' | 'bytes'>): WeekVideo {
  return { id: row.id, url: uploadUrl(row.file), mime: row.mime, bytes: row.bytes };
}

/** The harvest sub-record of each of the given harvest weeks: strain review (or null) and nutrient reviews. */
export async function loadHarvests(db: Db, harvestWeekIds: number[]): Promise<Map<number, WeekHarvest>> {
  if (harvestWeekIds.length === 0) return new Map();
  const [seeds, nutrients] = await Promise.all([
    db.selectFrom('week_reviews').selectAll().where('week_id', 'in', harvestWeekIds).execute(),
    db.selectFrom('week_nutrient_reviews')
      .innerJoin('products', 'products.id', 'week_nutrient_reviews.product_id')
      .leftJoin('brands', 'brands.id', 'products.brand_id')
      .select(['week_nutrient_reviews.week_id', 'products.id', 'products.name', 'brands.name as brand_name',
        'week_nutrient_reviews.n_general', 'week_nutrient_reviews.text'])
      .where('week_nutrient_reviews.week_id', 'in', harvestWeekIds)
      .orderBy('week_nutrient_reviews.week_id').orderBy('week_nutrient_reviews.position')
      .execute(),
  ]);
  const seedByWeek = new Map(seeds.map((r): [number, ReviewSeed] => [r.week_id, {
    props: { growing: r.growing, resistance: r.resistance }, n_general: r.n_general, text: r.text,
  }]));
  const nutrientsByWeek = groupBy(nutrients, (r) => r.week_id, ({ week_id: _, ...r }): NutrientReview => ({ ...r, brand_name: r.brand_name ?? '' }));
  return new Map(harvestWeekIds.map((id) => [id, {
    item_review_seed: seedByWeek.get(id) ?? null,
    items_nutrient: nutrientsByWeek.get(id) ?? [],
  }]));
}

/** The videos of the given weeks, oldest first. */
export async function loadVideos(db: Db, weekIds: number[]): Promise<Map<number, WeekVideo[]>> {
  if (weekIds.length === 0) return new Map();
  const rows = await db.selectFrom('videos').select(['id', 'week_id', 'file', 'mime', 'bytes'])
    .where('week_id', 'in', weekIds).orderBy('week_id').orderBy('id').execute();
  return groupBy(rows, (r) => r.week_id, toVideo);
}
