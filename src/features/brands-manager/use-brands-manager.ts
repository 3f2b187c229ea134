// The brand manager area's hooks: the brands one manages with the chosen one, a brand's information and managers,
// and its products, each read live from the device and refreshed from the API when shown.
import { useLiveQuery } from 'dexie-react-hooks';
import { createContext, useContext } from 'react';
import type { ManagedBrandRecord } from '@/db/database';
import { ServerError } from '@/sync/transport/http';
import { useRefresh } from '@/ui/use-refresh';
import {
  readBrandProduct, readBrandProducts, readChosenBrand, readManagedBrands, readWaitingTargets, refreshBrand, refreshBrandProducts,
  refreshManagedBrands,
} from './brands-store';

/** The person's brands and the one chosen (the stored choice, else the first); `forbidden` when the server says they manage none. */
export function useManagedBrands(userId: number) {
  const refresh = useRefresh(`managed-brands:${userId}`, () => refreshManagedBrands(userId));
  const brands = useLiveQuery(() => readManagedBrands(userId), [userId]);
  const chosen = useLiveQuery(readChosenBrand, []);
  const brand = brands?.find((b) => b.id === chosen) ?? brands?.[0];
  const forbidden = refresh.status === 'failed' && refresh.error instanceof ServerError && refresh.error.status === 403;
  return { brands, brand, refresh, forbidden };
}

/** The brand whose tabs are open, given by the area's frame. */
export const BrandContext = createContext<ManagedBrandRecord | null>(null);

export function useChosenBrand(): ManagedBrandRecord {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useChosenBrand outside the brand manager area');
  return brand;
}

/** A brand's information and managers, refreshed when shown. */
export function useBrandDetails(brandId: number) {
  return useRefresh(`brand:${brandId}`, () => refreshBrand(brandId));
}

/** The targets of the brand's changes still waiting to be sent (shown as waiting beside what they change). */
export function useWaitingTargets(brandId: number): Set<string> {
  return useLiveQuery(() => readWaitingTargets(brandId), [brandId]) ?? new Set<string>();
}

/** A brand's products by name with the targets of their waiting changes. */
export function useBrandProducts(brandId: number) {
  const refresh = useRefresh(`brand-products:${brandId}`, () => refreshBrandProducts(brandId));
  const products = useLiveQuery(() => readBrandProducts(brandId), [brandId]);
  return { products, waiting: useWaitingTargets(brandId), refresh };
}

/** One product of the device (undefined while it loads, null when there is none). */
export function useBrandProduct(id: number) {
  return useLiveQuery(async () => (await readBrandProduct(id)) ?? null, [id]);
}
