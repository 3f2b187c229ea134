// Unit tests of the week completeness rating of spec §5, every rule and every boundary.
import { describe, expect, it } from 'vitest';
import type { Week } from './week';
import {
  commentLength, conditionsCount, rateComment, rateConditions, rateHarvestNutrients, rateHarvestResult, rateHarvestReview,
  rateNutrients, ratePhotos, rateWeek, ratingParts, type RatableProps, type RatableWeek, type WeekRatingPart,
} from './week-rating';

const photos = (count: number, removed = 0) => [
  ...Array.from({ length: count }, () => ({ is_remove: false })),
  ...Array.from({ length: removed }, () => ({ is_remove: true })),
];
const CONDITIONS = ['height', 'light', 'air_temp', 'night_air_temp', 'air_hum', 'ph', 'ppm', 'co2'] as const;
const conditions = (count: number): RatableProps => Object.fromEntries(CONDITIONS.slice(0, count).map((name, i) => [name, i + 1]));
const text = (length: number) => 'a'.repeat(length);
const levelOf = (week: RatableWeek, part: WeekRatingPart) => rateWeek(week).parts.find((item) => item.part === part)?.level;

describe('ratingParts: which parts apply to each phase', () => {
  it('germination and vegetation: photos, conditions, comment', () => {
    expect(ratingParts(-1)).toEqual(['photos', 'conditions', 'comment']);
    expect(ratingParts(0)).toEqual(['photos', 'conditions', 'comment']);
  });
  it('flowering adds nutrients', () => {
    expect(ratingParts(1)).toEqual(['photos', 'conditions', 'nutrients', 'comment']);
  });
  it('harvest: result, strain review, nutrients, photos, comment; no conditions or doses', () => {
    expect(ratingParts(2)).toEqual(['harvest_result', 'harvest_review', 'harvest_nutrients', 'photos', 'comment']);
  });
  it('an unknown faza is rated as vegetation', () => {
    expect(ratingParts(7)).toEqual(ratingParts(0));
  });
});

describe('photos', () => {
  it.each([[0, 'bad'], [1, 'normal'], [3, 'normal'], [4, 'good'], [9, 'good']] as const)('%i photos -> %s', (count, level) => {
    expect(ratePhotos(photos(count))).toBe(level);
  });
  it('ignores removed photos', () => {
    expect(ratePhotos(photos(0, 5))).toBe('bad');
    expect(ratePhotos(photos(3, 2))).toBe('normal');
    expect(ratePhotos(photos(4, 2))).toBe('good');
  });
  it('counts photos without an is_remove flag', () => {
    expect(ratePhotos([{}, {}, {}, {}])).toBe('good');
  });
  it('missing photo list is bad', () => {
    expect(ratePhotos(undefined)).toBe('bad');
    expect(ratePhotos(null)).toBe('bad');
  });
});

