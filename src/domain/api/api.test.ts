import { describe, expect, it } from 'vitest';
import { pagingQuerySchema } from './api';
import { parseId } from './ids';

describe('parseId', () => {
  it('accepts positive integers', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
  });
  it('rejects anything else', () => {
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '', '2147483648', '1e3', ' 1']) expect(parseId(bad)).toBeNull();
  });
});

describe('pagingQuerySchema', () => {
  it('defaults to the first 20 and caps the page size at 100', () => {
    expect(pagingQuerySchema.parse({})).toEqual({ start: 0, limit: 20 });
    expect(pagingQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(pagingQuerySchema.safeParse({ start: '-1' }).success).toBe(false);
    expect(pagingQuerySchema.parse({ start: '40', limit: '100' })).toEqual({ start: 40, limit: 100 });
  });
});
