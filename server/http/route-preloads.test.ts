// @vitest-environment node
// Which chunks the HTML of a page opened directly preloads: its best matching route and the layouts above it.
import { describe, expect, it } from 'vitest';
import { createPageMatcher, createRoutePreloads, preloadTags, routePattern } from './route-preloads';

const chunks = (route: string, js: string[], css: string[] = []) => ({ route, js, css });
const preloads = createRoutePreloads({
  routes: [
    chunks('_default/strains/$id.tsx', ['assets/strain-frame.js'], ['assets/strain.css']),
    chunks('_default/strains/$id/index.tsx', ['assets/strain-index.js']),
    chunks('_default/strains/$id/reviews.tsx', ['assets/strain-reviews.js']),
    chunks('_default/strains/categories.tsx', ['assets/categories.js']),
    chunks('_default/strains/index.tsx', ['assets/strain-list.js']),
    chunks('_default/$category/$.tsx', ['assets/equipment.js']),
    chunks('_light.tsx', ['assets/light-layout.js']),
    chunks('_light/tests/ga.tsx', ['assets/tests-ga.js']),
  ],
  screenStrings: { en: ['assets/en.js'], de: ['assets/de.js'] },
});

describe('route preloads', () => {
  it('reads a route file as a URL pattern', () => {
    expect(routePattern('_default/strains/$id/index.tsx')).toEqual({ route: '_default/strains/$id/index.tsx', segments: ['strains', '$id'], index: true });
    expect(routePattern('_light/tests/ga.tsx')).toMatchObject({ segments: ['tests', 'ga'], index: false });
  });

  it('preloads a page, its layouts and the screen strings of the visitor\'s language', () => {
    expect(preloads('/strains/13', 'de')).toEqual({ js: ['assets/strain-frame.js', 'assets/strain-index.js', 'assets/de.js'], css: ['assets/strain.css'] });
    expect(preloads('/strains/13/reviews', undefined).js).toEqual(['assets/strain-frame.js', 'assets/strain-reviews.js', 'assets/en.js']);
    expect(preloads('/tests/ga', 'xx').js).toEqual(['assets/light-layout.js', 'assets/tests-ga.js', 'assets/en.js']);
  });

  it('prefers a page named in the path to one with a parameter or a splat', () => {
    expect(preloads('/strains/categories', 'en').js).toEqual(['assets/categories.js', 'assets/en.js']);
    expect(preloads('/strains', 'en').js).toEqual(['assets/strain-list.js', 'assets/en.js']);
    expect(preloads('/grow-tents/4', 'en').js).toEqual(['assets/equipment.js', 'assets/en.js']);
  });

  it('knows an equipment category\'s pages by their first segment, and a strain category value\'s page whatever its category', () => {
    const isPage = createPageMatcher(['_default/$category/$.tsx', '_default/strains/category/$category/$val.tsx', '_default/strains/index.tsx']);
    expect(isPage('/grow-lights/4')).toBe(true);
    expect(isPage('/no-such-category/4')).toBe(false);
    expect(isPage('/strains/category/genes/indica')).toBe(true);
  });

  it('preloads nothing for a page without split code, and writes safe tags', () => {
    expect(preloads('/', 'en')).toEqual({ js: [], css: [] });
    expect(preloadTags({ js: ['assets/a.js'], css: ['assets/a.css'] })).toBe('<link rel="preload" as="style" crossorigin href="/assets/a.css" />\n    <link rel="modulepreload" crossorigin href="/assets/a.js" />');
  });
});
