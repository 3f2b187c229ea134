// The metadata of the seedbank, nutrient and equipment pages: the lists (/seedbank, /nutrients, /equipment,
// /{category}, paged with ?page=N), brand pages with their tabs (Brand data with its rating) and product pages with
// their tabs (Product data with brand and rating); 404 for an id, tab or category that does not fit.
import type { Kysely } from 'kysely';
import type { BrandDetail, BrandSection, ItemStat } from '../../../src/domain/catalogue/brand';
import {
  BRAND_LIST_PAGE_SIZE as LIST_PAGE_SIZE, BRAND_TABS, itemTabTitle, listTitle, PRODUCT_TABS, productName, TAB_NAMES, type CatalogueTab,
} from '../../../src/domain/catalogue/catalogue-titles';
import { categoryTitle, isEquipmentCategory } from '../../../src/domain/catalogue/equipment';
import { pageTitle, shortDescription } from '../../../src/domain/page/page-meta';
import type { ProductDetail } from '../../../src/domain/catalogue/product';
import { pageCount, pageNumber } from '../../../src/domain/api/paging';
import type { Database } from '../../db/types';
import { getBrand, listBrands } from '../../services/brands';
import { listItemGallery, type CatalogueItem } from '../../services/catalogue-items';
import { getProduct } from '../../services/products';
import { isId, type MetaResolver, type RouteMeta } from './types';

type Db = Kysely<Database>;


const LIST_DESCRIPTIONS: Record<string, string> = {
  seedbank: 'Seedbanks and breeders with their strains, rated by growers in reviews and harvest reports from real grow diaries.',
  nutrients: 'Nutrient makers with their products and week-by-week feeding schemes, rated by growers who used them.',
  equipment: 'Grow equipment by category: lights, tents, boxes, fans, filters, controllers and more, with growers’ reviews.',
};

/** Where a first path segment puts a brand: a section, and for equipment its category. */
function placeOf(segment: string): { section: BrandSection; category: string | null } | undefined {
  if (segment === 'seedbank') return { section: 'seed', category: null };
  if (segment === 'nutrients') return { section: 'nutrient', category: null };
  return isEquipmentCategory(segment) ? { section: 'equipment', category: segment } : undefined;
}

/** "rated 8.1 out of 10 in 9 reviews", or nothing without reviews. */
function ratingText(stat: ItemStat): string {
  return stat.avg_rate === null ? '' : ` Rated ${stat.avg_rate} out of 10 in ${stat.cnt_reviews} ${stat.cnt_reviews === 1 ? 'review' : 'reviews'}.`;
}

/** schema.org AggregateRating of an item_stat on the 0-10 scale, when it has reviews. */
function aggregateRating(stat: ItemStat) {
  return stat.avg_rate === null ? {} : {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: stat.avg_rate, ratingCount: stat.cnt_reviews, bestRating: 10, worstRating: 0 },
  };
}

/** The newest diary photo of the item, as the preview image. */
async function previewImage(db: Db, item: CatalogueItem, origin: string): Promise<string | undefined> {
  const { items: [photo] } = await listItemGallery(db, item, { start: 0, limit: 1 });
  return photo ? new URL(photo.size_xl, origin).toString() : undefined;
}

/** The canonical URL of a list page: its path, with ?page=N from page 2 on. */
function pagedUrl(pathname: string, page: number, origin: string): string {
  const url = new URL(pathname, origin);
  if (page > 1) url.searchParams.set('page', String(page));
  return url.toString();
}

/** /seedbank, /nutrients, /equipment and /{category}: a page of brands (ItemList); not found past the last page. */
async function listMeta(db: Db, list: string, pathname: string, origin: string, search: URLSearchParams): Promise<RouteMeta> {
  const page = pageNumber(search.get('page'));
  const place = list === 'equipment' ? { section: 'equipment' as const, category: null } : placeOf(list)!;
  const { items, total } = await listBrands(db, {
    section: place.section, ...(place.category && isEquipmentCategory(place.category) && { category: place.category }),
    query: '', sort: 'name', start: (page - 1) * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE,
  });
  if (page > pageCount(total, LIST_PAGE_SIZE)) return { found: false };
  const title = pageTitle(listTitle(list), page);
  const canonical = pagedUrl(pathname.replace(/\/$/, '') || '/', page, origin);
  const intro = LIST_DESCRIPTIONS[list] ?? `${categoryTitle(list)} for growing: makers and products rated by growers in their diaries.`;
  const description = shortDescription(`${intro} ${items.slice(0, 6).map((b) => b.name).join(', ')}.${page > 1 ? ` Page ${page}.` : ''}`);
  return {
    found: true,
    meta: {
      title, description, canonical, type: 'website',
      jsonLd: {
        '@context': 'https://schema.org', '@type': 'ItemList', name: title, url: canonical, numberOfItems: items.length,
        itemListElement: items.map((b, i) => ({ '@type': 'ListItem', position: (page - 1) * LIST_PAGE_SIZE + i + 1, name: b.name, url: new URL(b.link, origin).toString() })),
      },
    },
  };
}

