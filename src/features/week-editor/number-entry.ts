// Reading a number a grower typed in their unit: empty, a value to store (canonical), or why it can't be stored.
import type { Limits } from '@/domain/week/week-limits';

/** How a field's typed number is read: its unit's conversions and the canonical range. */
export interface NumberRule {
  /** A canonical value in the field's unit, rounded as shown. */
  toDisplay: (canonical: number) => number;
  /** A number typed in the field's unit, as the canonical value to store. */
  toCanonical: (entered: number) => number;
  limits: Limits;
  /** Only whole numbers (a count of plants). */
  whole?: boolean;
}

export type Entry =
  | { state: 'empty' }
  | { state: 'valid'; value: number }
  | { state: 'invalid'; problem: 'number' | 'whole' | 'range' };

/** Digits with a dot or a comma as decimal mark (phones in many locales type a comma), and an optional minus. */
const DECIMAL = /^[-\u2212]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** The range in the field's unit, as shown to the grower. */
export function displayLimits(rule: NumberRule): Limits {
  const [a, b] = [rule.toDisplay(rule.limits.min), rule.toDisplay(rule.limits.max)];
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** Reads typed text by a rule; a value within the shown range is kept within the canonical one (display rounding). */
export function readEntry(text: string, rule: NumberRule): Entry {
  const trimmed = text.trim();
  if (trimmed === '') return { state: 'empty' };
  if (!DECIMAL.test(trimmed)) return { state: 'invalid', problem: 'number' };
  const entered = Number(trimmed.replace(',', '.').replace('\u2212', '-'));
  if (rule.whole && !Number.isInteger(entered)) return { state: 'invalid', problem: 'whole' };
  const shown = displayLimits(rule);
  if (entered < shown.min || entered > shown.max) return { state: 'invalid', problem: 'range' };
  const { min, max } = rule.limits;
  return { state: 'valid', value: Math.min(max, Math.max(min, rule.toCanonical(entered))) };
}
