import { describe, expect, it } from 'vitest';
import { adSectionOf, IGNORED_AD_SECTIONS } from './ad-sections';

describe('ad sections', () => {
  it('names a page by its first path segment, home for / and editors as {first}-edit', () => {
    expect(adSectionOf('/')).toBe('home');
    expect(adSectionOf('/Strains/12/reviews')).toBe('strains');
    expect(adSectionOf('/diaries/5/edit/week/3')).toBe('diaries-edit');
    expect(adSectionOf('/%20odd%20/x')).toBe('home');
  });

  it('keeps ads off sign-in, editors and operators\' pages', () => {
    for (const path of ['/auth/signin', '/admin/vitals', '/diaries/5/edit', '/pending']) {
      expect(IGNORED_AD_SECTIONS as readonly string[], path).toContain(adSectionOf(path));
    }
    expect(IGNORED_AD_SECTIONS as readonly string[]).not.toContain(adSectionOf('/strains/1'));
  });
});
