// Units of spec §9: week props are stored in one canonical unit and shown in the user's measures.
import type { WeekPropName } from './week';
import { decimalFormat } from '../page/intl-formats';

export interface Measures {
  length: 'cm' | 'in';
  temperature: 'C' | 'F';
  volume: 'l' | 'gal';
  weight: 'g' | 'oz';
  area: 'm2' | 'ft2';
  tds: 'ec' | 'ppm';
  nutrient: 'ml/l' | 'ml/gal' | 'tsp/gal';
}

/** The units a nutrient dose can be read in. */
export const NUTRIENT_UNITS: Measures['nutrient'][] = ['ml/l', 'ml/gal', 'tsp/gal'];
export const METRIC_MEASURES: Measures = { length: 'cm', temperature: 'C', volume: 'l', weight: 'g', area: 'm2', tds: 'ppm', nutrient: 'ml/l' };
export const ENGLISH_MEASURES: Measures = { length: 'in', temperature: 'F', volume: 'gal', weight: 'oz', area: 'ft2', tds: 'ppm', nutrient: 'ml/gal' };

export const CM_PER_INCH = 1 / 0.393701;
export const GRAMS_PER_OUNCE = 28.3495;
export const LITRES_PER_GALLON = 3.78541;
export const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;
export const ML_PER_GAL_PER_ML_PER_L = 3.78541;
export const TSP_PER_GAL_PER_ML_PER_L = 0.768;

type Kind = keyof Measures | 'ph' | 'percent' | 'co2' | 'hours' | 'par' | 'count' | 'watt' | 'score';

const PROP_KINDS: Record<Exclude<WeekPropName, 'germ_date'>, Kind> = {
  height: 'length', lamp_distance: 'length',
  air_temp: 'temperature', night_air_temp: 'temperature', solution_temp: 'temperature', substrate_temp: 'temperature',
  pot_size: 'volume', watering_volume: 'volume',
  harvest_weight: 'weight', harvest_wet_weight: 'weight',
  harvest_space: 'area',
  ppm: 'tds', tds: 'tds',
  feeding_schedule: 'nutrient',
  ph: 'ph', air_hum: 'percent', co2: 'co2', light: 'hours', light_intensity: 'par',
  harvest_plant: 'count', harvest_watt: 'watt', smell: 'score', harvest_smoke: 'score',
};

const UNIT_LABELS: Record<string, string> = {
  cm: 'cm', in: 'in', C: '°C', F: '°F', l: 'l', gal: 'gal', g: 'g', oz: 'oz', m2: 'm²', ft2: 'ft²',
  ec: 'mS/cm', ppm: 'ppm', 'ml/l': 'ml/l', 'ml/gal': 'ml/gal', 'tsp/gal': 'tsp/gal',
  percent: '%', co2: 'ppm', hours: 'h', par: 'µmol/m²/s', watt: 'W', score: '/10', ph: '', count: '',
};

/** Converts a value of a kind from its canonical unit into the chosen unit. */
export function fromCanonical(kind: keyof Measures, value: number, unit: string): number {
  switch (kind) {
    case 'length': return unit === 'in' ? value / CM_PER_INCH : value;
    case 'temperature': return unit === 'F' ? (value * 9) / 5 + 32 : value;
    case 'volume': return unit === 'gal' ? value / LITRES_PER_GALLON : value;
    case 'weight': return unit === 'oz' ? value / GRAMS_PER_OUNCE : value;
    case 'area': return unit === 'ft2' ? value * SQUARE_FEET_PER_SQUARE_METRE : value;
    case 'tds': return unit === 'ec' ? (value * 2) / 1000 : value;
    case 'nutrient':
      if (unit === 'ml/gal') return value * ML_PER_GAL_PER_ML_PER_L;
      if (unit === 'tsp/gal') return value * TSP_PER_GAL_PER_ML_PER_L;
      return value;
  }
}

