// Server-rendering answers of the strain pages: a strain (with what its tab reads), the strain lists of
// /strains (its filters and page) and of a category value's page (with its wiki article), and the categories, each as
// the API answers a guest (GET /api/strains…, /api/products/{id}/{tab}, /api/wiki/…, /api/ref/brands/seed).
import type { Kysely } from 'kysely';
import { STRAINS_PAGE_SIZE, strainBaseName } from '../../../src/domain/strain/strain-pages';
import { strainsQuerySchema, strainsTreeQuerySchema, type StrainDetail } from '../../../src/domain/strain/strain';
import { readStrainsSearch, strainListKey, strainSearchFilters } from '../../../src/domain/strain/strains-search';
import { isCategoryValue, isStrainCategory } from '../../../src/domain/strain/strain-vocabulary';
import type { Database } from '../../db/types';
import { listRefBrands } from '../../services/products';
import { getStrainTree } from '../../services/strain-lineage';
import { getStrainDetail, listStrainCategories, listStrains } from '../../services/strains';
import { itemTabAnswer, wikiAnswer } from './catalogue';
import type { AnswerReader } from './types';

const STRAIN_PAGE = /^\/strains\/(\d+)(?:\/([a-z-]+))?\/?$/;
const CATEGORY_PAGE = /^\/strains\/category\/([a-z-]+)\/([a-z0-9-]+)\/?$/;

/** A strain list's first page from `page` on, keyed as useStrainPages asks for it. */
async function strainListAnswer(db: Kysely<Database>, filters: ReturnType<typeof strainSearchFilters> | { category: string; value: string }, page: number): Promise<[string, unknown]> {
  const query = strainsQuerySchema.parse({ ...filters, start: (page - 1) * STRAINS_PAGE_SIZE, limit: STRAINS_PAGE_SIZE });
  return [strainListKey(filters, page), await listStrains(db, query)];
}

/** What a strain's tab reads besides the strain: its list's first page, its family tree, or the strains of its products
 * tab (the same strain at other breeders, and its breeder's: src/features/strains/StrainProductsTab.tsx). */
async function strainTabAnswers(db: Kysely<Database>, strain: StrainDetail, tab: string): Promise<[string, unknown][]> {
  if (tab === 'sys-tree') return [[`strain-tree:${strain.id}`, await getStrainTree(db, strainsTreeQuerySchema.parse({ id: strain.id }))]];
  if (tab !== 'products') return itemTabAnswer(db, 'product', strain.id, tab);
  const list = (query: object) => listStrains(db, strainsQuerySchema.parse({ ...query, start: 0, limit: STRAINS_PAGE_SIZE }));
  const ofBreeder = strain.brand_id === null ? null : await list({ brand_id: strain.brand_id });
  return [[`strain-products:${strain.id}`, [await list({ query: strainBaseName(strain.name) }), ofBreeder]]];
}

export const strainAnswers: AnswerReader = async (db, pathname, search, locale) => {
  if (pathname === '/strains' || pathname === '/strains/') {
    const asked = readStrainsSearch(Object.fromEntries(search));
    const { items: breeders } = await listRefBrands(db, 'seed');
    return new Map([await strainListAnswer(db, strainSearchFilters(asked), asked.page ?? 1), ['breeders:seed', breeders]]);
  }
  if (pathname === '/strains/categories') return new Map([['strain-categories', await listStrainCategories(db)]]);
  const category = CATEGORY_PAGE.exec(pathname);
  if (category) {
    const [, name = '', value = ''] = category;
    if (!isStrainCategory(name) || !isCategoryValue(name, value)) return undefined;
    return new Map([
      await strainListAnswer(db, { category: name, value }, readStrainsSearch(Object.fromEntries(search)).page ?? 1),
      ...await wikiAnswer(db, 'strains', name, value, locale),
    ]);
  }
  const match = STRAIN_PAGE.exec(pathname);
  if (!match) return undefined;
  const id = Number(match[1]);
  const strain = await getStrainDetail(db, id);
  return strain ? new Map([[`strain:${id}`, strain], ...await strainTabAnswers(db, strain, match[2] ?? '')]) : undefined;
};
