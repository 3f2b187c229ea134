// A brand or product page of the seedbank, the nutrients or an equipment category, from the rest of its address:
// {id}, {id}/{tab}, {id}/{id2} or {id}/{id2}/{tab}. One route per section keeps the first load of the app small.
import type { ReactNode } from 'react';
import type { CatalogueTab } from '@/domain/catalogue/catalogue-titles';
import { parseId } from '@/domain/api/ids';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { BRAND_TABS, PRODUCT_TABS } from '@/domain/catalogue/catalogue-titles';
import {
  BrandDiariesTab, BrandGalleryTab, BrandGrowersTab, BrandHarvestsTab, BrandIndexTab, BrandProductsTab, BrandReviewsTab,
} from './BrandTabs';
import { BrandScreen } from './BrandScreen';
import type { BrandPlace } from './catalogue-links';
import {
  ProductDiariesTab, ProductGalleryTab, ProductGrowersTab, ProductHarvestsTab, ProductIndexTab, ProductReviewsTab,
} from './ProductTabs';
import { ProductScreen } from './ProductScreen';
import { SchemesTab } from './SchemesTab';

const BRAND_BODIES: Record<CatalogueTab, () => ReactNode> = {
  diaries: BrandDiariesTab, gallery: BrandGalleryTab, growers: BrandGrowersTab, reviews: BrandReviewsTab, harvests: BrandHarvestsTab,
  strains: BrandProductsTab, products: BrandProductsTab, schemes: SchemesTab,
};
const PRODUCT_BODIES: Partial<Record<CatalogueTab, () => ReactNode>> = {
  diaries: ProductDiariesTab, gallery: ProductGalleryTab, growers: ProductGrowersTab, reviews: ProductReviewsTab, harvests: ProductHarvestsTab,
};

export type CataloguePageAddress =
  | { kind: 'brand'; id: number; tab: CatalogueTab | null }
  | { kind: 'product'; id: number; productId: number; tab: CatalogueTab | null };

/** What the rest of the address names on a section's pages, or null when it names nothing (not found). */
export function readCatalogueAddress(rest: string, tabs: readonly CatalogueTab[]): CataloguePageAddress | null {
  const [idText = '', sub, tab, ...more] = rest.replace(/\/$/, '').split('/');
  const id = parseId(idText);
  if (id === null || more.length > 0) return null;
  const productId = sub === undefined ? null : parseId(sub);
  if (productId !== null) {
    if (tab !== undefined && !(PRODUCT_TABS as string[]).includes(tab)) return null;
    return { kind: 'product', id, productId, tab: (tab as CatalogueTab | undefined) ?? null };
  }
  if (tab !== undefined) return null;
  if (sub !== undefined && !(tabs as string[]).includes(sub)) return null;
  return { kind: 'brand', id, tab: (sub as CatalogueTab | undefined) ?? null };
}

export function CatalogueItemPage({ place, rest }: { place: Omit<BrandPlace, 'id'>; rest: string }) {
  const address = readCatalogueAddress(rest, BRAND_TABS[place.section]);
  if (!address) return <div className="page"><NotFoundMessage /></div>;
  const brandPlace = { ...place, id: address.id };
  if (address.kind === 'product') {
    const Body = address.tab ? PRODUCT_BODIES[address.tab]! : ProductIndexTab;
    return <ProductScreen place={brandPlace} productId={address.productId}><Body /></ProductScreen>;
  }
  const Body = address.tab ? BRAND_BODIES[address.tab] : BrandIndexTab;
  return <BrandScreen place={brandPlace}><Body /></BrandScreen>;
}