/** Converts a value of a kind entered in the chosen unit into its canonical unit (the inverse of fromCanonical). */
export function toCanonical(kind: keyof Measures, value: number, unit: string): number {
  switch (kind) {
    case 'length': return unit === 'in' ? value * CM_PER_INCH : value;
    case 'temperature': return unit === 'F' ? ((value - 32) * 5) / 9 : value;
    case 'volume': return unit === 'gal' ? value * LITRES_PER_GALLON : value;
    case 'weight': return unit === 'oz' ? value * GRAMS_PER_OUNCE : value;
    case 'area': return unit === 'ft2' ? value / SQUARE_FEET_PER_SQUARE_METRE : value;
    case 'tds': return unit === 'ec' ? (value * 1000) / 2 : value;
    case 'nutrient':
      if (unit === 'ml/gal') return value / ML_PER_GAL_PER_ML_PER_L;
      if (unit === 'tsp/gal') return value / TSP_PER_GAL_PER_ML_PER_L;
      return value;
  }
}

/** Decimals shown for a value in a unit: pH one, EC two, small imperial values two, others at most one. */
function decimalsFor(kind: Kind, unit: string, value: number): number {
  if (kind === 'ph') return 1;
  if (unit === 'ec') return 2;
  if (kind === 'count' || kind === 'hours' || kind === 'co2' || kind === 'percent' || kind === 'watt' || unit === 'ppm') return 0;
  return Math.abs(value) < 10 ? 2 : 1;
}

/** The unit a week prop is shown and entered in, for the user's measures ('ph', 'percent'... for unit-less kinds). */
export function propUnit(name: Exclude<WeekPropName, 'germ_date'>, measures: Measures = METRIC_MEASURES): { kind: Kind; unit: string; label: string } {
  const kind = PROP_KINDS[name];
  const unit = kind in measures ? measures[kind as keyof Measures] : kind;
  return { kind, unit, label: UNIT_LABELS[unit] ?? '' };
}

/** A number the user typed for a week prop, in their measures, as the canonical value to store (pH kept to one decimal). */
export function propFromInput(name: Exclude<WeekPropName, 'germ_date'>, entered: number, measures: Measures = METRIC_MEASURES): number {
  const { kind, unit } = propUnit(name, measures);
  if (kind === 'ph') return Math.round(entered * 10) / 10;
  const canonical = kind in measures ? toCanonical(kind as keyof Measures, entered, unit) : entered;
  // Enough precision that showing it again gives back what was typed.
  return Math.round(canonical * 1e6) / 1e6;
}

/** A nutrient dose in ml/l shown in the user's nutrient unit, rounded for display. */
export function doseForDisplay(mlPerLitre: number, measures: Measures = METRIC_MEASURES): number {
  return Math.round(fromCanonical('nutrient', mlPerLitre, measures.nutrient) * 100) / 100;
}

/** A dose typed in the user's nutrient unit, as ml/l. */
export function doseFromInput(entered: number, measures: Measures = METRIC_MEASURES): number {
  return Math.round(toCanonical('nutrient', entered, measures.nutrient) * 1e6) / 1e6;
}

/** A week prop in the user's measures: the number (rounded for display) and its unit label. */
export function displayProp(name: Exclude<WeekPropName, 'germ_date'>, canonical: number, measures: Measures = METRIC_MEASURES) {
  const { kind, unit } = propUnit(name, measures);
  const value = kind in measures ? fromCanonical(kind as keyof Measures, canonical, unit) : canonical;
  const decimals = decimalsFor(kind, unit, value);
  const factor = 10 ** decimals;
  return { value: Math.round(value * factor) / factor, decimals, unit: UNIT_LABELS[unit] ?? '' };
}

/** A week prop as text in the user's measures and locale, e.g. "24.5 °C" or "pH 6.2". */
export function formatProp(name: Exclude<WeekPropName, 'germ_date'>, canonical: number, locale = 'en', measures: Measures = METRIC_MEASURES): string {
  const { value, decimals, unit } = displayProp(name, canonical, measures);
  const number = decimalFormat(locale, { minimumFractionDigits: PROP_KINDS[name] === 'ph' ? 1 : 0, maximumFractionDigits: decimals }).format(value);
  if (!unit) return number;
  return unit === '%' || unit === '/10' ? `${number}${unit}` : `${number} ${unit}`;
}
