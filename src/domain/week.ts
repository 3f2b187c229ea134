// The week entity of spec §3: phase, day counts, conditions (props) and photos.
import { z } from 'zod';
import { photoSchema } from './photo';

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

/** The harvest sub-record of a harvest week (spec §3 item_harvest): its strain review, or null. */
export const weekHarvestSchema = z.object({ item_review_seed: reviewSeedSchema.nullable() });
export type WeekHarvest = z.infer<typeof weekHarvestSchema>;

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
  /** Harvest weeks only; absent where the server did not load it. */
  item_harvest: weekHarvestSchema.optional(),
});
export type Week = z.infer<typeof weekSchema>;
