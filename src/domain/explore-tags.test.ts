// Explore tag paths <-> filters: canonical round trips, names and codes, and paths that name no page.
import { describe, expect, it } from 'vitest';
import { explorePath, exploreQuery, formatExploreTags, parseExploreTags, type ExploreFilters } from './explore-tags';

describe('explore tags', () => {
  it('round-trips every filter, the sort and the page through the canonical path', () => {
    const filters: ExploreFilters = { strain: 12, breeder: 3, nutrient: 40, light: 3, room: 1, medium: 2, phase: -1, harvested: false, sort: 'likes' };
    const tags = formatExploreTags(filters, 4);
    expect(tags).toEqual(['strain-12', 'breeder-3', 'nutrient-40', 'light-led', 'room-indoor', 'medium-coco', 'phase-germination', 'growing', 'sort-likes', 'page-4']);
    expect(parseExploreTags(tags)).toEqual({ filters, page: 4 });
  });

  it('reads tags in any order, codes as well as names, in any case', () => {
    expect(parseExploreTags(['harvested', 'LIGHT-3', 'strain-12'])).toEqual({ filters: { strain: 12, light: 3, harvested: true }, page: 1 });
    expect(parseExploreTags(['phase-2', 'room-greenhouse'])).toEqual({ filters: { phase: 2, room: 3 }, page: 1 });
    expect(explorePath({ harvested: true, light: 3, strain: 12 })).toBe('/explore/strain-12/light-led/harvested');
  });

  it('leaves the default sort and the first page out of the path', () => {
    expect(explorePath({ sort: 'updated' }, 1)).toBe('/explore');
    expect(parseExploreTags([])).toEqual({ filters: {}, page: 1 });
  });

  it('knows no page for unknown, malformed or repeated tags', () => {
    for (const tags of [['strain-x'], ['strain-0'], ['light-9'], ['room-attic'], ['sort-random'], ['page-0'], ['colour-green'], ['strain'], ['strain-1', 'strain-2'], ['harvested', 'growing'], ['strain-99999999999']]) {
      expect(parseExploreTags(tags), tags.join('/')).toBeNull();
    }
  });

  it('turns filters into API parameters', () => {
    expect(exploreQuery({ strain: 5, harvested: false, phase: -1, sort: 'views' })).toEqual({ strain: 5, phase: -1, harvested: 0, sort: 'views' });
  });
});
