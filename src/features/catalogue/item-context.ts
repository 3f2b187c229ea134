// The brand or product a catalogue page shows, for its tab bodies (loaded once by the page's frame).
import { createContext, useContext } from 'react';
import type { BrandDetail } from '@/domain/catalogue/brand';
import type { ProductDetail } from '@/domain/catalogue/product';
import type { BrandPlace } from './catalogue-links';

export interface CatalogueItemValue { place: BrandPlace; brand?: BrandDetail; product?: ProductDetail }

export const CatalogueItemContext = createContext<CatalogueItemValue | null>(null);

/** The page's brand place, brand and product; throws outside a catalogue page frame. */
export function useCatalogueItem(): CatalogueItemValue {
  const value = useContext(CatalogueItemContext);
  if (!value) throw new Error('useCatalogueItem outside a catalogue page');
  return value;
}
