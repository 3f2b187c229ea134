// Titles of the discovery pages (explore, seeds, growers, feed, search), the same for the app and for crawlers
// (server/http/page-meta/discovery.ts); pageTitle() adds ", page N" and the product name.
import { CODED_TAGS, type ExploreFilters } from './explore-tags';

/** Names of the catalogue items a filter names by id; a missing one shows as "strain #12". */
export interface FilterNames { strain?: string; breeder?: string; nutrient?: string }

const LIGHT_WORDS: Record<number, string> = { 1: 'fluorescent', 2: 'HID', 3: 'LED' };
const SORT_WORDS = { updated: '', newest: 'newest first', likes: 'most liked', views: 'most viewed' } as const;
const PHASE_WORDS: Record<number, string> = { [-1]: 'germinating', 0: 'in vegetation', 1: 'flowering', 2: 'at harvest' };

/** "Grow diaries: Blueberry Muffin, Humboldt Seed Company, LED, indoor, coco, harvested, most liked". */
export function exploreTitle(filters: ExploreFilters, names: FilterNames = {}): string {
  const named = (key: keyof FilterNames) => filters[key] !== undefined ? names[key] ?? `${key} #${filters[key]}` : undefined;
  const parts = [
    named('strain'), named('breeder'), named('nutrient') && `fed with ${named('nutrient')}`,
    filters.light !== undefined ? LIGHT_WORDS[filters.light] : undefined,
    filters.room !== undefined ? (CODED_TAGS.room as Record<number, string>)[filters.room] : undefined,
    filters.medium !== undefined ? (CODED_TAGS.medium as Record<number, string>)[filters.medium] : undefined,
    filters.phase !== undefined ? PHASE_WORDS[filters.phase] : undefined,
    filters.harvested === undefined ? undefined : filters.harvested ? 'harvested' : 'still growing',
    filters.sort ? SORT_WORDS[filters.sort] : undefined,
  ].filter(Boolean);
  return parts.length ? `Grow diaries: ${parts.join(', ')}` : 'Explore grow diaries';
}

/** Seeds pages: "Autoflowering seeds", "Seeds by Humboldt Seed Company", "Seeds". */
export function seedsTitle(genes: string | undefined, breeder: string | undefined): string {
  const kind = genes ? `${genes.charAt(0).toUpperCase()}${genes.slice(1)} seeds` : 'Seeds';
  return breeder ? `${kind} by ${breeder}` : kind;
}

export const GROWERS_TITLE = 'Growers';
export const FEED_TITLE = 'Your feed';
/** "Search: kush", or "Search" without a text. */
export const searchTitle = (query: string) => (query.trim() ? `Search: ${query.trim()}` : 'Search');
