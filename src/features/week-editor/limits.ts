// Limits of what a week write accepts, in canonical units: the same as src/domain/week-input.ts (kept out of zod's module; limits.test.ts keeps them equal).
import type { WeekPropName } from '@/domain/week';

/** A week prop that holds a number (every prop but germ_date). */
export type MeasuredProp = Exclude<WeekPropName, 'germ_date'>;

export interface Limits { min: number; max: number }

const range = (min: number, max: number): Limits => ({ min, max });
const TEMPERATURE = range(-30, 70);

/** The plausible range of each week prop (cm, °C, l, g, m², ppm...). */
export const PROP_LIMITS: Record<MeasuredProp, Limits> = {
  height: range(0, 1000), ph: range(0, 14), ppm: range(0, 10_000), tds: range(0, 10_000), air_hum: range(0, 100),
  co2: range(0, 10_000), light: range(0, 24), smell: range(0, 10),
  air_temp: TEMPERATURE, solution_temp: TEMPERATURE, night_air_temp: TEMPERATURE, substrate_temp: TEMPERATURE,
  pot_size: range(0, 5_000), lamp_distance: range(0, 1000), light_intensity: range(0, 200_000), watering_volume: range(0, 10_000),
  feeding_schedule: range(0, 100), harvest_weight: range(0, 1_000_000), harvest_wet_weight: range(0, 5_000_000),
  harvest_plant: range(0, 10_000), harvest_watt: range(0, 100_000), harvest_space: range(0, 10_000), harvest_smoke: range(0, 10),
};

/** A nutrient dose in ml/l. */
export const DOSE_LIMITS = range(0, 100);

export const MAX_WEEK_DAYS = 14;
export const MAX_WEEK_TEXT = 10_000;
export const MAX_REVIEW_TEXT = 5_000;
export const MAX_PHOTO_COMMENT = 500;
