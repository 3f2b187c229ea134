// Server-rendering answers of the strain pages: a strain (with the first page of its list tabs), the strain lists of
// /strains (its filters and page) and of a category value's page (with its wiki article), and the categories, each as
// the API answers a guest (GET /api/strains…, /api/products/{id}/{tab}, /api/wiki/…, /api/ref/brands/seed).
import type { Kysely } from 'kysely';
import { STRAINS_PAGE_SIZE } from '../../../src/domain/strain/strain-pages';
import { strainsQuerySchema } from '../../../src/domain/strain/strain';
import { readStrainsSearch, strainListKey, strainSearchFilters } from '../../../src/domain/strain/strains-search';
import { isCategoryValue, isStrainCategory } from '../../../src/domain/strain/strain-vocabulary';
import type { Database } from '../../db/types';
import { listRefBrands } from '../../services/products';
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
  return strain ? new Map([[`strain:${id}`, strain], ...await itemTabAnswer(db, 'product', id, match[2] ?? '')]) : undefined;
};
