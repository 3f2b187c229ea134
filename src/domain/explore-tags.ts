// Explore filters and their tag path (/explore/strain-12/light-led/harvested/sort-likes/page-2), without schema code
// so the app can parse its own URLs. Tags: strain-{id}, breeder-{id}, nutrient-{id}, light-{fluorescent|hid|led or 1-3},
// room-{indoor|outdoor|greenhouse or 1-3}, medium-{soil|coco|hydro|rockwool|perlite or 1-5},
// phase-{germination|vegetation|flowering|harvest or -1..2}, harvested or growing, sort-{updated|newest|likes|views},
// page-{n}. Any order is read; the canonical path lists them in that order, leaving out sort-updated and page-1.
// An unknown, malformed or repeated tag makes the whole path unknown (the page answers 404).
import { FAZA } from './faza';
import { MEDIUM_TYPES, ROOM_TYPES } from './grow-setup';

/** Spec §9 light types. */
export const LIGHT_TYPES = { 1: 'fluorescent', 2: 'hid', 3: 'led' } as const;
export const EXPLORE_SORTS = ['updated', 'newest', 'likes', 'views'] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];

export interface ExploreFilters {
  strain?: number;
  breeder?: number;
  nutrient?: number;
  light?: number;
  room?: number;
  medium?: number;
  /** The diary's latest phase (max faza): -1 germination, 0 vegetation, 1 flowering, 2 harvest. */
  phase?: number;
  harvested?: boolean;
  sort?: ExploreSort;
}
export type ExploreFilterKey = Exclude<keyof ExploreFilters, 'sort' | 'harvested'>;

/** The filters of a tag path, and its page (1 when absent). */
export interface ExploreLocation { filters: ExploreFilters; page: number }

const ID_TAGS = ['strain', 'breeder', 'nutrient'] as const;
/** Coded tags: their names by code. */
export const CODED_TAGS = { light: LIGHT_TYPES, room: ROOM_TYPES, medium: MEDIUM_TYPES, phase: { [FAZA.germination]: 'germination', [FAZA.vegetation]: 'vegetation', [FAZA.flowering]: 'flowering', [FAZA.harvest]: 'harvest' } } as const;
type CodedTag = keyof typeof CODED_TAGS;
const CODED_ORDER: CodedTag[] = ['light', 'room', 'medium', 'phase'];
const MAX_ID = 2 ** 31 - 1;
const MAX_PAGE = 10_000;

function parseCode(tag: CodedTag, value: string): number | undefined {
  const names = CODED_TAGS[tag] as Record<number, string>;
  const byName = Object.entries(names).find(([, name]) => name === value);
  if (byName) return Number(byName[0]);
  return /^-?\d$/.test(value) && names[Number(value)] !== undefined ? Number(value) : undefined;
}

function parsePositive(value: string, max: number): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}

/** Reads tag segments; null when one is unknown, malformed or repeated. */
export function parseExploreTags(segments: readonly string[]): ExploreLocation | null {
  const filters: ExploreFilters = {};
  let page: number | undefined;
  for (const segment of segments.filter(Boolean)) {
    const tag = segment.toLowerCase();
    if (tag === 'harvested' || tag === 'growing') {
      if (filters.harvested !== undefined) return null;
      filters.harvested = tag === 'harvested';
      continue;
    }
    const dash = tag.indexOf('-');
    if (dash < 1) return null;
    const name = tag.slice(0, dash);
    const value = tag.slice(dash + 1);
    if ((ID_TAGS as readonly string[]).includes(name)) {
      const key = name as (typeof ID_TAGS)[number];
      const id = parsePositive(value, MAX_ID);
      if (id === undefined || filters[key] !== undefined) return null;
      filters[key] = id;
    } else if (name in CODED_TAGS) {
      const key = name as CodedTag;
      const code = parseCode(key, value);
      if (code === undefined || filters[key] !== undefined) return null;
      filters[key] = code;
    } else if (name === 'sort') {
      if (filters.sort !== undefined || !(EXPLORE_SORTS as readonly string[]).includes(value)) return null;
      filters.sort = value as ExploreSort;
    } else if (name === 'page') {
      const n = parsePositive(value, MAX_PAGE);
      if (n === undefined || page !== undefined) return null;
      page = n;
    } else {
      return null;
    }
  }
  return { filters, page: page ?? 1 };
}

/** The canonical tag segments of filters and a page. */
export function formatExploreTags(filters: ExploreFilters, page = 1): string[] {
  const tags: string[] = [];
  for (const key of ID_TAGS) if (filters[key] !== undefined) tags.push(`${key}-${filters[key]}`);
  for (const key of CODED_ORDER) {
    const code = filters[key];
    const name = code === undefined ? undefined : (CODED_TAGS[key] as Record<number, string>)[code];
    if (name) tags.push(`${key}-${name}`);
  }
  if (filters.harvested !== undefined) tags.push(filters.harvested ? 'harvested' : 'growing');
  if (filters.sort && filters.sort !== 'updated') tags.push(`sort-${filters.sort}`);
  if (page > 1) tags.push(`page-${page}`);
  return tags;
}

/** "/explore" plus the canonical tags. */
export function explorePath(filters: ExploreFilters, page = 1): string {
  return ['/explore', ...formatExploreTags(filters, page)].join('/');
}

/** One key per set of filters (page left out): the stored feed of those results. */
export function exploreFeedKey(filters: ExploreFilters): string {
  return `explore:${formatExploreTags(filters).join('/') || 'all'}`;
}

/** The filters as API query parameters of GET /api/diaries and /api/diaries/total. */
export function exploreQuery(filters: ExploreFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const key of [...ID_TAGS, ...CODED_ORDER]) if (filters[key] !== undefined) query[key] = filters[key];
  if (filters.harvested !== undefined) query.harvested = filters.harvested ? 1 : 0;
  if (filters.sort) query.sort = filters.sort;
  return query;
}
