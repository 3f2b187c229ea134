// Explore filters and their tag path (/explore/strain-12/light-led/harvested/sort-likes; the page is ?page=N), without
// schema code so the app can parse its own URLs. Tags: strain-{id}, breeder-{id}, nutrient-{id}, light-{fluorescent|hid|led or 1-3},
// room-{indoor|outdoor|greenhouse or 1-3}, medium-{soil|coco|hydro|rockwool|perlite or 1-5},
// phase-{germination|vegetation|flowering|harvest or -1..2}, harvested or growing, sort-{updated|newest|likes|views}.
// Any order and case is read; the canonical path lists them in that order, leaving out sort-updated.
// An unknown, malformed or repeated tag makes the whole path unknown (the page answers 404).
import { FAZA } from '../week/faza';
import { MEDIUM_TYPES, ROOM_TYPES } from '../diary/grow-setup';

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

const ID_TAGS = ['strain', 'breeder', 'nutrient'] as const;
/** Coded tags: their names by code. */
export const CODED_TAGS = { light: LIGHT_TYPES, room: ROOM_TYPES, medium: MEDIUM_TYPES, phase: { [FAZA.germination]: 'germination', [FAZA.vegetation]: 'vegetation', [FAZA.flowering]: 'flowering', [FAZA.harvest]: 'harvest' } } as const;
type CodedTag = keyof typeof CODED_TAGS;
const CODED_ORDER: CodedTag[] = ['light', 'room', 'medium', 'phase'];
const MAX_ID = 2 ** 31 - 1;

function parseCode(tag: CodedTag, value: string): number | undefined {
  const names = CODED_TAGS[tag] as Record<number, string>;
  const byName = Object.entries(names).find(([, name]) => name === value);
  if (byName) return Number(byName[0]);
  return /^-?\d$/.test(value) && names[Number(value)] !== undefined ? Number(value) : undefined;
}

function parseId(value: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= MAX_ID ? n : undefined;
}

/** Reads tag segments; null when one is unknown, malformed or repeated. */
export function parseExploreTags(segments: readonly string[]): ExploreFilters | null {
  const filters: ExploreFilters = {};
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
      const id = parseId(value);
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
    } else {
      return null;
    }
  }
  return filters;
}

/** The canonical tag segments of filters. */
export function formatExploreTags(filters: ExploreFilters): string[] {
  const tags: string[] = [];
  for (const key of ID_TAGS) if (filters[key] !== undefined) tags.push(`${key}-${filters[key]}`);
  for (const key of CODED_ORDER) {
    const code = filters[key];
    const name = code === undefined ? undefined : (CODED_TAGS[key] as Record<number, string>)[code];
    if (name) tags.push(`${key}-${name}`);
  }
  if (filters.harvested !== undefined) tags.push(filters.harvested ? 'harvested' : 'growing');
  if (filters.sort && filters.sort !== 'updated') tags.push(`sort-${filters.sort}`);
  return tags;
}

/** "/explore" plus the canonical tags. */
export function explorePath(filters: ExploreFilters): string {
  return ['/explore', ...formatExploreTags(filters)].join('/');
}

/** One key per set of filters (page left out): the stored feed of those results. */
export function exploreFeedKey(filters: ExploreFilters): string {
  return `explore:${formatExploreTags(filters).join('/') || 'all'}`;
}

/** Diaries per URL page (?page=N): a page loads in chunks as it scrolls, into a virtual list. */
export const EXPLORE_PAGE_SIZE = 1000;
export const EXPLORE_CHUNK = 50;

/** The stored feed of one explore page (and the key of its first chunk, read on the server for a page it renders). */
export const explorePageKey = (filters: ExploreFilters, page: number) => `${exploreFeedKey(filters)}#${page}`;

/** The filters as API query parameters of GET /api/diaries and /api/diaries/total. */
export function exploreQuery(filters: ExploreFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const key of [...ID_TAGS, ...CODED_ORDER]) if (filters[key] !== undefined) query[key] = filters[key];
  if (filters.harvested !== undefined) query.harvested = filters.harvested ? 1 : 0;
  if (filters.sort) query.sort = filters.sort;
  return query;
}
