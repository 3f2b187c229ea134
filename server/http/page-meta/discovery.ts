// The metadata of the discovery pages: /explore and /explore/{tag...}, /seeds and /seeds/{tag...}, /growers (all paged
// with ?page=N, ItemList data, 404 for unknown tags, unknown items and pages past the last), /feed and /search (noindex).
import type { Kysely } from 'kysely';
import { exploreTitle, FEED_TITLE, GROWERS_TITLE, searchTitle, seedsTitle, type FilterNames } from '../../../src/domain/discovery/discovery-titles';
import { EXPLORE_PAGE_SIZE, parseExploreTags, explorePath, type ExploreFilters } from '../../../src/domain/discovery/explore-tags';
import { pageTitle, shortDescription } from '../../../src/domain/page/page-meta';
import { parseSeedsTags, seedsPath, seedsQuery } from '../../../src/domain/catalogue/seeds-tags';
import { pageCount, pageNumber } from '../../../src/domain/api/paging';
import { STRAINS_PAGE_SIZE as SEEDS_PAGE_SIZE } from '../../../src/domain/strain/strain-pages';
import { strainsQuerySchema } from '../../../src/domain/strain/strain';
import type { Database } from '../../db/types';
import { countExplore, exploreRows } from '../../services/explore';
import { listGrowers } from '../../services/growers';
import { listStrains } from '../../services/strains';
import type { MetaResolver, RouteMeta } from './types';

type Db = Kysely<Database>;

/** Growers per growers page: the app's page size (GrowersPage). */
const GROWERS_PAGE_SIZE = 24;
/** An explore page's structured data names its first diaries only, keeping the HTML small. */
const ITEM_LIST_MAX = 100;

function pagedUrl(pathname: string, page: number, origin: string): string {
  const url = new URL(pathname, origin);
  if (page > 1) url.searchParams.set('page', String(page));
  return url.toString();
}

function listMeta(title: string, description: string, canonical: string, items: { name: string; path: string }[], origin: string): RouteMeta {
  return {
    found: true,
    meta: {
      title, description: shortDescription(description), canonical, type: 'website',
      jsonLd: {
        '@context': 'https://schema.org', '@type': 'ItemList', name: title, url: canonical, numberOfItems: items.length,
        itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: new URL(item.path, origin).toString() })),
      },
    },
  };
}

/** Names of the strain, breeder and nutrient a filter names; undefined when one does not exist. */
async function filterNames(db: Db, filters: ExploreFilters): Promise<FilterNames | undefined> {
  const names: FilterNames = {};
  for (const key of ['strain', 'nutrient'] as const) {
    const id = filters[key];
    if (id === undefined) continue;
    const row = await db.selectFrom('products').select('name').where('id', '=', id).where('section', '=', key === 'strain' ? 'seed' : 'nutrient').executeTakeFirst();
    if (!row) return undefined;
    names[key] = row.name;
  }
  if (filters.breeder !== undefined) {
    const row = await db.selectFrom('brands').select('name').where('id', '=', filters.breeder).executeTakeFirst();
    if (!row) return undefined;
    names.breeder = row.name;
  }
  return names;
}

const exploreMeta: MetaResolver = async (db, pathname, origin, search) => {
  const match = /^\/explore(?:\/(.*?))?\/?$/.exec(pathname);
  if (!match) return undefined;
  const filters = parseExploreTags((match[1] ?? '').split('/'));
  if (!filters) return { found: false };
  const names = await filterNames(db, filters);
  if (!names) return { found: false };
  const page = pageNumber(search.get('page'));
  const query = { ...filters, sort: filters.sort ?? 'updated' } as const;
  const [items, total] = await Promise.all([exploreRows(db, query, (page - 1) * EXPLORE_PAGE_SIZE, ITEM_LIST_MAX), countExplore(db, query)]);
  if (page > pageCount(total, EXPLORE_PAGE_SIZE)) return { found: false };
  const title = exploreTitle(filters, names);
  const description = `${total} grow ${total === 1 ? 'diary' : 'diaries'} week by week with photos, conditions, nutrients and harvests. ${title}.`;
  return listMeta(pageTitle(title, page), description, pagedUrl(explorePath(filters), page, origin),
    items.map((d) => ({ name: d.name, path: `/diaries/${d.id}` })), origin);
};

const seedsMeta: MetaResolver = async (db, pathname, origin, search) => {
  const match = /^\/seeds(?:\/(.*?))?\/?$/.exec(pathname);
  if (!match) return undefined;
  const filters = parseSeedsTags((match[1] ?? '').split('/'));
  if (!filters) return { found: false };
  const breeder = filters.breeder === undefined ? undefined
    : await db.selectFrom('brands').select('name').where('id', '=', filters.breeder).where('section', '=', 'seed').executeTakeFirst();
  if (filters.breeder !== undefined && !breeder) return { found: false };
  const page = pageNumber(search.get('page'));
  const query = strainsQuerySchema.parse({ ...seedsQuery(filters), start: (page - 1) * SEEDS_PAGE_SIZE, limit: SEEDS_PAGE_SIZE });
  const { items, total } = await listStrains(db, query);
  if (page > pageCount(total, SEEDS_PAGE_SIZE)) return { found: false };
  const title = seedsTitle(filters.kind, breeder?.name);
  return listMeta(pageTitle(title, page), `${total} cannabis ${total === 1 ? 'strain' : 'strains'} with ratings, reviews and grow diaries. ${title}.`,
    pagedUrl(seedsPath(filters), page, origin), items.map((s) => ({ name: s.name, path: `/strains/${s.id}` })), origin);
};

const growersMeta: MetaResolver = async (db, pathname, origin, search) => {
  if (!/^\/growers\/?$/.test(pathname)) return undefined;
  const page = pageNumber(search.get('page'));
  const { items, total } = await listGrowers(db, { query: '', sort: 'diaries', start: (page - 1) * GROWERS_PAGE_SIZE, limit: GROWERS_PAGE_SIZE });
  if (page > pageCount(total, GROWERS_PAGE_SIZE)) return { found: false };
  return listMeta(pageTitle(GROWERS_TITLE, page), `${total} growers sharing their grow diaries week by week.`, pagedUrl('/growers', page, origin),
    items.map((g) => ({ name: g.name, path: g.link })), origin);
};

/** The feed is one grower's, search results are endless: neither is indexed. */
const personalMeta: MetaResolver = async (_db, pathname, origin, search) => {
  if (/^\/feed\/?$/.test(pathname)) {
    return { found: true, meta: { title: pageTitle(FEED_TITLE), description: 'Diaries of the growers, strains and diaries you follow.', canonical: new URL('/feed', origin).toString(), type: 'website', noindex: true } };
  }
  if (!/^\/search\/?$/.test(pathname)) return undefined;
  const query = (search.get('query') ?? '').slice(0, 80);
  return { found: true, meta: { title: pageTitle(searchTitle(query)), description: 'Search grow diaries, strains, breeders, nutrients and growers.', canonical: new URL('/search', origin).toString(), type: 'website', noindex: true } };
};

/** Every discovery page, in the order asked. */
export const discoveryPagesMeta: MetaResolver = async (db, pathname, origin, search) => {
  for (const resolve of [exploreMeta, seedsMeta, growersMeta, personalMeta]) {
    const answer = await resolve(db, pathname, origin, search);
    if (answer) return answer;
  }
  return undefined;
};
