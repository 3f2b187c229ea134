// Which week props a week shows, in display order.
import type { WeekPropName } from './week';

/** The condition props shown in a week's conditions table. */
export const CONDITION_PROPS = [
  'height', 'light', 'air_temp', 'night_air_temp', 'air_hum', 'ph', 'ppm', 'co2',
  'solution_temp', 'substrate_temp', 'pot_size', 'lamp_distance', 'light_intensity', 'watering_volume', 'smell',
] as const satisfies readonly WeekPropName[];

/** The harvest props shown on a harvest week. */
export const HARVEST_PROPS = [
  'harvest_weight', 'harvest_wet_weight', 'harvest_plant', 'harvest_watt', 'harvest_space', 'harvest_smoke',
] as const satisfies readonly WeekPropName[];
