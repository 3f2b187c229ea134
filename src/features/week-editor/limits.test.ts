import { describe, expect, it } from 'vitest';
import {
  MAX_PHOTO_COMMENT as DOMAIN_MAX_PHOTO_COMMENT, MAX_REVIEW_TEXT as DOMAIN_MAX_REVIEW_TEXT, MAX_WEEK_DAYS as DOMAIN_MAX_WEEK_DAYS,
  MAX_WEEK_TEXT as DOMAIN_MAX_WEEK_TEXT, weekNutrientInputSchema, weekPropsInputSchema,
} from '@/domain/week-input';
import { DOSE_LIMITS, MAX_PHOTO_COMMENT, MAX_REVIEW_TEXT, MAX_WEEK_DAYS, MAX_WEEK_TEXT, PROP_LIMITS, type MeasuredProp } from './limits';

describe('week editor limits', () => {
  it('are the ranges the week write accepts', () => {
    for (const [name, { min, max }] of Object.entries(PROP_LIMITS) as [MeasuredProp, { min: number; max: number }][]) {
      const schema = weekPropsInputSchema.shape[name];
      expect([min, max].map((value) => schema.safeParse(value).success), name).toEqual([true, true]);
      expect([min - 0.001, max + 0.001].map((value) => schema.safeParse(value).success), name).toEqual([false, false]);
    }
    const dose = (val: number) => weekNutrientInputSchema.safeParse({ name: 'Grow A', val }).success;
    expect([dose(DOSE_LIMITS.min), dose(DOSE_LIMITS.max), dose(DOSE_LIMITS.min - 0.001), dose(DOSE_LIMITS.max + 0.001)]).toEqual([true, true, false, false]);
    expect([MAX_WEEK_DAYS, MAX_WEEK_TEXT, MAX_REVIEW_TEXT, MAX_PHOTO_COMMENT]).toEqual([DOMAIN_MAX_WEEK_DAYS, DOMAIN_MAX_WEEK_TEXT, DOMAIN_MAX_REVIEW_TEXT, DOMAIN_MAX_PHOTO_COMMENT]);
    expect(Object.keys(PROP_LIMITS).sort()).toEqual(Object.keys(weekPropsInputSchema.shape).filter((name) => name !== 'germ_date').sort());
  });
});
