// The metadata of the strain pages: /strains (paged), /strains/categories, /strains/category/{category}/{val},
// /strains/{id} with its tabs and family tree, /strain2/{id} (the same page, canonical /strains/{id}) and
// /grow-journals/{id}. Product data for a strain, ItemList data for lists; 404 for what does not exist.
import type { Kysely } from 'kysely';
import { productName } from '../../../src/domain/catalogue/catalogue-titles';
import { pageCount, pageNumber } from '../../../src/domain/api/paging';
import { pageTitle, PRODUCT_NAME, shortDescription } from '../../../src/domain/page/page-meta';
import { strainsQuerySchema, type StrainAttributes, type StrainDetail, type StrainsQuery } from '../../../src/domain/strain/strain';
import {
  categoryPath, CATEGORY_LABELS, STRAIN_DIARIES_PAGE_SIZE, STRAIN_PAGE_TITLES, STRAIN_TABS, STRAINS_PAGE_SIZE,
  valueLabel, type StrainTab,
} from '../../../src/domain/strain/strain-pages';
import { isCategoryValue, isStrainCategory, STRAIN_CATEGORIES } from '../../../src/domain/strain/strain-vocabulary';
import type { Database } from '../../db/types';
import { listItemDiaries } from '../../services/catalogue-items';
import { getStrainDetail, listStrains } from '../../services/strains';
import { isId, type MetaResolver, type RouteMeta } from './types';

type Db = Kysely<Database>;

const STRAIN_PAGE = /^\/(strains|strain2)\/([^/]+)(?:\/([^/]+))?\/?$/;
const CATEGORY_PAGE = /^\/strains\/category\/([^/]+)\/([^/]+)\/?$/;
const GROW_JOURNALS_PAGE = /^\/grow-journals\/([^/]+)\/?$/;

const LIST_DESCRIPTION = 'Cannabis strains from the breeders growers use: genes, THC and CBD, yield, height, effects, tastes and grow diaries.';

/** "Indica 70% / sativa 30%, photoperiod, THC 21.3% (high), CBD 0.4%, flowering 9 weeks. Effects: relaxed, happy. Tastes: pine." */
function attributesSummary(a: StrainAttributes): string {
  const list = (label: string, values: string[]) => (values.length ? ` ${label}: ${values.map(valueLabel).join(', ')}.` : '');
  return `Indica ${a.indica}% / sativa ${a.sativa}%, ${a.flowering_type}, THC ${a.thc}% (${a.thc_level}), CBD ${a.cbd}%, flowering ${a.flowering_weeks} weeks.`
    + `${list('Effects', a.positive_effects)}${list('Tastes', a.tastes)}`;
}

/** A list of pages as schema.org ItemList data. */
function itemList(name: string, url: string, items: { name: string; path: string }[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org', '@type': 'ItemList', name, url, numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: new URL(item.path, origin).toString() })),
  };
}

/** The canonical URL of a list page: its path, with ?page=N from page 2 on. */
function pagedUrl(pathname: string, page: number, origin: string): string {
  const url = new URL(pathname, origin);
  if (page > 1) url.searchParams.set('page', String(page));
  return url.toString();
}

type StrainListFilter = Partial<Omit<StrainsQuery, 'start' | 'limit'>>;

/** The filters of /strains as the app reads them from its search (q, brand, category and value, sort); none when one is bad. */
function listFilter(search: URLSearchParams): StrainListFilter {
  const read = (name: string) => search.get(name) ?? undefined;
  const parsed = strainsQuerySchema.safeParse({ query: read('q'), brand_id: read('brand'), category: read('category'), value: read('value'), sort: read('sort') });
  return parsed.success ? { query: parsed.data.query, brand_id: parsed.data.brand_id, category: parsed.data.category, value: parsed.data.value, sort: parsed.data.sort } : {};
}

/** A page of a strain list (its items as ItemList data); not found past the last page. */
async function strainListMeta(db: Db, origin: string, pathname: string, page: number, title: string, filter: StrainListFilter, describe: (total: number) => string): Promise<RouteMeta> {
  const { items, total } = await listStrains(db, { query: '', sort: 'name', ...filter, start: (page - 1) * STRAINS_PAGE_SIZE, limit: STRAINS_PAGE_SIZE });
  if (page > pageCount(total, STRAINS_PAGE_SIZE)) return { found: false };
  const canonical = pagedUrl(pathname, page, origin);
  const description = shortDescription(`${describe(total)}${page > 1 ? ` Page ${page}.` : ''}`);
  const named = pageTitle(title, page);
  return {
    found: true,
    meta: {
      title: named, description, canonical, type: 'website',
      jsonLd: itemList(named, canonical, items.map((s) => ({ name: productName(s.name, s.brand_name), path: `/strains/${s.id}` })), origin),
    },
  };
}

/** The first photo of the latest diary growing the strain, as an absolute URL. */
async function strainImage(db: Db, id: number, origin: string): Promise<string | undefined> {
  const { items } = await listItemDiaries(db, { kind: 'product', id, section: 'seed' }, { start: 0, limit: 5 });
  const cover = items.find((diary) => diary.cover)?.cover;
  return cover ? new URL(cover.size_xl, origin).toString() : undefined;
}

