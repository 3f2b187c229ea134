// The cart's hooks: its lines as stored (live), the header's count, a product's offer (through the worker's cache offline).
import { useLiveQuery } from 'dexie-react-hooks';
import { cartCount } from '@/domain/cart/cart-limits';
import { useApiData } from '@/ui/use-api-data';
import { fetchOffer, readCart } from './cart-store';

export const useCartLines = () => useLiveQuery(readCart, []);

export function useCartCount(): number {
  return useLiveQuery(async () => cartCount(await readCart()), []) ?? 0;
}

export const useOffer = (productId: number) => useApiData(`partner-offer:${productId}`, (signal) => fetchOffer(productId, signal));
