// The number rules of the week editor's fields: a week prop or a nutrient dose, in the grower's measures.
import { displayProp, doseForDisplay, doseFromInput, propFromInput, propUnit, type Measures } from '@/domain/week/units';
import { DOSE_LIMITS, PROP_LIMITS, type MeasuredProp } from '@/domain/week/week-limits';
import type { NumberRule } from './number-entry';

/** A week prop typed in the grower's unit (pH to one decimal, plants as whole numbers). */
export function propRule(name: MeasuredProp, measures: Measures): NumberRule {
  return {
    toDisplay: (canonical) => displayProp(name, canonical, measures).value,
    toCanonical: (entered) => propFromInput(name, entered, measures),
    limits: PROP_LIMITS[name],
    whole: propUnit(name, measures).kind === 'count',
  };
}

/** A nutrient dose typed in the grower's nutrient unit (ml/l, ml/gal or tsp/gal). */
export function doseRule(measures: Measures): NumberRule {
  return {
    toDisplay: (mlPerLitre) => doseForDisplay(mlPerLitre, measures),
    toCanonical: (entered) => doseFromInput(entered, measures),
    limits: DOSE_LIMITS,
  };
}
