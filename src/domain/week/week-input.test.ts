import { describe, expect, it } from 'vitest';
import { weekPropsSchema } from './week';
import { weekInputSchema, weekPropsInputSchema } from './week-input';

const problems = (body: unknown) => {
  const result = weekInputSchema.safeParse(body);
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('weekInputSchema', () => {
  it('fills in an empty week around the phase', () => {
    expect(weekInputSchema.parse({ faza: 0 })).toEqual({ faza: 0, days: 0, text: '', props: {}, items_nutrient: [] });
  });

  it('names the field of each problem', () => {
    expect(problems({ faza: 5 })[0]).toMatch(/^faza: Expected -1 \(germination\)/);
    expect(problems({ faza: 0, days: -1 })[0]).toMatch(/^days: /);
    expect(problems({ faza: 0, days: 15 })[0]).toMatch(/^days: /);
    expect(problems({ faza: 0, days: 2.5 })[0]).toMatch(/^days: /);
    expect(problems({ faza: 0, text: 'x'.repeat(10_001) })[0]).toMatch(/^text: /);
    expect(problems({ faza: 0, props: { ph: 20 } })).toEqual(['props.ph: Too big: expected number to be <=14']);
  });

  it('rejects nonsense conditions and keeps plausible ones', () => {
    for (const props of [{ ph: -1 }, { air_hum: 101 }, { air_temp: 71 }, { night_air_temp: -31 }, { height: 1001 }, { light: 25 }, { germ_date: '2026-02-30' }, { ppm: Number.NaN }]) {
      expect(weekPropsInputSchema.safeParse(props).success, JSON.stringify(props)).toBe(false);
    }
    const plausible = { germ_date: '2026-03-01', ph: 6.2, air_hum: 55, air_temp: 24.5, substrate_temp: -2, height: 150, light: 18, ppm: 900, harvest_weight: 350, lamp_distance: null };
    expect(weekPropsInputSchema.parse(plausible)).toEqual(plausible);
    // Whatever passes the input check is a valid stored week.
    expect(weekPropsSchema.parse(weekPropsInputSchema.parse(plausible))).toEqual(plausible);
  });

  it('takes nutrients by id or name with a dose of 0-100 ml/l, each once', () => {
    const week = weekInputSchema.parse({ faza: 1, items_nutrient: [{ id: 3, val: 2 }, { name: ' Molasses ' }] });
    expect(week.items_nutrient).toEqual([{ id: 3, val: 2 }, { name: 'Molasses', val: null }]);
    expect(problems({ faza: 1, items_nutrient: [{ id: 3, val: 101 }] })).toEqual(['items_nutrient.0.val: Too big: expected number to be <=100']);
    expect(problems({ faza: 1, items_nutrient: [{ id: 3 }, { id: 3, val: 1 }] })).toEqual(['items_nutrient.1: Listed twice']);
  });

  it('takes a strain review on harvest weeks only, with its defaults and ranges', () => {
    expect(weekInputSchema.parse({ faza: 2, review_seed: {} }).review_seed).toEqual({ growing: null, resistance: null, n_general: 1, text: '' });
    expect(weekInputSchema.parse({ faza: 2, review_seed: { growing: 3, resistance: 1, n_general: 10, text: 'Great' } }).review_seed)
      .toEqual({ growing: 3, resistance: 1, n_general: 10, text: 'Great' });
    expect(problems({ faza: 2, review_seed: { growing: 4, n_general: 11, text: 'x'.repeat(5001) } })).toEqual([
      'review_seed.growing: Too big: expected number to be <=3',
      'review_seed.n_general: Too big: expected number to be <=10',
      'review_seed.text: Too big: expected string to have <=5000 characters',
    ]);
    expect(problems({ faza: 1, review_seed: {} })).toEqual(['review_seed: Only a harvest week (faza 2) has a strain review']);
    expect(weekInputSchema.safeParse({ faza: 1, review_seed: null }).success).toBe(true);
  });

  it('takes a germination method on germination weeks only', () => {
    expect(weekInputSchema.parse({ faza: -1, germ_method: 5 }).germ_method).toBe(5);
    expect(weekInputSchema.parse({ faza: 0, germ_method: null }).germ_method).toBeNull();
    expect(problems({ faza: 0, germ_method: 1 })).toEqual(['germ_method: Only a germination week (faza -1) has a germination method']);
    expect(problems({ faza: -1, germ_method: 3 })[0]).toMatch(/^germ_method: /);
  });

  it('takes nutrient reviews on harvest weeks only, by id or name, each once, with defaults', () => {
    expect(weekInputSchema.parse({ faza: 2, nutrient_reviews: [{ id: 4 }, { name: 'Molasses', n_general: 7, text: 'Sweet' }] }).nutrient_reviews)
      .toEqual([{ id: 4, n_general: 1, text: '' }, { name: 'Molasses', n_general: 7, text: 'Sweet' }]);
    expect(problems({ faza: 1, nutrient_reviews: [{ id: 4 }] })).toEqual(['nutrient_reviews: Only a harvest week (faza 2) has nutrient reviews']);
    expect(weekInputSchema.safeParse({ faza: 1, nutrient_reviews: [] }).success).toBe(true);
    expect(problems({ faza: 2, nutrient_reviews: [{ id: 4 }, { id: 4 }] })).toEqual(['nutrient_reviews.1: Listed twice']);
    expect(problems({ faza: 2, nutrient_reviews: [{ id: 4, n_general: 2.5 }] })[0]).toMatch(/^nutrient_reviews\.0\.n_general: /);
  });

  it('takes the photos to order, comment and remove, each once', () => {
    const week = weekInputSchema.parse({ faza: 0, items_photo: [{ id: 7, comment: 'Top', is_remove: false }, { id: 5, is_remove: true }] });
    expect(week.items_photo).toEqual([{ id: 7, comment: 'Top', is_remove: false }, { id: 5, is_remove: true }]);
    expect(problems({ faza: 0, items_photo: [{ id: 7 }, { id: 7 }] })).toEqual(['items_photo.1.id: Listed twice']);
    expect(problems({ faza: 0, items_photo: [{ id: 7, comment: 'x'.repeat(501) }] })[0]).toMatch(/^items_photo\.0\.comment: /);
  });
});