/** A brand page or one of its tabs (Brand data); not found for another section's or category's brand, or a tab it lacks. */
async function brandMeta(db: Db, brand: BrandDetail, tab: CatalogueTab | null, pathname: string, origin: string): Promise<RouteMeta> {
  const canonical = new URL(pathname.replace(/\/$/, ''), origin).toString();
  const what = brand.section === 'seed' ? 'Breeder' : brand.section === 'nutrient' ? 'Nutrient maker' : `${categoryTitle(brand.category ?? 'equipment')} maker`;
  const products = brand.items_product.map((p) => p.name);
  const description = shortDescription(`${what} ${brand.name}: ${brand.cnt_products} ${brand.section === 'seed' ? 'strains' : 'products'}.${ratingText(brand.item_stat)} ${products.slice(0, 6).join(', ')}.`);
  const image = await previewImage(db, { kind: 'brand', id: brand.id, section: brand.section }, origin);
  return {
    found: true,
    meta: {
      title: pageTitle(itemTabTitle(brand.name, tab && TAB_NAMES[tab])), description, canonical, type: 'website', image,
      jsonLd: {
        '@context': 'https://schema.org', '@type': 'Brand', name: brand.name, url: new URL(brand.link, origin).toString(), description,
        ...(image && { logo: image }), ...aggregateRating(brand.item_stat),
      },
    },
  };
}

/** A product page or one of its tabs (Product data with its brand and rating). */
async function productMeta(db: Db, product: ProductDetail, tab: CatalogueTab | null, pathname: string, origin: string): Promise<RouteMeta> {
  const canonical = new URL(pathname.replace(/\/$/, ''), origin).toString();
  const name = productName(product.name, product.brand_name);
  const description = shortDescription(`${product.description}${ratingText(product.item_stat)} Grown in ${product.cnt_diaries} ${product.cnt_diaries === 1 ? 'diary' : 'diaries'}.`);
  const image = await previewImage(db, { kind: 'product', id: product.id, section: product.section }, origin);
  return {
    found: true,
    meta: {
      title: pageTitle(itemTabTitle(name, tab && TAB_NAMES[tab])), description, canonical, type: 'website', image,
      jsonLd: {
        '@context': 'https://schema.org', '@type': 'Product', name: product.name, url: canonical, description,
        ...(image && { image: [image] }),
        ...(product.item_brand && { brand: { '@type': 'Brand', name: product.item_brand.name, url: new URL(product.item_brand.link, origin).toString() } }),
        ...(product.category && { category: categoryTitle(product.category) }),
        ...aggregateRating(product.item_stat),
      },
    },
  };
}

function tabOf(segment: string | undefined, allowed: CatalogueTab[]): CatalogueTab | null | undefined {
  if (segment === undefined) return null;
  return (allowed as string[]).includes(segment) ? segment as CatalogueTab : undefined;
}

/** /{seedbank|nutrients|category}[/{id}[/{tab} | /{id2}[/{tab}]]] and /equipment. */
export const cataloguePagesMeta: MetaResolver = async (db, pathname, origin, search) => {
  const segments = pathname.replace(/\/$/, '').split('/').slice(1);
  const [first, id, third, fourth, ...rest] = segments;
  if (first === undefined) return undefined;
  if (first === 'equipment' && id === undefined) return listMeta(db, 'equipment', pathname, origin, search);
  const place = placeOf(first);
  if (!place) return undefined;
  if (id === undefined) return listMeta(db, first, pathname, origin, search);
  if (!isId(id) || rest.length > 0) return { found: false };
  const brand = await getBrand(db, Number(id));
  if (!brand || brand.section !== place.section || (place.category !== null && brand.category !== place.category)) return { found: false };
  if (third === undefined || !isId(third)) {
    if (fourth !== undefined) return { found: false };
    const tab = tabOf(third, BRAND_TABS[brand.section]);
    return tab === undefined ? { found: false } : brandMeta(db, brand, tab, pathname, origin);
  }
  const product = await getProduct(db, Number(third));
  const tab = tabOf(fourth, PRODUCT_TABS);
  if (!product || product.brand_id !== brand.id || tab === undefined) return { found: false };
  return productMeta(db, product, tab, pathname, origin);
};
