// Server-rendering answers of the diary lists: the home page's feed, as GET /api/main answers, an explore page's
// first chunk (its filters from the tags in the path, its page from ?page), as GET /api/diaries answers it, and a
// strain's grow journals (the strain and a page of its diaries, as GET /api/strains/{id} and /api/products/{id}/diaries).
import { pageNumber } from '../../../src/domain/api/paging';
import { itemTabQuerySchema } from '../../../src/domain/catalogue/catalogue-items';
import { exploreQuerySchema } from '../../../src/domain/discovery/explore';
import { EXPLORE_CHUNK, EXPLORE_PAGE_SIZE, explorePageKey, exploreQuery, parseExploreTags } from '../../../src/domain/discovery/explore-tags';
import { STRAIN_DIARIES_PAGE_SIZE } from '../../../src/domain/strain/strain-pages';
import { validatePageSearch } from '../../../src/features/explore/page-search';
import { listItemDiaries, requireCatalogueItem } from '../../services/catalogue-items';
import { exploreDiaries } from '../../services/explore';
import { readMainPage } from '../../services/main-page';
import { getStrainDetail } from '../../services/strains';
import type { AnswerReader } from './types';

/** The key the home page's feed is refreshed and stored under (src/features/diaries/diary-store.ts MAIN_FEED_KEY). */
const MAIN_FEED_KEY = 'main';
const EXPLORE_PAGE = /^\/explore(?:\/(.*?))?\/?$/;
const GROW_JOURNALS_PAGE = /^\/grow-journals\/(\d+)\/?$/;

export const homeAnswers: AnswerReader = async (db, pathname) => {
  if (pathname !== '/') return undefined;
  return new Map([[MAIN_FEED_KEY, await readMainPage(db)]]);
};

export const exploreAnswers: AnswerReader = async (db, pathname, search) => {
  const match = EXPLORE_PAGE.exec(pathname);
  const filters = match && parseExploreTags((match[1] ?? '').split('/'));
  if (!filters) return undefined;
  // Read as the route reads its page (src/routes/_default/explore), so the key is the one the screen asks for.
  const page = validatePageSearch(Object.fromEntries(search)).page ?? 1;
  // Parsed as the API parses the query the client sends (every value a string).
  const sent = Object.fromEntries(Object.entries(exploreQuery(filters)).map(([name, value]) => [name, String(value)]));
  const { start, limit, ...query } = exploreQuerySchema.parse({ ...sent, start: (page - 1) * EXPLORE_PAGE_SIZE, limit: EXPLORE_CHUNK });
  const { items, total } = await exploreDiaries(db, query, start, limit);
  return new Map([[explorePageKey(filters, page), { items, start, limit, total }]]);
};

export const growJournalsAnswers: AnswerReader = async (db, pathname, search) => {
  const match = GROW_JOURNALS_PAGE.exec(pathname);
  if (!match) return undefined;
  const id = Number(match[1]);
  const strain = await getStrainDetail(db, id);
  if (!strain) return undefined;
  // Read as the route reads its page (src/routes/_default/grow-journals/$id.tsx).
  const page = pageNumber(search.get('page'));
  const diaries = await listItemDiaries(db, await requireCatalogueItem(db, 'product', id), itemTabQuerySchema.parse({ start: (page - 1) * STRAIN_DIARIES_PAGE_SIZE, limit: STRAIN_DIARIES_PAGE_SIZE }));
  return new Map<string, unknown>([[`strain:${id}`, strain], [`strain-diaries:${id}:${page}`, diaries]]);
};