describe('conditions', () => {
  it.each([[0, 'bad'], [3, 'bad'], [4, 'normal'], [5, 'normal'], [6, 'good'], [8, 'good']] as const)('%i filled in vegetation -> %s', (count, level) => {
    expect(rateConditions(0, conditions(count))).toBe(level);
  });
  it.each([[3, 'bad'], [4, 'normal'], [5, 'normal'], [6, 'good']] as const)('%i filled in flowering -> %s', (count, level) => {
    expect(rateConditions(1, conditions(count))).toBe(level);
  });
  it('counts 0 as filled and null, undefined, NaN and Infinity as empty', () => {
    expect(conditionsCount(0, { height: 0, light: 0, air_temp: 0, ph: null, ppm: undefined, co2: Number.NaN, air_hum: Number.POSITIVE_INFINITY })).toBe(3);
  });
  it('counts only the condition props: tds, feeding_schedule and harvest props do not count', () => {
    expect(conditionsCount(0, { ...conditions(3), harvest_wet_weight: 10, harvest_plant: 1 } as RatableProps)).toBe(3);
    const week = { faza: 0, props: { ...conditions(3), tds: 500, feeding_schedule: 1 } } as const;
    expect(conditionsCount(week.faza, week.props)).toBe(3);
  });
  it('counts every condition prop of the table', () => {
    const all: RatableProps = {
      height: 1, light: 1, air_temp: 1, night_air_temp: 1, air_hum: 1, ph: 1, ppm: 1, co2: 1,
      solution_temp: 1, substrate_temp: 1, pot_size: 1, lamp_distance: 1, light_intensity: 1, watering_volume: 1, smell: 1,
    };
    expect(conditionsCount(1, all)).toBe(15);
  });
  it('in germination a filled germ_date counts as 10 (good)', () => {
    expect(conditionsCount(-1, { germ_date: '2024-03-01' })).toBe(10);
    expect(rateConditions(-1, { germ_date: '2024-03-01' })).toBe('good');
  });
  it('in germination a blank or missing germ_date is bad, and condition props do not count there', () => {
    expect(rateConditions(-1, { germ_date: '' })).toBe('bad');
    expect(rateConditions(-1, { germ_date: '   ' })).toBe('bad');
    expect(rateConditions(-1, { germ_date: null })).toBe('bad');
    expect(rateConditions(-1, conditions(8))).toBe('bad');
    expect(conditionsCount(-1, { ...conditions(8), germ_date: '2024-03-01' })).toBe(10);
  });
  it('germ_date does not count in vegetation or flowering', () => {
    expect(conditionsCount(0, { germ_date: '2024-03-01' })).toBe(0);
    expect(rateConditions(0, { germ_date: '2024-03-01', ...conditions(3) })).toBe('bad');
    expect(rateConditions(1, { germ_date: '2024-03-01', ...conditions(5) })).toBe('normal');
  });
  it('is not counted in harvest (phase 2)', () => {
    expect(conditionsCount(2, conditions(8))).toBe(0);
    expect(levelOf({ faza: 2, props: conditions(8) }, 'conditions')).toBeUndefined();
  });
  it('missing props are bad', () => {
    expect(rateConditions(0, undefined)).toBe('bad');
    expect(rateConditions(-1, null)).toBe('bad');
  });
});

describe('nutrients (flowering only)', () => {
  it('no nutrients is bad', () => {
    expect(rateNutrients([])).toBe('bad');
    expect(rateNutrients(undefined)).toBe('bad');
  });
  it('a nutrient with a null value is bad', () => {
    expect(rateNutrients([{ val: null }])).toBe('bad');
  });
  it('a value of 0 does not count as a value', () => {
    expect(rateNutrients([{ val: 0 }])).toBe('bad');
  });
  it('a negative or non-finite value does not count', () => {
    expect(rateNutrients([{ val: -1 }, { val: Number.NaN }, { val: Number.POSITIVE_INFINITY }])).toBe('bad');
  });
  it('a positive value is good', () => {
    expect(rateNutrients([{ val: 0.5 }])).toBe('good');
    expect(rateNutrients([{ val: null }, { val: 0 }, { val: 2 }])).toBe('good');
  });
  it('a removed nutrient is ignored', () => {
    expect(rateNutrients([{ val: 3, is_remove: true }])).toBe('bad');
    expect(rateNutrients([{ val: 3, is_remove: true }, { val: 1, is_remove: false }])).toBe('good');
  });
  it('is rated in flowering and ignored in every other phase', () => {
    const items_nutrient = [{ val: 2 }];
    expect(levelOf({ faza: 1, items_nutrient }, 'nutrients')).toBe('good');
    expect(levelOf({ faza: 1, items_nutrient: [] }, 'nutrients')).toBe('bad');
    for (const faza of [-1, 0, 2]) expect(levelOf({ faza, items_nutrient }, 'nutrients')).toBeUndefined();
  });
});

