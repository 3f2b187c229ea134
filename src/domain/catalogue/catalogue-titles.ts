// Titles and tabs of the seedbank, nutrient and equipment pages, the same for the server's metadata and the app
// (pageTitle adds the page number and the product name).
import type { BrandSection } from './brand';
import { categoryTitle, isEquipmentCategory } from './equipment';

/** Brands per page of a brand list. */
export const BRAND_LIST_PAGE_SIZE = 20;

/** The tabs of brand and product pages, with their English names (the app shows its translations). */
export const TAB_NAMES = {
  diaries: 'diaries', gallery: 'gallery', growers: 'growers', reviews: 'reviews', harvests: 'harvests',
  strains: 'strains', products: 'products', schemes: 'feeding schemes',
} as const;
export type CatalogueTab = keyof typeof TAB_NAMES;

export function isCatalogueTab(text: string): text is CatalogueTab {
  return Object.hasOwn(TAB_NAMES, text);
}

/** The tabs of brand pages per section, after the index (spec §2 Seedbank, Nutrients, Equipment categories). */
export const BRAND_TABS: Record<BrandSection, CatalogueTab[]> = {
  seed: ['diaries', 'gallery', 'growers', 'reviews', 'strains', 'harvests'],
  nutrient: ['diaries', 'growers', 'reviews', 'schemes', 'products'],
  equipment: ['diaries', 'growers', 'reviews', 'products'],
};

/** The tabs of product pages, after the index. */
export const PRODUCT_TABS: CatalogueTab[] = ['diaries', 'gallery', 'growers', 'reviews', 'harvests'];

/** The list page of a section or category: "Seedbanks and breeders", "Nutrients", "Grow equipment", "Grow lights". */
export function listTitle(list: 'seedbank' | 'nutrients' | string): string {
  if (list === 'seedbank') return 'Seedbanks and breeders';
  if (list === 'nutrients') return 'Nutrients';
  if (list === 'equipment') return 'Grow equipment';
  return isEquipmentCategory(list) ? categoryTitle(list) : list;
}

/** A product's name with its maker: "Big Bud by Advanced Nutrients". */
export function productName(name: string, brandName: string | null | undefined): string {
  return brandName ? `${name} by ${brandName}` : name;
}

/** The title of an item page's tab: the item alone on its index, "Name: tab" on other tabs. */
export function itemTabTitle(itemName: string, tabName: string | null): string {
  return tabName ? `${itemName}: ${tabName}` : itemName;
}
