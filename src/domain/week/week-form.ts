// What the week editor edits, and how it becomes a write body and a locally stored week (no schema code).
import { itemBody, itemRef, type PickedItem } from '../diary/diary-form';
import { DEFAULT_RATING } from '../catalogue/review-limits';
import type { Week, WeekProps } from './week';

/** A nutrient given in a week, with its dose in ml/l (canonical). */
export type PickedNutrient = PickedItem & { val: number | null };
/** The harvest review of one nutrient. */
export type NutrientReviewFields = PickedItem & { n_general: number; text: string };
/** The strain review of a harvest week (spec §3 review seed). */
export interface SeedReviewFields { growing: number | null; resistance: number | null; n_general: number; text: string }
/** A photo of the week as the editor orders, comments and removes it. */
export interface WeekPhotoFields { id: number; comment: string; is_remove: boolean }

/** The editable fields of a week, values in canonical units (see weekPropsSchema). */
export interface WeekFields {
  faza: -1 | 0 | 1 | 2;
  days: number;
  text: string;
  props: WeekProps;
  germ_method: number | null;
  items_nutrient: PickedNutrient[];
  review_seed: SeedReviewFields | null;
  nutrient_reviews: NutrientReviewFields[];
  items_photo: WeekPhotoFields[];
}

export const DEFAULT_SEED_REVIEW: SeedReviewFields = { growing: null, resistance: null, n_general: DEFAULT_RATING, text: '' };

/** An empty week of a phase (7 days; a harvest week starts with an empty strain review). */
export function emptyWeekFields(faza: WeekFields['faza']): WeekFields {
  return {
    faza, days: faza === 2 ? 0 : 7, text: '', props: {}, germ_method: null, items_nutrient: [],
    review_seed: faza === 2 ? { ...DEFAULT_SEED_REVIEW } : null, nutrient_reviews: [], items_photo: [],
  };
}

/** Props without empty values (null, undefined, NaN), so they are neither sent nor counted. */
function filledProps(props: WeekProps): WeekProps {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== null && value !== undefined && value !== '' && !Number.isNaN(value))) as WeekProps;
}

/** The POST/PUT body of a week; phase-specific parts only where the phase has them. */
export function weekBody(fields: WeekFields, baseUpdateDate?: string) {
  const harvest = fields.faza === 2;
  return {
    faza: fields.faza,
    days: fields.days,
    text: fields.text,
    props: filledProps(fields.props),
    items_nutrient: fields.items_nutrient.map((n) => ({ ...itemBody(n), val: n.val })),
    ...(fields.faza === -1 ? { germ_method: fields.germ_method } : {}),
    ...(harvest ? { review_seed: fields.review_seed, nutrient_reviews: fields.nutrient_reviews.map((r) => ({ ...itemBody(r), n_general: r.n_general, text: r.text })) } : {}),
    ...(fields.items_photo.length ? { items_photo: fields.items_photo } : {}),
    ...(baseUpdateDate ? { base_update_date: baseUpdateDate } : {}),
  };
}
export type WeekBody = ReturnType<typeof weekBody>;

/** The parts of a stored week that the fields decide (the rest comes from the server). */
export function weekRecordFields(fields: WeekFields, photos: Week['items_photo']): Pick<Week, 'faza' | 'days' | 'text' | 'props' | 'items_nutrient' | 'items_photo' | 'item_germination' | 'item_harvest'> {
  const byId = new Map(fields.items_photo.map((p, index) => [p.id, { ...p, index }]));
  const items_photo = photos
    .map((photo) => ({ ...photo, ...(byId.has(photo.id) ? { comment: byId.get(photo.id)!.comment, is_remove: byId.get(photo.id)!.is_remove } : {}) }))
    .sort((a, b) => (byId.get(a.id)?.index ?? Infinity) - (byId.get(b.id)?.index ?? Infinity));
  return {
    faza: fields.faza,
    days: fields.days,
    text: fields.text,
    props: filledProps(fields.props),
    items_nutrient: fields.items_nutrient.map((n) => {
      const ref = itemRef(n);
      return { id: ref.id, name: ref.name, brand_name: ref.brand_name ?? '', val: n.val };
    }),
    items_photo,
    item_germination: fields.faza === -1 ? { germ_method: fields.germ_method as 1 | 2 | 4 | 5 | 6 | 7 | null } : undefined,
    item_harvest: fields.faza === 2
      ? {
        item_review_seed: fields.review_seed && { props: { growing: fields.review_seed.growing, resistance: fields.review_seed.resistance }, n_general: fields.review_seed.n_general, text: fields.review_seed.text },
        items_nutrient: fields.nutrient_reviews.map((r) => ({ id: r.id ?? 0, name: r.name, brand_name: r.brand_name ?? '', n_general: r.n_general, text: r.text })),
      }
      : undefined,
  };
}

/** The editor's fields of a stored week. */
export function weekFieldsOf(week: Week): WeekFields {
  const review = week.item_harvest?.item_review_seed;
  return {
    faza: week.faza,
    days: week.days,
    text: week.text,
    props: { ...week.props },
    germ_method: week.item_germination?.germ_method ?? null,
    items_nutrient: week.items_nutrient.filter((n) => !n.is_remove).map((n) => ({ ...(n.id > 0 ? { id: n.id } : {}), name: n.name, brand_name: n.brand_name, val: n.val })),
    review_seed: week.faza === 2 ? (review ? { growing: review.props.growing, resistance: review.props.resistance, n_general: review.n_general, text: review.text } : { ...DEFAULT_SEED_REVIEW }) : null,
    nutrient_reviews: (week.item_harvest?.items_nutrient ?? []).map((r) => ({ ...(r.id > 0 ? { id: r.id } : {}), name: r.name, brand_name: r.brand_name, n_general: r.n_general, text: r.text })),
    items_photo: week.items_photo.map((p) => ({ id: p.id, comment: p.comment, is_remove: p.is_remove ?? false })),
  };
}
