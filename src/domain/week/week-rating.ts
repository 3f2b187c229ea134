// Week completeness rating of spec §5: each part of a week being edited is rated bad, normal or good.
import { FAZA } from './faza';
import { CONDITION_PROPS } from './week-props';
import type { WeekProps } from './week';

/*
 * Which parts apply to which phase (spec §5 names the parts, §4 the phases):
 * - germination (-1): photos, conditions, comment. Conditions here count only a filled germ_date, as 10
 *   ("count of filled condition props, only in phase 0 or 1"), so a germination week is good with a date, bad without.
 * - vegetation (0): photos, conditions, comment.
 * - flowering (1): photos, conditions, nutrients, comment (nutrients are rated only in phase 1).
 * - harvest (2): harvest result, harvest strain review, harvest nutrients, photos, comment
 *   (conditions and the week's nutrient doses are not rated on a harvest week).
 * A faza outside -1..2 is rated as vegetation, like fazaName does.
 *
 * Decisions where the spec is silent:
 * - A condition prop is filled when it holds a finite number; 0 counts (0 °C or 0 cm lamp distance are readings).
 * - A germ_date is filled when it is a non-blank string.
 * - A flowering nutrient "has a value" only when its val is a finite number above 0: a dose of 0 is no feeding,
 *   and number inputs often start at 0. null, 0, negatives and removed nutrients do not count.
 * - Comment length: the text is trimmed, every run of whitespace inside it counts as one character, and
 *   characters are Unicode code points (an emoji is one), so padding with spaces or new lines cannot reach 'good'.
 * - Harvest result counts values strictly above 0; null, 0 and negatives do not count.
 * - Harvest strain review: growing, resistance and n_general count when above 0 (0 means "not rated", the same
 *   reading the harvest nutrients rule gives n_general); the review text counts when not blank.
 * - Harvest nutrients: good when one and the same non-removed nutrient review has both a non-blank comment and
 *   n_general above 0 (a nutrient review is a rating with its comment), else bad.
 * - Summary: counts of good, normal and bad parts, and a score 0-100 where good = 2 points, normal = 1, bad = 0,
 *   score = round(100 * points / (2 * number of parts)).
 */

/** One part's rating. */
export type RatingLevel = 'bad' | 'normal' | 'good';

/** The parts a week can be rated on. */
export type WeekRatingPart =
  | 'photos' | 'conditions' | 'nutrients' | 'comment'
  | 'harvest_result' | 'harvest_review' | 'harvest_nutrients';

/** The harvest props counted by the harvest result rule. */
export const HARVEST_RESULT_PROPS = ['harvest_wet_weight', 'harvest_plant', 'harvest_watt', 'harvest_space'] as const;

/** Comment length (in characters) from which the comment is rated good. */
export const GOOD_COMMENT_LENGTH = 140;

/** What a filled germ_date counts as in the conditions of a germination week. */
export const GERM_DATE_CONDITIONS = 10;

type RatedPropName = 'germ_date' | (typeof CONDITION_PROPS)[number] | (typeof HARVEST_RESULT_PROPS)[number];

/** The week props the rating reads (any object with these optional fields, e.g. WeekProps). */
export type RatableProps = Readonly<Partial<Pick<WeekProps, RatedPropName>>>;

/** A week photo as the rating sees it. */
export interface RatablePhoto { readonly is_remove?: boolean | null }

/** A flowering nutrient dose as the rating sees it. */
export interface RatableNutrient { readonly val?: number | null; readonly is_remove?: boolean | null }

/** A nutrient review on a harvest week (item_harvest.items_nutrient). */
export interface RatableNutrientReview {
  readonly text?: string | null;
  readonly n_general?: number | null;
  readonly is_remove?: boolean | null;
}

/** The strain (seed) review on a harvest week (item_harvest.item_review_seed). */
export interface RatableSeedReview {
  readonly text?: string | null;
  readonly n_general?: number | null;
  readonly props?: { readonly growing?: number | null; readonly resistance?: number | null } | null;
}

/** The harvest sub-record of a week (spec §3, item_harvest). */
export interface RatableHarvest {
  readonly item_review_seed?: RatableSeedReview | null;
  readonly items_nutrient?: readonly RatableNutrientReview[] | null;
}

/** The minimal week shape the rating needs: a stored Week and an editor draft both fit. */
export interface RatableWeek {
  readonly faza: number;
  readonly text?: string | null;
  readonly props?: RatableProps | null;
  readonly items_photo?: readonly RatablePhoto[] | null;
  readonly items_nutrient?: readonly RatableNutrient[] | null;
  readonly item_harvest?: RatableHarvest | null;
}

/** One applicable part with its level. */
export interface RatedPart { readonly part: WeekRatingPart; readonly level: RatingLevel }

/** The rating of a week: its applicable parts in display order and a summary. */
export interface WeekRating {
  readonly parts: readonly RatedPart[];
  readonly good: number;
  readonly normal: number;
  readonly bad: number;
  /** 0-100: good = 2 points, normal = 1, bad = 0, over 2 points per part. */
  readonly score: number;
}

const GROWING_PARTS: readonly WeekRatingPart[] = ['photos', 'conditions', 'comment'];
const FLOWERING_PARTS: readonly WeekRatingPart[] = ['photos', 'conditions', 'nutrients', 'comment'];
const HARVEST_PARTS: readonly WeekRatingPart[] = ['harvest_result', 'harvest_review', 'harvest_nutrients', 'photos', 'comment'];

