// The scheme editor's fields (kept as its draft): doses typed as text in the unit the editor opened with, and how
// they become the scheme the server stores (doses in ml/l) or what is wrong with them.
import type { BrandSchemeRecord } from '@/db/database';
import type { BrandSchemeBody } from '@/domain/brand-manager/brand-scheme';
import { MAX_SCHEME_DOSE } from '@/domain/brand-manager/brand-scheme-limits';
import { doseForDisplay, doseFromInput, METRIC_MEASURES, type Measures } from '@/domain/week/units';

export type Faza = -1 | 0 | 1;
export interface SchemeFormWeek { faza: Faza; doses: string[] }
export interface SchemeFields {
  name: string;
  description: string;
  /** The unit the doses are typed in (the grower's nutrient unit when the editor opened). */
  unit: Measures['nutrient'];
  /** The chosen products (the table's columns). */
  products: number[];
  /** The weeks (the table's rows), one dose text per product. */
  weeks: SchemeFormWeek[];
}

const inUnit = (unit: Measures['nutrient']): Measures => ({ ...METRIC_MEASURES, nutrient: unit });

/** The editor's fields of a stored scheme (or of a new one: one vegetation week), doses shown in `unit`. */
export function fieldsOf(scheme: BrandSchemeRecord | null, unit: Measures['nutrient']): SchemeFields {
  if (!scheme) return { name: '', description: '', unit, products: [], weeks: [{ faza: 0, doses: [] }] };
  return {
    name: scheme.name, description: scheme.description, unit,
    products: scheme.items_product.map((p) => p.id),
    weeks: scheme.items_week.map((week) => ({
      faza: week.faza as Faza,
      doses: week.doses.map((dose) => (dose === null ? '' : String(doseForDisplay(dose, inUnit(unit))))),
    })),
  };
}

/** Adds or removes a product's column. */
export function toggleProduct(fields: SchemeFields, productId: number): SchemeFields {
  const column = fields.products.indexOf(productId);
  if (column === -1) return { ...fields, products: [...fields.products, productId], weeks: fields.weeks.map((w) => ({ ...w, doses: [...w.doses, ''] })) };
  return {
    ...fields, products: fields.products.filter((id) => id !== productId),
    weeks: fields.weeks.map((w) => ({ ...w, doses: w.doses.filter((_, i) => i !== column) })),
  };
}

/** A week after the last one, in its phase. */
export const addWeek = (fields: SchemeFields): SchemeFields =>
  ({ ...fields, weeks: [...fields.weeks, { faza: fields.weeks.at(-1)?.faza ?? 0, doses: fields.products.map(() => '') }] });

/** Each week's number within its phase, in table order (vegetation 1, 2, flowering 1...). */
export function weekNumbers(weeks: SchemeFormWeek[]): number[] {
  const seen = new Map<Faza, number>();
  return weeks.map((week) => {
    const next = (seen.get(week.faza) ?? 0) + 1;
    seen.set(week.faza, next);
    return next;
  });
}

/** A typed dose: empty is none, a comma is a decimal mark; NaN when it is no dose. */
export function parseDose(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type SchemeProblem = 'name' | 'dose' | 'empty';

/** The scheme to save (doses in ml/l), or what is wrong: no name, a dose that is no number or too large, no dose at all. */
export function schemeBody(fields: SchemeFields): { body: BrandSchemeBody } | { problem: SchemeProblem } {
  if (fields.name.trim() === '') return { problem: 'name' };
  const numbers = fields.weeks.map((week) => week.doses.map(parseDose));
  const items_week = [];
  const numbersOf = weekNumbers(fields.weeks);
  for (const [index, doses] of numbers.entries()) {
    // Hundredths of a ml/l: a dose shown rounded in another unit and saved unchanged keeps its value.
    const inMl = doses.map((dose) => (dose === null ? null : Math.round(doseFromInput(dose, inUnit(fields.unit)) * 100) / 100));
    if (inMl.some((dose) => dose !== null && (Number.isNaN(dose) || dose > MAX_SCHEME_DOSE))) return { problem: 'dose' };
    items_week.push({ faza: fields.weeks[index]!.faza, week: numbersOf[index]!, doses: inMl });
  }
  if (!items_week.some((week) => week.doses.some((dose) => dose !== null))) return { problem: 'empty' };
  return { body: { name: fields.name.trim(), description: fields.description.trim(), items_product: fields.products, items_week } };
}
