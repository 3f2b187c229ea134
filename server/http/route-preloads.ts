// Preloads of the lazily loaded code a page needs, written into the HTML of a page opened directly: the browser fetches
// every chunk of the page's routes, and the screen strings of the visitor's language, at once instead of discovering
// them import by import (a round trip each).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isEquipmentCategory } from '../../src/domain/catalogue/equipment';
import { DEFAULT_LOCALE, isSupportedLocale } from '../../src/domain/page/locale';
import { ROUTE_PRELOADS_FILE, type RoutePreloadsFile } from './route-preloads-plugin';
import { escapeHtml } from './html-shell';

interface RoutePattern { route: string; segments: string[]; index: boolean }

/**
 * The URL pattern of a route file: folders and files starting with "_" are layouts without a path ("_default"),
 * "$name" is one segment, "$" the rest, "index" the folder's own page.
 */
export function routePattern(route: string): RoutePattern {
  // A trailing "_" ("$id_") only lifts the route out of its parent's layout.
  const segments = route.replace(/\.tsx$/, '').split('/').filter((segment) => !segment.startsWith('_')).map((segment) => segment.replace(/_$/, ''));
  const index = segments.at(-1) === 'index';
  if (index) segments.pop();
  return { route, segments, index };
}

/** How well a pattern matches the path's segments: null for no match; more segments matched by name is better. */
function matchScore(pattern: RoutePattern, parts: string[]): number | null {
  let score = 0;
  for (let i = 0; i < pattern.segments.length; i++) {
    const segment = pattern.segments[i]!;
    if (segment === '$') return score;
    if (i >= parts.length) return null;
    if (segment.startsWith('$')) continue;
    if (segment !== parts[i]) return null;
    score += 1;
  }
  return pattern.segments.length === parts.length ? score + (pattern.index ? 0.5 : 0) : null;
}

/** The pattern among `patterns` that matches the path best, with the path's lower-cased segments; null when none does. */
function bestMatch(patterns: RoutePattern[], pathname: string): { pattern: RoutePattern; parts: string[] } | null {
  const parts = pathname.split('/').filter(Boolean).map((part) => part.toLowerCase());
  let best: { pattern: RoutePattern; score: number } | null = null;
  for (const pattern of patterns) {
    const score = matchScore(pattern, parts);
    if (score !== null && (!best || score > best.score)) best = { pattern, score };
  }
  return best && { pattern: best.pattern, parts };
}

/** The route files that are pages, not layouts holding other route files. */
const pagesOf = (routeFiles: string[]) => routeFiles
  .filter((route) => !routeFiles.some((other) => other.startsWith(route.replace(/\.tsx$/, '/'))))
  .map(routePattern);

/** Path parameters first in the path whose values are a fixed list (/{category}/…): a path naming another value is no
 * page. Deeper parameters of the same name are another list (/strains/category/{category}/{val}). */
const FIRST_PARAM_CHECKS: Record<string, (value: string) => boolean> = { $category: isEquipmentCategory };

/**
 * Whether a path is a page of the app, by its route files (dist/route-preloads.json `pages`): some route matches it
 * and its fixed-list parameters hold known values. Whether the item it names exists is the page metadata's question.
 */
export function createPageMatcher(routeFiles: string[]): (pathname: string) => boolean {
  const pages = pagesOf(routeFiles);
  return (pathname) => {
    const match = bestMatch(pages, pathname);
    return match !== null && (FIRST_PARAM_CHECKS[match.pattern.segments[0] ?? '']?.(match.parts[0] ?? '') ?? true);
  };
}

export type RoutePreloads = (pathname: string, locale: string | undefined) => { js: string[]; css: string[] };

/** The files of the routes a path renders (its best matching page and the layouts above it), with the screen strings. */
export function createRoutePreloads({ routes, screenStrings }: RoutePreloadsFile): RoutePreloads {
  const byRoute = new Map(routes.map((chunks) => [chunks.route, chunks]));
  const pages = pagesOf(routes.map((chunks) => chunks.route));
  return (pathname, locale) => {
    const best = bestMatch(pages, pathname);
    if (!best) return { js: [], css: [] };
    // The page and its layouts: "_default/strains/$id/index.tsx" under "_default/strains/$id.tsx" and "_default.tsx".
    const folders = best.pattern.route.split('/');
    const lineage = folders.map((_, i) => (i === folders.length - 1 ? best.pattern.route : `${folders.slice(0, i + 1).join('/')}.tsx`));
    const files = lineage.map((route) => byRoute.get(route)).filter((chunks) => chunks !== undefined);
    if (files.length === 0) return { js: [], css: [] };
    // Lazily loaded screens wait for their strings (their loaders call loadScreenStrings).
    const strings = screenStrings[locale && isSupportedLocale(locale) ? locale : DEFAULT_LOCALE] ?? [];
    return { js: [...new Set([...files.flatMap((chunks) => chunks.js), ...strings])], css: [...new Set(files.flatMap((chunks) => chunks.css))] };
  };
}

/** The preloads of the built client (dist/route-preloads.json), which paths are its pages (every path when the build
 * does not list them), and the loader pages rendered on the server name (src/app/paint-first.ts). */
export function loadRoutePreloads(distDir: string): { preloads: RoutePreloads; isPage: (pathname: string) => boolean; paintFirst: string | undefined } {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  const built: RoutePreloadsFile = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadsFile) : { routes: [], screenStrings: {} };
  return { preloads: createRoutePreloads(built), isPage: built.pages?.length ? createPageMatcher(built.pages) : () => true, paintFirst: built.paintFirst };
}

/** The page's preloads as head tags: module preloads for its code, preloads (not yet applied) for its styles; both
 * anonymous-CORS like the loads Vite makes of them, or the browser would fetch each file twice. */
export function preloadTags({ js, css }: { js: string[]; css: string[] }): string {
  return [
    ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}" />`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
  ].join('\n    ');
}
