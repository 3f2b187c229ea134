import { describe, expect, it } from 'vitest';
import { displayProp, doseForDisplay, doseFromInput, ENGLISH_MEASURES, formatProp, fromCanonical, METRIC_MEASURES, propFromInput, propUnit, toCanonical } from './units';

describe('unit conversions of spec §9', () => {
  it('converts lengths: 1 cm = 0.393701 in', () => {
    expect(fromCanonical('length', 100, 'in')).toBeCloseTo(39.3701, 4);
    expect(fromCanonical('length', 100, 'cm')).toBe(100);
  });
  it('converts temperatures to Fahrenheit', () => {
    expect(fromCanonical('temperature', 0, 'F')).toBe(32);
    expect(fromCanonical('temperature', 25, 'F')).toBe(77);
  });
  it('converts weight (1 oz = 28.3495 g), volume (1 gal = 3.78541 l) and area', () => {
    expect(fromCanonical('weight', 28.3495, 'oz')).toBeCloseTo(1, 6);
    expect(fromCanonical('volume', 3.78541, 'gal')).toBeCloseTo(1, 6);
    expect(fromCanonical('area', 1, 'ft2')).toBeCloseTo(10.7639, 4);
  });
  it('converts ppm (500 scale) to EC as ppm*2/1000', () => {
    expect(fromCanonical('tds', 700, 'ec')).toBeCloseTo(1.4, 6);
    expect(fromCanonical('tds', 700, 'ppm')).toBe(700);
  });
  it('converts nutrient doses: 1 ml/l = 3.78541 ml/gal = 0.768 tsp/gal', () => {
    expect(fromCanonical('nutrient', 2, 'ml/gal')).toBeCloseTo(7.57082, 5);
    expect(fromCanonical('nutrient', 2, 'tsp/gal')).toBeCloseTo(1.536, 6);
  });
});

describe('displayProp and formatProp', () => {
  it('shows pH with exactly one decimal', () => {
    expect(formatProp('ph', 6, 'en')).toBe('6.0');
    expect(formatProp('ph', 6.234, 'en')).toBe('6.2');
  });
  it('shows metric by default and English units when chosen', () => {
    expect(formatProp('height', 45, 'en')).toBe('45 cm');
    expect(formatProp('height', 45, 'en', ENGLISH_MEASURES)).toBe('17.7 in');
    expect(formatProp('air_temp', 24.5, 'en', ENGLISH_MEASURES)).toBe('76.1 °F');
    expect(formatProp('air_hum', 55, 'en')).toBe('55%');
  });
  it('shows EC with two decimals when the user reads EC', () => {
    expect(displayProp('ppm', 650, { ...METRIC_MEASURES, tds: 'ec' })).toEqual({ value: 1.3, decimals: 2, unit: 'mS/cm' });
  });
  it('uses the locale decimal separator', () => {
    expect(formatProp('air_temp', 24.5, 'de')).toBe('24,5 °C');
  });
});

describe('entering values in the user\'s measures', () => {
  it('inverts every conversion of spec §9', () => {
    const cases: [Parameters<typeof toCanonical>[0], string, number][] = [
      ['length', 'in', 12], ['temperature', 'F', 77], ['volume', 'gal', 5], ['weight', 'oz', 3],
      ['area', 'ft2', 20], ['tds', 'ec', 1.4], ['nutrient', 'ml/gal', 7.5], ['nutrient', 'tsp/gal', 1.5],
    ];
    for (const [kind, unit, value] of cases) expect(fromCanonical(kind, toCanonical(kind, value, unit), unit)).toBeCloseTo(value, 9);
    expect(toCanonical('temperature', 77, 'F')).toBeCloseTo(25, 9);
    expect(toCanonical('tds', 1.4, 'ec')).toBeCloseTo(700, 9);
    expect(toCanonical('nutrient', 3.78541, 'ml/gal')).toBeCloseTo(1, 9);
    expect(toCanonical('nutrient', 0.768, 'tsp/gal')).toBeCloseTo(1, 9);
    expect(toCanonical('length', 1, 'in')).toBeCloseTo(2.54, 4);
  });
  it('stores typed props canonically and shows them back as typed', () => {
    const height = propFromInput('height', 20, ENGLISH_MEASURES);
    expect(height).toBeCloseTo(50.8, 3);
    expect(displayProp('height', height, ENGLISH_MEASURES).value).toBe(20);
    expect(propFromInput('air_temp', 77, ENGLISH_MEASURES)).toBeCloseTo(25, 6);
    expect(propFromInput('ph', 6.25)).toBe(6.3);
    expect(propFromInput('ppm', 1.2, { ...METRIC_MEASURES, tds: 'ec' })).toBe(600);
    expect(propUnit('ppm', { ...METRIC_MEASURES, tds: 'ec' }).label).toBe('mS/cm');
  });
  it('converts nutrient doses both ways', () => {
    expect(doseFromInput(3.78541, ENGLISH_MEASURES)).toBeCloseTo(1, 6);
    expect(doseForDisplay(1, { ...METRIC_MEASURES, nutrient: 'tsp/gal' })).toBe(0.77);
  });
});
