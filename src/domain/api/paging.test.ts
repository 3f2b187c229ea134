import { describe, expect, it } from 'vitest';
import { pageCount, pageNumber } from './paging';

describe('paging', () => {
  it('reads a page number from the search, page 1 for anything else', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber(2)).toBe(2);
    for (const bad of [undefined, null, '', '0', '-1', '1.5', 'abc', '01', '999999']) expect(pageNumber(bad), String(bad)).toBe(1);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
