// @vitest-environment node
// The rest of a catalogue page's address: a brand, one of its tabs, a product, or a product's tab; anything else is not found.
import { describe, expect, it } from 'vitest';
import { readCatalogueAddress } from './CatalogueItemPage';
import { BRAND_TABS } from '@/domain/catalogue/catalogue-titles';

describe('readCatalogueAddress', () => {
  it("reads a brand, a brand's tab, a product and a product's tab", () => {
    expect(readCatalogueAddress('7', BRAND_TABS.nutrient)).toEqual({ kind: 'brand', id: 7, tab: null });
    expect(readCatalogueAddress('7/schemes', BRAND_TABS.nutrient)).toEqual({ kind: 'brand', id: 7, tab: 'schemes' });
    expect(readCatalogueAddress('7/12', BRAND_TABS.nutrient)).toEqual({ kind: 'product', id: 7, productId: 12, tab: null });
    expect(readCatalogueAddress('7/12/harvests/', BRAND_TABS.nutrient)).toEqual({ kind: 'product', id: 7, productId: 12, tab: 'harvests' });
  });

  it("refuses a tab the section lacks, a product tab that does not exist, bad ids and extra segments", () => {
    for (const rest of ['', 'abc', '0', '7/schemes/x', '7/gallery', '7/12/schemes', '7/12/reviews/1', '-3', '7/99999999999']) {
      expect(readCatalogueAddress(rest, BRAND_TABS.nutrient), rest).toBeNull();
    }
    expect(readCatalogueAddress('7/gallery', BRAND_TABS.seed)).toEqual({ kind: 'brand', id: 7, tab: 'gallery' });
  });
});
