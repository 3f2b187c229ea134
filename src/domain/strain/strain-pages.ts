// The strain pages (spec §2 Strains): their paths, tabs, page sizes and English titles, shared by the app and the
// page metadata the server writes (the app's English strings say the same). Pure and zod-free.
import type { StrainCategory } from './strain-vocabulary';

/** Strains per page of /strains and of a category page. */
export const STRAINS_PAGE_SIZE = 20;
/** Diaries per page of /grow-journals/{id}. */
export const STRAIN_DIARIES_PAGE_SIZE = 24;

/** The tabs of /strains/{id} after its index, each a path segment. */
export const STRAIN_TABS = ['diaries', 'gallery', 'growers', 'reviews', 'harvests', 'products'] as const;
export type StrainTab = (typeof STRAIN_TABS)[number];
/** Every path segment after /strains/{id}/: the tabs and the family tree. */
export const STRAIN_TAB_SEGMENTS = [...STRAIN_TABS, 'sys-tree'] as const;

/** English names of the categories, as titles use them. */
export const CATEGORY_LABELS: Record<StrainCategory, string> = {
  'positive-effects': 'positive effect',
  'negative-effects': 'negative effect',
  medical: 'medical use',
  tastes: 'taste',
  yield: 'yield',
  height: 'height',
  growing: 'growing difficulty',
  genes: 'genes',
  thc: 'THC',
};

/** A category value in words: "dry-mouth" → "dry mouth". */
export function valueLabel(value: string): string {
  return value.replace(/-/g, ' ');
}

/** English names of the tabs in titles; the family tree (sys-tree) is a page of its own. */
export const STRAIN_TAB_TITLES: Record<StrainTab | 'sys-tree', string> = {
  diaries: 'diaries', gallery: 'gallery', growers: 'growers', reviews: 'reviews', harvests: 'harvests', products: 'products', 'sys-tree': 'family tree',
};

/** Page titles (before pageTitle adds the page number and the product name). */
export const STRAIN_PAGE_TITLES = {
  list: 'Strains',
  categories: 'Strain categories',
  category: (category: StrainCategory, value: string) => `Strains: ${CATEGORY_LABELS[category]} ${valueLabel(value)}`,
  strainTab: (strain: string, tab: StrainTab | 'sys-tree') => `${strain}: ${STRAIN_TAB_TITLES[tab]}`,
  growJournals: (name: string) => `${name} grow journals`,
};

/** /strains/category/{category}/{value} of a category. */
export function categoryPath(category: StrainCategory, value: string): string {
  return `/strains/category/${category}/${value}`;
}

/** The strain a name sells, without its seed variant: "White Widow XXL Auto" → "White Widow", "Critical+ 2.0" → "Critical". */
export function strainBaseName(name: string): string {
  const base = name.replace(/\bauto(flower(ing)?)?\b/gi, ' ').replace(/\bx+l\b/gi, ' ').replace(/\+/g, ' ')
    .replace(/(\s+#?\d+(\.\d+)?)+\s*$/, '').replace(/\s+/g, ' ').trim();
  return base || name;
}
