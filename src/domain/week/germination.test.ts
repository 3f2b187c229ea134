import { describe, expect, it } from 'vitest';
import { GERM_METHOD_CODES, GERM_METHODS } from './germination';
import { germMethodSchema } from './week';

describe('germination methods (spec §9)', () => {
  it('offers codes 1, 2, 4, 5, 6 and 7 with their names, rates and popularity shares adding up to 100', () => {
    expect(GERM_METHOD_CODES.map((code) => GERM_METHODS[code].name)).toEqual(['paper', 'glass', 'cube', 'pellet', 'substrate', 'other']);
    expect(GERM_METHOD_CODES.map((code) => GERM_METHODS[code].success_rate)).toEqual([93, 93, 92, 92, 93, 93]);
    expect(GERM_METHOD_CODES.reduce((sum, code) => sum + GERM_METHODS[code].popularity, 0)).toBe(100);
  });

  it('accepts exactly those codes in week data', () => {
    for (const code of GERM_METHOD_CODES) expect(germMethodSchema.safeParse(code).success).toBe(true);
    for (const code of [0, 3, 8, 1.5, '1']) expect(germMethodSchema.safeParse(code).success).toBe(false);
  });
});