describe('comment', () => {
  it.each([[0, 'bad'], [1, 'normal'], [139, 'normal'], [140, 'good'], [500, 'good']] as const)('%i characters -> %s', (length, level) => {
    expect(rateComment(text(length))).toBe(level);
  });
  it('missing text is bad', () => {
    expect(rateComment(undefined)).toBe('bad');
    expect(rateComment(null)).toBe('bad');
  });
  it('whitespace only is bad', () => {
    expect(rateComment('   \n\t  ')).toBe('bad');
  });
  it('counts the trimmed text: padding does not reach good', () => {
    expect(rateComment(`  ${text(139)}\n\n`)).toBe('normal');
    expect(commentLength(`  ${text(139)}\n\n`)).toBe(139);
  });
  it('counts a run of whitespace inside the text as one character', () => {
    expect(commentLength('a   b\n\n\nc')).toBe(5);
    expect(rateComment(`${text(69)}${' '.repeat(30)}${text(69)}`)).toBe('normal');
    expect(rateComment(`${text(69)} ${text(70)}`)).toBe('good');
  });
  it('counts an emoji as one character', () => {
    expect(commentLength('🌱🌱')).toBe(2);
    expect(rateComment('🌱'.repeat(139))).toBe('normal');
    expect(rateComment('🌱'.repeat(140))).toBe('good');
  });
});

describe('harvest result', () => {
  const all = { harvest_wet_weight: 500, harvest_plant: 2, harvest_watt: 300, harvest_space: 1.2 };
  it('0 values is bad', () => {
    expect(rateHarvestResult({})).toBe('bad');
    expect(rateHarvestResult(undefined)).toBe('bad');
  });
  it('1 value is normal', () => {
    expect(rateHarvestResult({ harvest_plant: 1 })).toBe('normal');
  });
  it('3 values is normal', () => {
    expect(rateHarvestResult({ ...all, harvest_space: null })).toBe('normal');
  });
  it('4 values is good', () => {
    expect(rateHarvestResult(all)).toBe('good');
  });
  it('zero and negative values are not counted', () => {
    expect(rateHarvestResult({ ...all, harvest_watt: 0 })).toBe('normal');
    expect(rateHarvestResult({ ...all, harvest_space: -1 })).toBe('normal');
    expect(rateHarvestResult({ harvest_wet_weight: 0, harvest_plant: -2, harvest_watt: null, harvest_space: undefined })).toBe('bad');
  });
  it('dry weight and smoke report do not count', () => {
    expect(rateHarvestResult({ harvest_weight: 100, harvest_smoke: 5 } as RatableProps)).toBe('bad');
  });
});

describe('harvest strain review', () => {
  const full = { props: { growing: 8, resistance: 7 }, n_general: 9, text: 'Sweet and easy' };
  it('no review is bad', () => {
    expect(rateHarvestReview(undefined)).toBe('bad');
    expect(rateHarvestReview(null)).toBe('bad');
    expect(rateHarvestReview({})).toBe('bad');
  });
  it.each([
    [0, {}, 'bad'],
    [1, { n_general: 5 }, 'normal'],
    [2, { n_general: 5, text: 'ok' }, 'normal'],
    [3, { props: { growing: 1, resistance: 2 }, text: 'ok' }, 'normal'],
    [4, full, 'good'],
  ] as const)('%i fields present -> %s', (_count, review, level) => {
    expect(rateHarvestReview(review)).toBe(level);
  });
  it('each field counts on its own', () => {
    expect(rateHarvestReview({ props: { growing: 1 } })).toBe('normal');
    expect(rateHarvestReview({ props: { resistance: 1 } })).toBe('normal');
    expect(rateHarvestReview({ n_general: 1 })).toBe('normal');
    expect(rateHarvestReview({ text: 'x' })).toBe('normal');
  });
  it('a rating of 0 or null and a blank text are not present', () => {
    expect(rateHarvestReview({ props: { growing: 0, resistance: null }, n_general: 0, text: '  ' })).toBe('bad');
    expect(rateHarvestReview({ ...full, n_general: 0 })).toBe('normal');
    expect(rateHarvestReview({ ...full, props: null })).toBe('normal');
  });
});

