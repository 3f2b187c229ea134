// Write body of a week (POST /api/diaries/:id/weeks, PUT .../weeks/:week), shared by the client and the server.
import { z } from 'zod';
import { itemInputSchema, uniqueItemList } from '../diary/diary-input';
import { germMethodSchema, type WeekProps } from './week';
import {
  DOSE_LIMITS, MAX_PHOTO_COMMENT, MAX_WEEK_DAYS, MAX_WEEK_PHOTOS, MAX_WEEK_TEXT, PROP_LIMITS, SEED_REVIEW_LEVELS, type Limits, type MeasuredProp,
} from './week-limits';
import { DEFAULT_RATING, MAX_REVIEW_TEXT, RATING_SCALE } from '../catalogue/review-limits';

/** A measure in its canonical unit (see weekPropsSchema), within a range that rules out nonsense. */
const range = ({ min, max }: Limits) => z.number().finite().min(min).max(max).nullable().optional();

const measures = Object.fromEntries(Object.entries(PROP_LIMITS).map(([name, limits]) => [name, range(limits)])) as Record<MeasuredProp, ReturnType<typeof range>>;

/** Week props of a write: the keys of weekPropsSchema, each measure checked against its range in PROP_LIMITS. */
export const weekPropsInputSchema = z.object({
  germ_date: z.iso.date().nullable().optional(),
  ...measures,
} satisfies { [K in keyof WeekProps]-?: z.ZodType });

/** A nutrient given in a week: a catalogue product or a free-text name, with its dose in ml/l. */
export const weekNutrientInputSchema = itemInputSchema.and(z.object({
  val: z.number().finite().min(DOSE_LIMITS.min).max(DOSE_LIMITS.max).nullable().default(null),
}));
export type WeekNutrientInput = z.infer<typeof weekNutrientInputSchema>;

/** The strain review of a harvest week (spec §3 review seed). */
export const reviewSeedInputSchema = z.object({
  growing: z.number().int().min(SEED_REVIEW_LEVELS.min).max(SEED_REVIEW_LEVELS.max).nullable().default(null),
  resistance: z.number().int().min(SEED_REVIEW_LEVELS.min).max(SEED_REVIEW_LEVELS.max).nullable().default(null),
  n_general: z.number().int().min(RATING_SCALE.min).max(RATING_SCALE.max).default(DEFAULT_RATING),
  text: z.string().max(MAX_REVIEW_TEXT).default(''),
});
export type ReviewSeedInput = z.infer<typeof reviewSeedInputSchema>;

/** The harvest review of one nutrient (spec §3 item_harvest.items_nutrient): a product or a free-text name. */
export const nutrientReviewInputSchema = itemInputSchema.and(z.object({
  n_general: z.number().int().min(RATING_SCALE.min).max(RATING_SCALE.max).default(DEFAULT_RATING),
  text: z.string().max(MAX_REVIEW_TEXT).default(''),
}));
export type NutrientReviewInput = z.infer<typeof nutrientReviewInputSchema>;

/** One of the week's photos as the editor orders, comments or removes it. */
export const weekPhotoInputSchema = z.object({
  id: z.number().int().positive().max(2 ** 31 - 1),
  comment: z.string().max(MAX_PHOTO_COMMENT).optional(),
  is_remove: z.boolean().optional(),
});
export type WeekPhotoInput = z.infer<typeof weekPhotoInputSchema>;

/**
 * A whole week (POST and PUT bodies replace every editable field; what is left out is empty), except
 * items_photo: when present it orders, comments and removes the photos it lists (the others follow,
 * untouched); when absent the photos stay as they are.
 * Only a germination week (faza -1) may carry germ_method; only a harvest week (faza 2) review_seed
 * and nutrient_reviews.
 */
export const weekInputSchema = z.object({
  faza: z.literal([-1, 0, 1, 2], { error: 'Expected -1 (germination), 0 (vegetation), 1 (flowering) or 2 (harvest)' }),
  days: z.number().int().min(0).max(MAX_WEEK_DAYS).default(0),
  text: z.string().max(MAX_WEEK_TEXT).default(''),
  props: weekPropsInputSchema.default({}),
  items_nutrient: uniqueItemList(weekNutrientInputSchema).default([]),
  germ_method: germMethodSchema.nullable().optional(),
  review_seed: reviewSeedInputSchema.nullable().optional(),
  nutrient_reviews: uniqueItemList(nutrientReviewInputSchema).optional(),
  items_photo: z.array(weekPhotoInputSchema).max(MAX_WEEK_PHOTOS).superRefine((photos, ctx) => {
    const seen = new Set<number>();
    photos.forEach((photo, index) => {
      if (seen.has(photo.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Listed twice' });
      seen.add(photo.id);
    });
  }).optional(),
  /** The week's update_date the client last saw; a different stored one answers 409. */
  base_update_date: z.string().max(40).optional(),
}).superRefine((week, ctx) => {
  if (week.germ_method != null && week.faza !== -1) {
    ctx.addIssue({ code: 'custom', path: ['germ_method'], message: 'Only a germination week (faza -1) has a germination method' });
  }
  if (week.review_seed != null && week.faza !== 2) {
    ctx.addIssue({ code: 'custom', path: ['review_seed'], message: 'Only a harvest week (faza 2) has a strain review' });
  }
  if (week.nutrient_reviews !== undefined && week.nutrient_reviews.length > 0 && week.faza !== 2) {
    ctx.addIssue({ code: 'custom', path: ['nutrient_reviews'], message: 'Only a harvest week (faza 2) has nutrient reviews' });
  }
});
export type WeekInput = z.infer<typeof weekInputSchema>;
