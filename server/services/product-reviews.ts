// The harvest reviews of a diary's products: its strain reviews (one per strain) and its nutrient reviews.
import type { Kysely } from 'kysely';
import type { ProductReview } from '../../src/domain/diary/product-review';
import type { Database } from '../db/types';
import { loadItems } from './diaries';

type Db = Kysely<Database>;

/**
 * Reviews of the diary's live harvest weeks in week order: first each week's strain review, once for
 * each strain of the diary, then the nutrient reviews in the grower's order. Undefined when the diary
 * does not exist or was removed.
 */
export async function getProductReviews(db: Db, diaryId: number): Promise<ProductReview[] | undefined> {
  const diary = await db.selectFrom('diaries').select('id').where('id', '=', diaryId).where('is_remove', '=', 0).executeTakeFirst();
  if (!diary) return undefined;
  const weeks = await db.selectFrom('weeks').select('id')
    .where('diary_id', '=', diaryId).where('faza', '=', 2).where('is_remove', '=', 0)
    .orderBy('position').orderBy('id').execute();
  const weekIds = weeks.map((w) => w.id);
  if (weekIds.length === 0) return [];
  const [items, seedReviews, nutrientReviews] = await Promise.all([
    loadItems(db, [diaryId], ['seed']),
    db.selectFrom('week_reviews').selectAll().where('week_id', 'in', weekIds).execute(),
    db.selectFrom('week_nutrient_reviews')
      .innerJoin('products', 'products.id', 'week_nutrient_reviews.product_id')
      .leftJoin('brands', 'brands.id', 'products.brand_id')
      .select(['week_nutrient_reviews.week_id', 'week_nutrient_reviews.n_general', 'week_nutrient_reviews.text',
        'products.id', 'products.name', 'products.link', 'products.brand_id', 'brands.name as brand_name'])
      .where('week_nutrient_reviews.week_id', 'in', weekIds)
      .orderBy('week_nutrient_reviews.position').execute(),
  ]);
  const order = new Map(weekIds.map((id, index) => [id, index]));
  const byWeek = (a: { week_id: number }, b: { week_id: number }) => order.get(a.week_id)! - order.get(b.week_id)!;
  const strains = items(diaryId, 'seed');
  const seeds = seedReviews.sort(byWeek).flatMap((r) => strains.map((strain): ProductReview => ({
    week_id: r.week_id, section: 'seed', item_product: strain, n_general: r.n_general, text: r.text,
    props: { growing: r.growing, resistance: r.resistance },
  })));
  const nutrients = nutrientReviews.sort(byWeek).map(({ week_id, n_general, text, brand_name, ...product }): ProductReview => ({
    week_id, section: 'nutrient', item_product: { ...product, brand_name: brand_name ?? null }, n_general, text, props: null,
  }));
  return [...seeds, ...nutrients];
}
