import { describe, expect, it } from 'vitest';
import {
  CATEGORY_VALUES, FIXED_PAGE_CATEGORIES, geneType, heightLevel, isCategoryValue, isStrainCategory, STRAIN_CATEGORIES, thcLevel, yieldLevel,
} from './strain-vocabulary';

describe('strain level rules', () => {
  it('puts THC under 12 % low, 12 to under 20 % medium, 20 % and more high', () => {
    expect(thcLevel(0)).toBe('low');
    expect(thcLevel(11.9)).toBe('low');
    expect(thcLevel(12)).toBe('medium');
    expect(thcLevel(19.9)).toBe('medium');
    expect(thcLevel(20)).toBe('high');
    expect(thcLevel(28)).toBe('high');
  });

  it('puts yields under 400 g/m² low, 400 to 549 medium, 550 and more high', () => {
    expect(yieldLevel(399)).toBe('low');
    expect(yieldLevel(400)).toBe('medium');
    expect(yieldLevel(549)).toBe('medium');
    expect(yieldLevel(550)).toBe('high');
  });

  it('puts heights under 80 cm short, 80 to 139 medium, 140 and more tall', () => {
    expect(heightLevel(79)).toBe('short');
    expect(heightLevel(80)).toBe('medium');
    expect(heightLevel(139)).toBe('medium');
    expect(heightLevel(140)).toBe('tall');
  });

  it('calls a strain indica or sativa from 60 % of that side, a hybrid in between', () => {
    expect(geneType(60)).toBe('indica');
    expect(geneType(59)).toBe('hybrid');
    expect(geneType(50)).toBe('hybrid');
    expect(geneType(41)).toBe('hybrid');
    expect(geneType(40)).toBe('sativa');
    expect(geneType(0)).toBe('sativa');
  });
});

describe('strain vocabularies', () => {
  it('knows the nine categories of spec §2 and nothing else', () => {
    expect(STRAIN_CATEGORIES).toHaveLength(9);
    expect(isStrainCategory('tastes')).toBe(true);
    expect(isStrainCategory('smell')).toBe(false);
    expect(isStrainCategory('constructor')).toBe(false);
  });

  it('has the fixed pages of spec §2 among the values of their categories', () => {
    expect(FIXED_PAGE_CATEGORIES).toEqual(['growing', 'height', 'thc', 'yield']);
    expect(CATEGORY_VALUES.growing).toEqual(['easy', 'moderate', 'difficult']);
    expect(CATEGORY_VALUES.height).toEqual(['short', 'medium', 'tall']);
    expect(CATEGORY_VALUES.thc).toEqual(['low', 'medium', 'high']);
    expect(CATEGORY_VALUES.yield).toEqual(['low', 'medium', 'high']);
  });

  it('accepts only a category’s own values, in their URL form', () => {
    expect(isCategoryValue('tastes', 'lemon')).toBe(true);
    expect(isCategoryValue('tastes', 'sleepy')).toBe(false);
    expect(isCategoryValue('genes', 'autoflowering')).toBe(true);
    expect(isCategoryValue('thc', 'LOW')).toBe(false);
    for (const values of Object.values(CATEGORY_VALUES)) {
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) expect(value).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });
});
