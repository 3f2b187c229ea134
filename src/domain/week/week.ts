// The week entity of spec §3: phase, day counts, conditions (props) and photos.
import { z } from 'zod';
import { GERM_METHOD_CODES } from './germination';
import { photoSchema } from '../photo/photo';

export { FAZA, fazaName, type Faza } from './faza';
export { CONDITION_PROPS, HARVEST_PROPS } from './week-props';

/** Week phase (faza), spec §4: -1 germination, 0 vegetation, 1 flowering, 2 harvest. */
export const fazaSchema = z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)]);

const measure = z.number().finite().nullable().optional();

/**
 * Week props of spec §3, stored in one canonical unit each: lengths in cm, temperatures in °C,
 * volumes in l, weights in g, areas in m², TDS in ppm (500 scale), light in hours per day.
 */
export const weekPropsSchema = z.object({
  germ_date: z.string().nullable().optional(),
  height: measure,
  ph: measure,
  ppm: measure,
  tds: measure,
  air_hum: measure,
  co2: measure,
  light: measure,
  smell: measure,
  air_temp: measure,
  solution_temp: measure,
  night_air_temp: measure,
  substrate_temp: measure,
  pot_size: measure,
  lamp_distance: measure,
  light_intensity: measure,
  watering_volume: measure,
  feeding_schedule: measure,
  harvest_weight: measure,
  harvest_wet_weight: measure,
  harvest_plant: measure,
  harvest_watt: measure,
  harvest_space: measure,
  harvest_smoke: measure,
});
export type WeekProps = z.infer<typeof weekPropsSchema>;
export type WeekPropName = keyof WeekProps;

export const weekNutrientSchema = z.object({
  id: z.number(),
  name: z.string(),
  brand_name: z.string(),
  val: z.number().nullable(),
  is_remove: z.boolean().optional(),
});
export type WeekNutrient = z.infer<typeof weekNutrientSchema>;

/**
 * The strain review of a harvest week (spec §3 review seed): props.growing and props.resistance
 * 1-3 (or not given), overall rating n_general 0-10 (default 1) and a text.
 */
export const reviewSeedSchema = z.object({
  props: z.object({ growing: z.number().nullable(), resistance: z.number().nullable() }),
  n_general: z.number(),
  text: z.string(),
});
export type ReviewSeed = z.infer<typeof reviewSeedSchema>;

/** The harvest review of one nutrient (a product of the catalogue or one a grower typed). */
export const nutrientReviewSchema = z.object({
  id: z.number(),
  name: z.string(),
  brand_name: z.string(),
  n_general: z.number(),
  text: z.string(),
});
export type NutrientReview = z.infer<typeof nutrientReviewSchema>;

/** The harvest sub-record of a harvest week (spec §3 item_harvest): its strain review (or null) and nutrient reviews. */
export const weekHarvestSchema = z.object({
  item_review_seed: reviewSeedSchema.nullable(),
  items_nutrient: z.array(nutrientReviewSchema),
});
export type WeekHarvest = z.infer<typeof weekHarvestSchema>;

/** A germination method code of src/domain/week/germination.ts. */
export const germMethodSchema = z.literal(GERM_METHOD_CODES);

/** The germination sub-record of a germination week: how the seeds were germinated, or null. */
export const weekGerminationSchema = z.object({ germ_method: germMethodSchema.nullable() });
export type WeekGermination = z.infer<typeof weekGerminationSchema>;

/** A video of a week, served at `url` (supports Range requests). */
export const weekVideoSchema = z.object({
  id: z.number(),
  url: z.string(),
  mime: z.string(),
  bytes: z.number(),
});
export type WeekVideo = z.infer<typeof weekVideoSchema>;

export const weekSchema = z.object({
  id: z.number(),
  diary_id: z.number(),
  days: z.number(),
  faza: fazaSchema,
  text: z.string(),
  add_date: z.string(),
  update_date: z.string(),
  cnt_comments: z.number(),
  cnt_likes: z.number(),
  is_remove: z.boolean(),
  is_video: z.boolean(),
  props: weekPropsSchema,
  items_photo: z.array(photoSchema),
  items_nutrient: z.array(weekNutrientSchema),
  /**
   * The week's videos; the server always sends the list ([] when none). Optional in the type because
   * weeks stored on a device before videos existed lack it.
   */
  items_video: z.array(weekVideoSchema).optional(),
  /** Germination weeks (faza -1) only. */
  item_germination: weekGerminationSchema.optional(),
  /** Harvest weeks (faza 2) only. */
  item_harvest: weekHarvestSchema.optional(),
  /** Set only when moderators hid the week, for its owner (and moderators): why. */
  ban_reason: z.string().optional(),
});
export type Week = z.infer<typeof weekSchema>;
