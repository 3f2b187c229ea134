// Reviews growers write of catalogue products (spec §3 review): a rating n_general 0-10 (default 1), a text and props.
import { z } from 'zod';
import { itemStatSchema } from './brand';
import { itemRefSchema } from '../diary/diary';
import { userSchema } from '../user/user';
import { DEFAULT_RATING, MAX_REVIEW_TEXT, RATING_SCALE } from './review-limits';

export const MAX_REVIEW_PROPS = 20;
export const MAX_REVIEWS_LIMIT = 50;

/** Free-form review details (e.g. yield: "high", smell: 8), a few short values. */
const reviewPropsSchema = z.record(z.string().min(1).max(40), z.union([z.number().finite(), z.string().max(200), z.boolean()]))
  .refine((props) => Object.keys(props).length <= MAX_REVIEW_PROPS, { message: `At most ${MAX_REVIEW_PROPS} props` });

/** PUT /api/products/{id}/review: the grower's review of the product, replacing any earlier one. */
export const reviewInputSchema = z.object({
  n_general: z.number().int().min(RATING_SCALE.min).max(RATING_SCALE.max).default(DEFAULT_RATING),
  text: z.string().max(MAX_REVIEW_TEXT).default(''),
  props: reviewPropsSchema.default({}),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.number(),
  /** The reviewed product's id. */
  ref_id: z.number(),
  text: z.string(),
  n_general: z.number().int().min(RATING_SCALE.min).max(RATING_SCALE.max),
  props: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  item_product: itemRefSchema,
  item_user: userSchema,
  add_date: z.string(),
  update_date: z.string(),
  /** Answers to the review (none yet). */
  items_review: z.array(z.never()),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_REVIEWS_LIMIT).default(20),
});

/** GET /api/products/{id}/reviews: the newest first, with the product's stats over every kind of review. */
export const reviewsPageSchema = z.object({ items: z.array(reviewSchema), total: z.number().int(), item_stat: itemStatSchema });
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