/** The parts that apply to a week of this phase, in display order. */
export function ratingParts(faza: number): readonly WeekRatingPart[] {
  if (faza === FAZA.harvest) return HARVEST_PARTS;
  if (faza === FAZA.flowering) return FLOWERING_PARTS;
  return GROWING_PARTS;
}

const isPositive = (value: number | null | undefined): boolean => typeof value === 'number' && Number.isFinite(value) && value > 0;
const isBlank = (text: string | null | undefined): boolean => text == null || text.trim() === '';

/** Rates a count: 0 bad, 1..goodFrom-1 normal, goodFrom or more good. */
function byCount(count: number, normalFrom: number, goodFrom: number): RatingLevel {
  if (count >= goodFrom) return 'good';
  return count >= normalFrom ? 'normal' : 'bad';
}

/** Photos: non-removed ones, 0 bad, 1-3 normal, 4 or more good. */
export function ratePhotos(photos: readonly RatablePhoto[] | null | undefined): RatingLevel {
  return byCount((photos ?? []).filter((photo) => photo.is_remove !== true).length, 1, 4);
}

/** The conditions count of §5: filled condition props in phase 0 or 1, a filled germ_date as 10 in germination, else 0. */
export function conditionsCount(faza: number, props: RatableProps | null | undefined): number {
  if (props == null) return 0;
  if (faza === FAZA.germination) return isBlank(props.germ_date) ? 0 : GERM_DATE_CONDITIONS;
  if (faza !== FAZA.vegetation && faza !== FAZA.flowering) return 0;
  return CONDITION_PROPS.filter((name) => {
    const value = props[name];
    return typeof value === 'number' && Number.isFinite(value);
  }).length;
}

/** Conditions: under 4 bad, 4-5 normal, 6 or more good. */
export function rateConditions(faza: number, props: RatableProps | null | undefined): RatingLevel {
  return byCount(conditionsCount(faza, props), 4, 6);
}

/** Nutrients (flowering): good if a non-removed nutrient has a value above 0, else bad. */
export function rateNutrients(nutrients: readonly RatableNutrient[] | null | undefined): RatingLevel {
  return (nutrients ?? []).some((item) => item.is_remove !== true && isPositive(item.val)) ? 'good' : 'bad';
}

/** The comment length the rating counts: trimmed, whitespace runs as one, in code points. */
export function commentLength(text: string | null | undefined): number {
  if (text == null) return 0;
  return [...text.trim().replace(/\s+/gu, ' ')].length;
}

/** Comment: empty bad, under 140 characters normal, 140 or more good. */
export function rateComment(text: string | null | undefined): RatingLevel {
  const length = commentLength(text);
  if (length === 0) return 'bad';
  return length >= GOOD_COMMENT_LENGTH ? 'good' : 'normal';
}

/** Harvest result: count of positive wet weight, plants, watts and space; 0 bad, 1-3 normal, 4 good. */
export function rateHarvestResult(props: RatableProps | null | undefined): RatingLevel {
  return byCount(HARVEST_RESULT_PROPS.filter((name) => isPositive(props?.[name])).length, 1, 4);
}

/** Harvest strain review: count of growing, resistance, n_general and text present; 0 bad, 1-3 normal, 4 good. */
export function rateHarvestReview(review: RatableSeedReview | null | undefined): RatingLevel {
  if (review == null) return 'bad';
  const present = [isPositive(review.props?.growing), isPositive(review.props?.resistance), isPositive(review.n_general), !isBlank(review.text)];
  return byCount(present.filter(Boolean).length, 1, 4);
}

/** Harvest nutrients: good if a non-removed nutrient review has a comment and n_general above 0, else bad. */
export function rateHarvestNutrients(reviews: readonly RatableNutrientReview[] | null | undefined): RatingLevel {
  return (reviews ?? []).some((item) => item.is_remove !== true && !isBlank(item.text) && isPositive(item.n_general)) ? 'good' : 'bad';
}

function ratePart(week: RatableWeek, part: WeekRatingPart): RatingLevel {
  switch (part) {
    case 'photos': return ratePhotos(week.items_photo);
    case 'conditions': return rateConditions(week.faza, week.props);
    case 'nutrients': return rateNutrients(week.items_nutrient);
    case 'comment': return rateComment(week.text);
    case 'harvest_result': return rateHarvestResult(week.props);
    case 'harvest_review': return rateHarvestReview(week.item_harvest?.item_review_seed);
    case 'harvest_nutrients': return rateHarvestNutrients(week.item_harvest?.items_nutrient);
  }
}

const POINTS: Record<RatingLevel, number> = { bad: 0, normal: 1, good: 2 };

/** Rates a week (stored or being edited): the parts of §5 that apply to its phase, and a summary. */
export function rateWeek(week: RatableWeek): WeekRating {
  const parts = ratingParts(week.faza).map((part): RatedPart => ({ part, level: ratePart(week, part) }));
  const count = (level: RatingLevel): number => parts.filter((item) => item.level === level).length;
  const points = parts.reduce((sum, item) => sum + POINTS[item.level], 0);
  return { parts, good: count('good'), normal: count('normal'), bad: count('bad'), score: Math.round((100 * points) / (2 * parts.length)) };
}
