import { describe, expect, it } from 'vitest';
import { STRAIN_PAGE_TITLES, strainBaseName, valueLabel } from './strain-pages';

describe('strain page rules', () => {
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
