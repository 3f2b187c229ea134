// Limits of a week write in canonical units, zod-free so the week editor can read them without loading week-input.ts.
import type { WeekPropName } from './week';

/** A week prop that holds a number (every prop but germ_date). */
export type MeasuredProp = Exclude<WeekPropName, 'germ_date'>;

export interface Limits { min: number; max: number }

const range = (min: number, max: number): Limits => ({ min, max });
const TEMPERATURE = range(-30, 70);

/** The plausible range of each measured week prop: anything outside is nonsense. */
export const PROP_LIMITS: Record<MeasuredProp, Limits> = {
  height: range(0, 1000), // cm
  ph: range(0, 14),
  ppm: range(0, 10_000), // 500 scale
  tds: range(0, 10_000), // ppm, 500 scale
  air_hum: range(0, 100), // %
  co2: range(0, 10_000), // ppm
  light: range(0, 24), // hours per day
  smell: range(0, 10),
  air_temp: TEMPERATURE, // °C
  solution_temp: TEMPERATURE,
  night_air_temp: TEMPERATURE,
  substrate_temp: TEMPERATURE,
  pot_size: range(0, 5_000), // l
  lamp_distance: range(0, 1000), // cm
  light_intensity: range(0, 200_000),
  watering_volume: range(0, 10_000), // l
  feeding_schedule: range(0, 100),
  harvest_weight: range(0, 1_000_000), // g
  harvest_wet_weight: range(0, 5_000_000), // g
  harvest_plant: range(0, 10_000),
  harvest_watt: range(0, 100_000),
  harvest_space: range(0, 10_000), // m²
  harvest_smoke: range(0, 10),
};

/** How easy a strain grew and how resistant it was, in the strain review of a harvest week. */
export const SEED_REVIEW_LEVELS = range(1, 3);

/** A nutrient's dose in ml/l. */
export const DOSE_LIMITS = range(0, 100);

export const MAX_WEEK_DAYS = 14;
export const MAX_WEEK_TEXT = 10_000;
export const MAX_PHOTO_COMMENT = 500;
export const MAX_WEEK_PHOTOS = 200;