async function strainMeta(db: Db, strain: StrainDetail, tab: StrainTab | 'sys-tree' | undefined, origin: string): Promise<RouteMeta> {
  const path = `/strains/${strain.id}${tab ? `/${tab}` : ''}`;
  const canonical = new URL(path, origin).toString();
  const named = productName(strain.name, strain.brand_name);
  const description = shortDescription([
    `${named}.`, strain.attributes ? attributesSummary(strain.attributes) : '', strain.cnt_diaries ? `${strain.cnt_diaries} grow diaries.` : '', strain.description,
  ].filter(Boolean).join(' '));
  const image = await strainImage(db, strain.id, origin);
  const { avg_rate: rating, cnt_reviews: reviews } = strain.item_stat;
  return {
    found: true,
    meta: {
      title: pageTitle(tab ? STRAIN_PAGE_TITLES.strainTab(named, tab) : named), description, canonical, image, type: 'website',
      jsonLd: {
        '@context': 'https://schema.org', '@type': 'Product', name: strain.name, description, url: canonical,
        category: 'Cannabis seeds',
        ...(strain.brand_name && { brand: { '@type': 'Brand', name: strain.brand_name } }),
        ...(image && { image: [image] }),
        ...(reviews > 0 && rating !== null && {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, reviewCount: reviews, bestRating: 10, worstRating: 0 },
        }),
      },
    },
  };
}

/** /strains/{id}, its tabs and family tree, and /strain2/{id} (the same page under its canonical address). */
const strainPageMeta: MetaResolver = async (db, pathname, origin) => {
  const match = STRAIN_PAGE.exec(pathname);
  if (!match) return undefined;
  const [, prefix, id, tab] = match;
  // /strains/categories and /strains/category/{category}/{val} were answered before: other paths there do not exist.
  if (prefix === 'strains' && (id === 'categories' || id === 'category')) return { found: false };
  const knownTab = tab === undefined || tab === 'sys-tree' || (prefix === 'strains' && (STRAIN_TABS as readonly string[]).includes(tab));
  if (!isId(id) || !knownTab) return { found: false };
  const strain = await getStrainDetail(db, Number(id));
  return strain ? strainMeta(db, strain, tab as StrainTab | 'sys-tree' | undefined, origin) : { found: false };
};

const strainListPageMeta: MetaResolver = async (db, pathname, origin, search) => {
  if (!/^\/strains\/?$/.test(pathname)) return undefined;
  return strainListMeta(db, origin, '/strains', pageNumber(search.get('page')), STRAIN_PAGE_TITLES.list, listFilter(search), () => LIST_DESCRIPTION);
};

const categoriesPageMeta: MetaResolver = async (_db, pathname, origin) => {
  if (!/^\/strains\/categories\/?$/.test(pathname)) return undefined;
  const canonical = new URL('/strains/categories', origin).toString();
  const description = 'Strains by positive and negative effects, medical use, taste, yield, height, growing difficulty, genes and THC.';
  const title = pageTitle(STRAIN_PAGE_TITLES.categories);
  return {
    found: true,
    meta: {
      title, description, canonical, type: 'website',
      jsonLd: itemList(title, canonical, STRAIN_CATEGORIES.map((category) => ({ name: CATEGORY_LABELS[category], path: `/strains/categories#${category}` })), origin),
    },
  };
};

const categoryPageMeta: MetaResolver = async (db, pathname, origin, search) => {
  const match = CATEGORY_PAGE.exec(pathname);
  if (!match) return undefined;
  const [, category = '', value = ''] = match;
  if (!isStrainCategory(category) || !isCategoryValue(category, value)) return { found: false };
  const title = STRAIN_PAGE_TITLES.category(category, value);
  return strainListMeta(db, origin, categoryPath(category, value), pageNumber(search.get('page')), title, { category, value },
    (total) => `${total} ${total === 1 ? 'strain' : 'strains'} with ${CATEGORY_LABELS[category]} ${valueLabel(value)}, with their breeders, genes, THC and grow diaries on ${PRODUCT_NAME}.`);
};

/** /grow-journals/{id}: the diaries growing a strain, paged. */
const growJournalsPageMeta: MetaResolver = async (db, pathname, origin, search) => {
  const match = GROW_JOURNALS_PAGE.exec(pathname);
  if (!match) return undefined;
  const [, id] = match;
  if (!isId(id)) return { found: false };
  const strain = await getStrainDetail(db, Number(id));
  if (!strain) return { found: false };
  const page = pageNumber(search.get('page'));
  const diaries = await listItemDiaries(db, { kind: 'product', id: strain.id, section: 'seed' }, { start: (page - 1) * STRAIN_DIARIES_PAGE_SIZE, limit: STRAIN_DIARIES_PAGE_SIZE });
  if (page > pageCount(diaries.total, STRAIN_DIARIES_PAGE_SIZE)) return { found: false };
  const named = productName(strain.name, strain.brand_name);
  const canonical = pagedUrl(`/grow-journals/${strain.id}`, page, origin);
  const title = pageTitle(STRAIN_PAGE_TITLES.growJournals(named), page);
  const cover = diaries.items.find((diary) => diary.cover)?.cover;
  return {
    found: true,
    meta: {
      title, canonical, type: 'website', image: cover ? new URL(cover.size_xl, origin).toString() : undefined,
      description: shortDescription(`${diaries.total} grow ${diaries.total === 1 ? 'diary' : 'diaries'} of ${named}, week by week with photos, conditions and harvests.${page > 1 ? ` Page ${page}.` : ''}`),
      jsonLd: itemList(title, canonical, diaries.items.map((diary) => ({ name: diary.name, path: `/diaries/${diary.id}` })), origin),
    },
  };
};

/** All strain pages, in the order they are asked. */
export const strainPagesMeta: MetaResolver = async (db, pathname, origin, search) => {
  for (const resolve of [strainListPageMeta, categoriesPageMeta, categoryPageMeta, strainPageMeta, growJournalsPageMeta]) {
    const answer = await resolve(db, pathname, origin, search);
    if (answer) return answer;
  }
  return undefined;
};
