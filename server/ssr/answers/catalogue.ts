// Server-rendering answers of the seedbank, nutrient and equipment pages: the brand lists (filter, order and page of the
// address), the equipment categories and a category's page (its wiki article, makers and products), a brand's or a
// product's page with the first page of its list tab, each as the API answers a guest (GET /api/brands…,
// /api/products/…, /api/catalogue/products, /api/equipment/categories, /api/wiki/…, /api/partners/products/{id}).
import type { Kysely } from 'kysely';
import { BRAND_LIST_PAGE_SIZE } from '../../../src/domain/catalogue/catalogue-titles';
import { brandsQuerySchema, type BrandSection } from '../../../src/domain/catalogue/brand';
import { itemTabQuerySchema, type CatalogueItemKind, type ItemTabQuery } from '../../../src/domain/catalogue/catalogue-items';
import { isEquipmentCategory, type EquipmentCategory } from '../../../src/domain/catalogue/equipment';
import { brandListKey, readListSearch } from '../../../src/domain/catalogue/list-search';
import { productListQuerySchema } from '../../../src/domain/catalogue/product';
import type { Locale } from '../../../src/domain/page/locale';
import type { Database } from '../../db/types';
import { getBrand, listBrands } from '../../services/brands';
import {
  listItemDiaries, listItemGallery, listItemGrowers, listItemHarvests, requireCatalogueItem, type CatalogueItem,
} from '../../services/catalogue-items';
import { listBrandSchemes } from '../../services/nutrient-schemes';
import { getOffer } from '../../services/partner-orders';
import { getProduct, listCatalogueProducts, listEquipmentCategories } from '../../services/products';
import { getWikiArticle } from '../../services/wiki';
import type { AnswerReader } from './types';

type Db = Kysely<Database>;
type Answer = [string, unknown];

/** The list tabs of brand and product pages, with the page size their screens ask for (src/features/catalogue/Item*Tab.tsx). */
const LIST_TABS: Partial<Record<string, { size: number; list: (db: Db, item: CatalogueItem, query: ItemTabQuery) => Promise<unknown> }>> = {
  diaries: { size: 20, list: listItemDiaries },
  gallery: { size: 24, list: listItemGallery },
  growers: { size: 20, list: listItemGrowers },
  harvests: { size: 20, list: listItemHarvests },
};

/** The first page of a brand's or product's list tab, keyed as the tab's usePagedList (`product:7:diaries`). */
export async function itemTabAnswer(db: Db, kind: CatalogueItemKind, id: number, tab: string): Promise<Answer[]> {
  const reader = LIST_TABS[tab];
  if (!reader) return [];
  const page = await reader.list(db, await requireCatalogueItem(db, kind, id), itemTabQuerySchema.parse({ start: 0, limit: reader.size }));
  return [[`${kind}:${id}:${tab}`, page]];
}

/** A wiki article in the page's language, keyed as WikiArticle asks for it; none when there is no article. */
export async function wikiAnswer(db: Db, a: string, b: string, id: string, locale: Locale): Promise<Answer[]> {
  const article = await getWikiArticle(db, { a, b, id }, locale);
  return article ? [[`wiki:${a}/${b}/${id}:${locale}`, article]] : [];
}

/** Where a list page's path puts it: a section, and the equipment category of a category's pages. */
interface Place { section: BrandSection; category: EquipmentCategory | null }

const SECTIONS: Record<string, Place> = {
  seedbank: { section: 'seed', category: null },
  nutrients: { section: 'nutrient', category: null },
  equipment: { section: 'equipment', category: 'equipment' },
};

/** A list page, or a brand's or product's page with its tab: /{section}[/{id}[/{tab} | /{id2}[/{tab}]]]. */
const CATALOGUE_PAGE = /^\/([a-z0-9-]+)(?:\/(\d+)(?:\/(\d+))?(?:\/([a-z-]+))?)?\/?$/;

/** A page of brands as BrandList asks for it. */
async function brandListAnswer(db: Db, section: BrandSection, category: EquipmentCategory | undefined, search: URLSearchParams): Promise<Answer> {
  const asked = readListSearch(Object.fromEntries(search));
  const page = asked.page ?? 1;
  const query = brandsQuerySchema.parse({ section, category, query: asked.q, sort: asked.sort, start: (page - 1) * BRAND_LIST_PAGE_SIZE, limit: BRAND_LIST_PAGE_SIZE });
  return [brandListKey(section, category, asked), await listBrands(db, query)];
}

/** The first products of a category, as its list asks for them (src/features/catalogue/ListPages.tsx). */
async function categoryProductsAnswer(db: Db, category: EquipmentCategory): Promise<Answer> {
  return [`products:${category}`, await listCatalogueProducts(db, productListQuerySchema.parse({ category, start: 0, limit: 100, sort: 'name' }))];
}

async function listAnswers(db: Db, name: string, place: Place, search: URLSearchParams, locale: Locale): Promise<Answer[]> {
  if (place.section !== 'equipment') return [await brandListAnswer(db, place.section, undefined, search)];
  if (name === 'equipment') {
    return [['equipment-categories', await listEquipmentCategories(db)], await brandListAnswer(db, 'equipment', undefined, search), await categoryProductsAnswer(db, 'equipment')];
  }
  const category = place.category!;
  return [
    ...await wikiAnswer(db, 'equipment', 'category', category, locale),
    await brandListAnswer(db, 'equipment', category, search),
    await categoryProductsAnswer(db, category),
  ];
}

async function brandAnswers(db: Db, id: number, place: Place, tab: string): Promise<Answer[] | undefined> {
  const brand = await getBrand(db, id);
  if (!brand || brand.section !== place.section || (place.section === 'equipment' && brand.category !== place.category)) return undefined;
  const more = tab === 'schemes' ? [[`schemes:${id}`, await listBrandSchemes(db, id)] as Answer] : await itemTabAnswer(db, 'brand', id, tab || 'diaries');
  return [[`brand:${id}`, brand], ...more];
}

async function productAnswers(db: Db, brandId: number, id: number, place: Place, tab: string): Promise<Answer[] | undefined> {
  const product = await getProduct(db, id);
  if (!product || product.brand_id !== brandId || product.section !== place.section || (place.section === 'equipment' && product.item_brand?.category !== place.category)) return undefined;
  return [[`product:${id}`, product], [`partner-offer:${id}`, await getOffer(db, id)], ...await itemTabAnswer(db, 'product', id, tab)];
}

export const catalogueAnswers: AnswerReader = async (db, pathname, search, locale) => {
  const match = CATALOGUE_PAGE.exec(pathname);
  if (!match) return undefined;
  const [, name = '', brandId, productId, tab = ''] = match;
  const place = SECTIONS[name] ?? (isEquipmentCategory(name) ? { section: 'equipment', category: name } : undefined);
  if (!place) return undefined;
  const answers = !brandId
    ? await listAnswers(db, name, place, search, locale)
    : productId ? await productAnswers(db, Number(brandId), Number(productId), place, tab) : await brandAnswers(db, Number(brandId), place, tab);
  return answers && new Map(answers);
};
