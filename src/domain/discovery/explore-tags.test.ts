// Explore tag paths <-> filters: canonical round trips, names and codes, and paths that name no page.
import { describe, expect, it } from 'vitest';
import { explorePath, exploreQuery, formatExploreTags, parseExploreTags, type ExploreFilters } from './explore-tags';

describe('explore tags', () => {
  it('round-trips every filter and the sort through the canonical path', () => {
    const filters: ExploreFilters = { strain: 12, breeder: 3, nutrient: 40, light: 3, room: 1, medium: 2, phase: -1, harvested: false, sort: 'likes' };
    const tags = formatExploreTags(filters);
    expect(tags).toEqual(['strain-12', 'breeder-3', 'nutrient-40', 'light-led', 'room-indoor', 'medium-coco', 'phase-germination', 'growing', 'sort-likes']);
    expect(parseExploreTags(tags)).toEqual(filters);
  });

  it('reads tags in any order, codes as well as names, in any case', () => {
    expect(parseExploreTags(['harvested', 'LIGHT-3', 'strain-12'])).toEqual({ strain: 12, light: 3, harvested: true });
    expect(parseExploreTags(['phase-2', 'room-greenhouse'])).toEqual({ phase: 2, room: 3 });
    expect(explorePath({ harvested: true, light: 3, strain: 12 })).toBe('/explore/strain-12/light-led/harvested');
  });

  it('leaves the default sort out of the path', () => {
    expect(explorePath({ sort: 'updated' })).toBe('/explore');
    expect(parseExploreTags([])).toEqual({});
  });

  it('knows no page for unknown, malformed or repeated tags', () => {
    for (const tags of [['strain-x'], ['strain-0'], ['light-9'], ['room-attic'], ['sort-random'], ['page-2'], ['colour-green'], ['strain'], ['strain-1', 'strain-2'], ['harvested', 'growing'], ['strain-99999999999']]) {
      expect(parseExploreTags(tags), tags.join('/')).toBeNull();
    }
  });

  it('turns filters into API parameters', () => {
    expect(exploreQuery({ strain: 5, harvested: false, phase: -1, sort: 'views' })).toEqual({ strain: 5, phase: -1, harvested: 0, sort: 'views' });
  });
});

describe('seeds tags', () => {
  it('round-trips a kind, a breeder and a sort, and refuses unknown or repeated tags', async () => {
    const { parseSeedsTags, seedsPath, seedsQuery } = await import('../catalogue/seeds-tags');
    expect(parseSeedsTags(['sort-rating', 'breeder-3', 'Autoflowering'])).toEqual({ kind: 'autoflowering', breeder: 3, sort: 'rating' });
    expect(seedsPath({ kind: 'autoflowering', breeder: 3, sort: 'rating' })).toBe('/seeds/autoflowering/breeder-3/sort-rating');
    expect(seedsQuery({ kind: 'indica' })).toEqual({ category: 'genes', value: 'indica', sort: 'name' });
    expect(parseSeedsTags([])).toEqual({});
    for (const tags of [['indica', 'sativa'], ['breeder-x'], ['sort-name'], ['purple']]) expect(parseSeedsTags(tags), tags.join('/')).toBeNull();
  });
});
