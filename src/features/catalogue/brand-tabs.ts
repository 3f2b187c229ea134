// The tabs of brand and product pages in each section (spec §2 Seedbank, Nutrients, Equipment categories).
import type { BrandSection } from '@/domain/brand';
import type { CatalogueTab } from '@/domain/catalogue-titles';

export const BRAND_TABS: Record<BrandSection, CatalogueTab[]> = {
  seed: ['diaries', 'gallery', 'growers', 'reviews', 'strains', 'harvests'],
  nutrient: ['diaries', 'growers', 'reviews', 'schemes', 'products'],
  equipment: ['diaries', 'growers', 'reviews', 'products'],
};

export const PRODUCT_TABS: CatalogueTab[] = ['diaries', 'gallery', 'growers', 'reviews', 'harvests'];
