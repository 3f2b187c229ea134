// The composition editor's fields (kept as its draft): numbers typed as text, ingredients one per line, doses in the
// unit the editor opened with; and how they become the composition the server keeps (doses in ml/l) or what is wrong.
import type { CompositionBody, ProductComposition } from '@/domain/catalogue/product-composition';
import {
  MAX_COMPOSITION_DOSES, MAX_COMPOSITION_INGREDIENTS, MAX_COMPOSITION_NUTRIENTS, MAX_NUTRIENT_VALUE, MAX_PRODUCT_DOSE,
  type NutrientValueUnit,
} from '@/domain/catalogue/product-composition-limits';
import { doseForDisplay, doseFromInput, METRIC_MEASURES, type Measures } from '@/domain/week/units';
import { parseDose } from './scheme-form';

export interface NutrientRow { name: string; value: string; unit: NutrientValueUnit }
export interface DoseRow { stage: string; amount: string }
export interface CompositionFields {
  /** The unit the doses are typed in (the manager's nutrient unit when the editor opened). */
  unit: Measures['nutrient'];
  n: string; p: string; k: string;
  /** One ingredient per line. */
  ingredients: string;
  nutrients: NutrientRow[];
  doses: DoseRow[];
}

const inUnit = (unit: Measures['nutrient']): Measures => ({ ...METRIC_MEASURES, nutrient: unit });
const text = (value: number | null) => (value === null ? '' : String(value));

/** The editor's fields of a stored composition, doses shown in `unit`. */
export function compositionFields(composition: ProductComposition, unit: Measures['nutrient']): CompositionFields {
  return {
    unit, n: text(composition.npk.n), p: text(composition.npk.p), k: text(composition.npk.k),
    ingredients: composition.ingredients.join('\n'),
    nutrients: composition.nutrients.map((row) => ({ name: row.name, value: String(row.value), unit: row.unit })),
    doses: composition.doses.map((row) => ({ stage: row.stage, amount: String(doseForDisplay(row.amount, inUnit(unit))) })),
  };
}

export type CompositionProblem = 'npk' | 'ingredients' | 'nutrient' | 'dose';

/** Rows with nothing typed in them are left out, not refused. */
const blank = (...texts: string[]) => texts.every((t) => t.trim() === '');

/** The composition to save (doses in ml/l), or what is wrong with a field. */
export function compositionBody(fields: CompositionFields): { body: CompositionBody } | { problem: CompositionProblem } {
  const npk = { n: parseDose(fields.n), p: parseDose(fields.p), k: parseDose(fields.k) };
  if (Object.values(npk).some((value) => value !== null && (Number.isNaN(value) || value > 100))) return { problem: 'npk' };
  const ingredients = fields.ingredients.split('\n').map((line) => line.trim()).filter(Boolean);
  if (ingredients.length > MAX_COMPOSITION_INGREDIENTS) return { problem: 'ingredients' };
  const nutrients = fields.nutrients.filter((row) => !blank(row.name, row.value)).map((row) => ({ name: row.name.trim(), value: parseDose(row.value), unit: row.unit }));
  if (nutrients.length > MAX_COMPOSITION_NUTRIENTS
    || nutrients.some((row) => row.name === '' || row.value === null || Number.isNaN(row.value) || row.value > MAX_NUTRIENT_VALUE)) return { problem: 'nutrient' };
  // Hundredths of a ml/l: a dose shown rounded in another unit and saved unchanged keeps its value.
  const doses = fields.doses.filter((row) => !blank(row.stage, row.amount)).map((row) => {
    const amount = parseDose(row.amount);
    return { stage: row.stage.trim(), amount: amount === null ? null : Math.round(doseFromInput(amount, inUnit(fields.unit)) * 100) / 100 };
  });
  if (doses.length > MAX_COMPOSITION_DOSES
    || doses.some((row) => row.stage === '' || row.amount === null || Number.isNaN(row.amount) || row.amount <= 0 || row.amount > MAX_PRODUCT_DOSE)) return { problem: 'dose' };
  return {
    body: {
      npk, ingredients,
      nutrients: nutrients.map((row) => ({ ...row, value: row.value! })),
      doses: doses.map((row) => ({ stage: row.stage, amount: row.amount! })),
    },
  };
}
