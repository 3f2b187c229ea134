// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENGLISH_MEASURES, METRIC_MEASURES } from '@/domain/week/units';
import { doseRule, propRule } from './entry-rules';
import { displayLimits, readEntry } from './number-entry';

const fahrenheit = { ...METRIC_MEASURES, temperature: 'F' } as const;

describe('readEntry', () => {
  it('reads a temperature typed in °F as °C, and a comma as decimal mark', () => {
    expect(readEntry('77', propRule('air_temp', fahrenheit))).toEqual({ state: 'valid', value: 25 });
    expect(readEntry(' 24,5 ', propRule('air_temp', METRIC_MEASURES))).toEqual({ state: 'valid', value: 24.5 });
    expect(readEntry('-4', propRule('night_air_temp', fahrenheit))).toEqual({ state: 'valid', value: -20 });
  });

  it('keeps pH to one decimal and plants whole', () => {
    expect(readEntry('6.25', propRule('ph', METRIC_MEASURES))).toEqual({ state: 'valid', value: 6.3 });
    expect(readEntry('2.5', propRule('harvest_plant', METRIC_MEASURES))).toEqual({ state: 'invalid', problem: 'whole' });
  });

  it('says why text cannot be stored, and that empty is allowed', () => {
    expect(readEntry('', propRule('height', METRIC_MEASURES))).toEqual({ state: 'empty' });
    expect(readEntry('6.5.1', propRule('ph', METRIC_MEASURES))).toEqual({ state: 'invalid', problem: 'number' });
    expect(readEntry('abc', propRule('ph', METRIC_MEASURES))).toEqual({ state: 'invalid', problem: 'number' });
    expect(readEntry('15', propRule('ph', METRIC_MEASURES))).toEqual({ state: 'invalid', problem: 'range' });
    expect(readEntry('159', propRule('air_temp', fahrenheit))).toEqual({ state: 'invalid', problem: 'range' });
  });

  it('accepts the range it shows, rounded, and stores it within the canonical range', () => {
    const pot = propRule('pot_size', ENGLISH_MEASURES);
    const shown = displayLimits(pot);
    expect(shown).toEqual({ min: 0, max: 1320.9 });
    const entry = readEntry(String(shown.max), pot);
    expect(entry).toEqual({ state: 'valid', value: 5000 });
  });

  it('reads doses in the nutrient unit as ml/l', () => {
    expect(readEntry('3.78541', doseRule({ ...METRIC_MEASURES, nutrient: 'ml/gal' }))).toEqual({ state: 'valid', value: 1 });
    expect(readEntry('1.536', doseRule({ ...METRIC_MEASURES, nutrient: 'tsp/gal' }))).toEqual({ state: 'valid', value: 2 });
  });
});
