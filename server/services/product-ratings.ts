// Ratings of catalogue products (spec §3 item_stat): the reviews growers wrote of them, and the harvest reviews in
// visible diaries.
import { sql, type Kysely } from 'kysely';
import { itemStatOf, type ItemStat } from '../../src/domain/catalogue/brand';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/**
 * One row per review of a catalogue product: the growers' product reviews, and the harvest reviews of live harvest
 * weeks of visible diaries (a harvest's strain review counts for each strain of its diary, a nutrient review for
 * its nutrient).
 */
export function productRatings(db: Db) {
  const strainReviews = db.selectFrom('week_reviews as r')
    .innerJoin('weeks as w', 'w.id', 'r.week_id')
    .innerJoin('diaries as d', 'd.id', 'w.diary_id')
    .innerJoin('diary_items as i', (join) => join.onRef('i.diary_id', '=', 'd.id').on('i.kind', '=', 'seed'))
    .where('w.faza', '=', 2).where('w.is_remove', '=', 0).where('d.is_remove', '=', 0).where('d.is_hidden', '=', 0).where('d.is_ban', '=', 0)
    .select(['i.product_id as product_id', 'r.n_general as n_general']);
  const nutrientReviews = db.selectFrom('week_nutrient_reviews as r')
    .innerJoin('weeks as w', 'w.id', 'r.week_id')
    .innerJoin('diaries as d', 'd.id', 'w.diary_id')
    .where('w.faza', '=', 2).where('w.is_remove', '=', 0).where('d.is_remove', '=', 0).where('d.is_hidden', '=', 0).where('d.is_ban', '=', 0)
    .select(['r.product_id as product_id', 'r.n_general as n_general']);
  const written = db.selectFrom('product_reviews as r').select(['r.product_id as product_id', 'r.n_general as n_general']);
  return strainReviews.unionAll(nutrientReviews).unionAll(written);
}

/** Sum and count of ratings per product. */
export function productStats(db: Db) {
  return db.selectFrom(productRatings(db).as('rating'))
    .select(['rating.product_id', sql<number>`sum(rating.n_general)`.as('rating_sum'), sql<number>`count(*)`.as('rating_count')])
    .groupBy('rating.product_id');
}

/** The item_stat of a row joined with a stats subquery (sums and counts come back as strings from PostgreSQL). */
export function statOf(row: { rating_sum: number | string | null; rating_count: number | string | null } | undefined): ItemStat {
  return itemStatOf(Number(row?.rating_sum ?? 0), Number(row?.rating_count ?? 0));
}

/** Orders over a stats subquery joined as `stat`: best average first, then most reviewed first; the unrated last. */
export const BY_RATING = sql`coalesce(stat.rating_sum * 1.0 / stat.rating_count, -1)`;
export const BY_REVIEW_COUNT = sql`coalesce(stat.rating_count, 0)`;