describe('harvest nutrients', () => {
  it('no nutrient reviews is bad', () => {
    expect(rateHarvestNutrients([])).toBe('bad');
    expect(rateHarvestNutrients(undefined)).toBe('bad');
  });
  it('a review with a comment and n_general above 0 is good', () => {
    expect(rateHarvestNutrients([{ text: 'worked well', n_general: 8 }])).toBe('good');
  });
  it('a comment without a rating, or a rating without a comment, is bad', () => {
    expect(rateHarvestNutrients([{ text: 'worked well' }])).toBe('bad');
    expect(rateHarvestNutrients([{ text: 'worked well', n_general: 0 }])).toBe('bad');
    expect(rateHarvestNutrients([{ text: 'worked well', n_general: null }])).toBe('bad');
    expect(rateHarvestNutrients([{ n_general: 8 }])).toBe('bad');
    expect(rateHarvestNutrients([{ text: '   ', n_general: 8 }])).toBe('bad');
  });
  it('needs both on the same nutrient', () => {
    expect(rateHarvestNutrients([{ text: 'worked well', n_general: 0 }, { text: '', n_general: 8 }])).toBe('bad');
    expect(rateHarvestNutrients([{ text: 'worked well', n_general: 0 }, { text: 'meh', n_general: 3 }])).toBe('good');
  });
  it('ignores removed nutrient reviews', () => {
    expect(rateHarvestNutrients([{ text: 'worked well', n_general: 8, is_remove: true }])).toBe('bad');
  });
});

describe('rateWeek', () => {
  it('rates a complete flowering week all good with score 100', () => {
    const rating = rateWeek({ faza: 1, text: text(140), props: conditions(6), items_photo: photos(4), items_nutrient: [{ val: 2 }] });
    expect(rating.parts).toEqual([
      { part: 'photos', level: 'good' }, { part: 'conditions', level: 'good' },
      { part: 'nutrients', level: 'good' }, { part: 'comment', level: 'good' },
    ]);
    expect(rating).toMatchObject({ good: 4, normal: 0, bad: 0, score: 100 });
  });
  it('rates an empty vegetation week all bad with score 0', () => {
    expect(rateWeek({ faza: 0 })).toMatchObject({ good: 0, normal: 0, bad: 3, score: 0 });
  });
  it('scores normal as half a good part', () => {
    const rating = rateWeek({ faza: 0, text: 'short', props: conditions(4), items_photo: photos(1) });
    expect(rating).toMatchObject({ good: 0, normal: 3, bad: 0, score: 50 });
    const mixed = rateWeek({ faza: 1, text: 'short', props: conditions(6), items_photo: [] });
    expect(mixed).toMatchObject({ good: 1, normal: 1, bad: 2, score: 38 });
  });
  it('rates a germination week on its germ date', () => {
    expect(levelOf({ faza: -1, props: { germ_date: '2024-03-01' } }, 'conditions')).toBe('good');
    expect(levelOf({ faza: 0, props: { germ_date: '2024-03-01' } }, 'conditions')).toBe('bad');
  });
  it('rates a harvest week on its harvest record, photos and comment', () => {
    const rating = rateWeek({
      faza: 2,
      text: text(10),
      props: { harvest_wet_weight: 500, harvest_plant: 2, harvest_watt: 300, harvest_space: 1 },
      items_photo: photos(2),
      item_harvest: {
        item_review_seed: { props: { growing: 8 }, n_general: 9 },
        items_nutrient: [{ text: 'great', n_general: 9 }],
      },
    });
    expect(rating.parts).toEqual([
      { part: 'harvest_result', level: 'good' }, { part: 'harvest_review', level: 'normal' },
      { part: 'harvest_nutrients', level: 'good' }, { part: 'photos', level: 'normal' }, { part: 'comment', level: 'normal' },
    ]);
    expect(rating).toMatchObject({ good: 2, normal: 3, bad: 0, score: 70 });
  });
  it('a harvest week without item_harvest rates the review and nutrients bad', () => {
    expect(levelOf({ faza: 2 }, 'harvest_review')).toBe('bad');
    expect(levelOf({ faza: 2 }, 'harvest_nutrients')).toBe('bad');
  });
  it('accepts a stored Week', () => {
    const week: Week = {
      id: 1, diary_id: 2, days: 7, faza: 0, text: text(3), add_date: '', update_date: '', cnt_comments: 0, cnt_likes: 0,
      is_remove: false, is_video: false, props: { height: 30, ph: 6.2, air_temp: 24, air_hum: 60 },
      items_photo: [{ id: 1, comment: '', size_s: '', size_m: '', size_xl: '', size_big: '', width: 1, height: 1 }],
      items_nutrient: [],
    };
    expect(rateWeek(week)).toMatchObject({ good: 0, normal: 3, bad: 0, score: 50 });
  });
});
