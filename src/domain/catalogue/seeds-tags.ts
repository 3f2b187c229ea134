// Seeds pages by tag path: /seeds/{tag...} with at most one kind tag (autoflowering, photoperiod, indica, sativa,
// hybrid: the strain's genes category), breeder-{brand id} and sort-{rating|reviews|diaries} (by name without).
// Any order is read; an unknown, malformed or repeated tag makes the path unknown (404). The page is ?page=N.
import { FLOWERING_TYPES, GENE_TYPES } from '../strain/strain-vocabulary';

export const SEED_KINDS = [...FLOWERING_TYPES, ...GENE_TYPES] as const;
export type SeedKind = (typeof SEED_KINDS)[number];
export const SEED_SORTS = ['rating', 'reviews', 'diaries'] as const;
export type SeedSort = (typeof SEED_SORTS)[number];

export interface SeedsFilters { kind?: SeedKind; breeder?: number; sort?: SeedSort }

export function parseSeedsTags(segments: readonly string[]): SeedsFilters | null {
  const filters: SeedsFilters = {};
  for (const segment of segments.filter(Boolean)) {
    const tag = segment.toLowerCase();
    const breeder = /^breeder-([1-9]\d{0,9})$/.exec(tag);
    const sort = /^sort-(\w+)$/.exec(tag);
    if ((SEED_KINDS as readonly string[]).includes(tag) && !filters.kind) filters.kind = tag as SeedKind;
    else if (breeder && !filters.breeder && Number(breeder[1]) <= 2 ** 31 - 1) filters.breeder = Number(breeder[1]);
    else if (sort && !filters.sort && (SEED_SORTS as readonly string[]).includes(sort[1]!)) filters.sort = sort[1] as SeedSort;
    else return null;
  }
  return filters;
}

/** "/seeds" plus the canonical tags: kind, breeder, sort. */
export function seedsPath(filters: SeedsFilters): string {
  return ['/seeds', filters.kind, filters.breeder && `breeder-${filters.breeder}`, filters.sort && `sort-${filters.sort}`].filter(Boolean).join('/');
}

/** The filters as GET /api/strains parameters. */
export function seedsQuery(filters: SeedsFilters): { category?: 'genes'; value?: SeedKind; brand_id?: number; sort: SeedSort | 'name' } {
  return {
    ...(filters.kind && { category: 'genes' as const, value: filters.kind }),
    ...(filters.breeder && { brand_id: filters.breeder }),
    sort: filters.sort ?? 'name',
  };
}
