import { describe, expect, it } from 'vitest';
import { pageCount, pageNumber, STRAIN_PAGE_TITLES, strainBaseName, valueLabel } from './strain-pages';

describe('strain page rules', () => {
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

  it('names category pages by their value and tabs by their name', () => {
    expect(STRAIN_PAGE_TITLES.category('negative-effects', 'dry-mouth')).toBe('Strains: negative effect dry mouth');
    expect(STRAIN_PAGE_TITLES.strainTab('Critical', 'sys-tree')).toBe('Critical: family tree');
    expect(valueLabel('lack-of-appetite')).toBe('lack of appetite');
  });

  it('finds the strain a seed name sells, without its variant', () => {
    expect(strainBaseName('White Widow XXL Auto')).toBe('White Widow');
    expect(strainBaseName('Auto Blueberry')).toBe('Blueberry');
    expect(strainBaseName('Critical+ 2.0')).toBe('Critical');
    expect(strainBaseName('LSD-25 Auto')).toBe('LSD-25');
    expect(strainBaseName('Gorilla Glue #4')).toBe('Gorilla Glue');
    expect(strainBaseName('Zkittlez OG')).toBe('Zkittlez OG');
    expect(strainBaseName('Auto')).toBe('Auto');
  });
});
