// Growers' reviews of catalogue products: one per grower and product, written, replaced, removed and listed.
import type { Kysely } from 'kysely';
import type { Review, ReviewInput, ReviewsPage } from '../../src/domain/catalogue/review';
import type { Database } from '../db/types';
import { notFound } from '../http/errors';
import { countReviewChange } from './brand-statistics';
import { brandRatings } from './brands';
import { productStats, statOf } from './product-ratings';
import { toUser } from './users';

type Db = Kysely<Database>;

/** 404 unless the product is in the catalogue (names growers typed are not reviewed). */
async function requireProduct(db: Db, productId: number): Promise<void> {
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).where('user_added', '=', 0).executeTakeFirst();
  if (!product) throw notFound('Product not found');
}

/** Reviews with their product, breeder or maker, and author. */
function reviewRows(db: Db) {
  return db.selectFrom('product_reviews as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.product_id', 'r.text', 'r.n_general', 'r.props', 'r.add_date', 'r.update_date',
      'p.name as product_name', 'p.link as product_link', 'p.brand_id', 'b.name as brand_name',
      'u.id as user_id', 'u.name as user_name', 'u.status as user_status', 'u.avatar as user_avatar']);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['execute']>>[number];

function toReview(row: ReviewRow): Review {
  return {
    id: row.id, ref_id: row.product_id, text: row.text, n_general: row.n_general, props: JSON.parse(row.props) as Review['props'],
    item_product: { id: row.product_id, name: row.product_name, link: row.product_link, brand_id: row.brand_id, brand_name: row.brand_name ?? null },
    item_user: toUser({ id: row.user_id, name: row.user_name, status: row.user_status, avatar: row.user_avatar }),
    add_date: row.add_date, update_date: row.update_date, items_review: [],
  };
}

/** Writes the grower's review of the product, replacing an earlier one (its add_date stays). */
export async function putReview(db: Db, userId: number, productId: number, input: ReviewInput): Promise<Review> {
  await requireProduct(db, productId);
  const now = new Date().toISOString();
  const fields = { n_general: input.n_general, text: input.text, props: JSON.stringify(input.props), update_date: now };
  const before = await db.selectFrom('product_reviews').select(['n_general', 'add_date'])
    .where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
  const updated = await db.updateTable('product_reviews').set(fields)
    .where('user_id', '=', userId).where('product_id', '=', productId).returning('id').executeTakeFirst();
  const id = updated?.id ?? (await db.insertInto('product_reviews')
    .values({ ...fields, user_id: userId, product_id: productId, add_date: now }).returning('id').executeTakeFirstOrThrow()).id;
  await countReviewChange(db, productId, before ?? null, { n_general: input.n_general, add_date: before?.add_date ?? now });
  return toReview(await reviewRows(db).where('r.id', '=', id).executeTakeFirstOrThrow());
}

/** Removes the grower's review of the product; 404 when there is none. */
export async function removeReview(db: Db, userId: number, productId: number): Promise<void> {
  const removed = await db.deleteFrom('product_reviews').where('user_id', '=', userId).where('product_id', '=', productId)
    .returning(['n_general', 'add_date']).executeTakeFirst();
  if (!removed) throw notFound('You have not reviewed this product');
  await countReviewChange(db, productId, removed, null);
}

/** A page of the product's reviews, the latest changed first, with the product's stats over all its reviews. */
export async function listReviews(db: Db, productId: number, start: number, limit: number): Promise<ReviewsPage> {
  await requireProduct(db, productId);
  const [rows, count, stat] = await Promise.all([
    reviewRows(db).where('r.product_id', '=', productId).orderBy('r.update_date', 'desc').orderBy('r.id', 'desc').limit(limit).offset(start).execute(),
    db.selectFrom('product_reviews').where('product_id', '=', productId).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    db.selectFrom(productStats(db).as('stat')).selectAll().where('stat.product_id', '=', productId).executeTakeFirst(),
  ]);
  return { items: rows.map(toReview), total: Number(count.total), item_stat: statOf(stat) };
}

/** A page of the reviews of a brand's products, the latest changed first, with the brand's stats over all its reviews. */
export async function listBrandReviews(db: Db, brandId: number, start: number, limit: number): Promise<ReviewsPage> {
  const brand = await db.selectFrom('brands').select('id').where('id', '=', brandId).executeTakeFirst();
  if (!brand) throw notFound('Brand not found');
  const ofBrand = db.selectFrom('products').select('id').where('brand_id', '=', brandId).where('user_added', '=', 0);
  const [rows, count, stat] = await Promise.all([
    reviewRows(db).where('r.product_id', 'in', ofBrand).orderBy('r.update_date', 'desc').orderBy('r.id', 'desc').limit(limit).offset(start).execute(),
    db.selectFrom('product_reviews').where('product_id', 'in', ofBrand).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    db.selectFrom(brandRatings(db).as('stat')).selectAll().where('stat.brand_id', '=', brandId).executeTakeFirst(),
  ]);
  return { items: rows.map(toReview), total: Number(count.total), item_stat: statOf(stat) };
}

/** A page of one grower's reviews, the latest changed first (their profile's reviews tab). */
export async function listUserReviews(db: Db, userId: number, start: number, limit: number): Promise<{ items: Review[]; total: number }> {
  const [rows, count] = await Promise.all([
    reviewRows(db).where('r.user_id', '=', userId).orderBy('r.update_date', 'desc').orderBy('r.id', 'desc').limit(limit).offset(start).execute(),
    db.selectFrom('product_reviews').where('user_id', '=', userId).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toReview), total: Number(count.total) };
}
