// A place for an ad: an empty box of the placement's size (no layout shift) that the deferred ad runtime fills;
// nothing at all on pages that never show ads (editors, sign-in, operators' pages) nor for growers with premium.
import { useRouterState } from '@tanstack/react-router';
import type { AdPlacement } from '@/domain/ads/ad-kinds';
import { adSectionOf, IGNORED_AD_SECTIONS } from '@/domain/ads/ad-sections';
import { useCurrentUser } from '@/features/account/use-current-user';
import styles from './AdSlot.module.css';

const isAdFree = (pathname: string) => (IGNORED_AD_SECTIONS as readonly string[]).includes(adSectionOf(pathname));

/** `products`: the products a button placement may sell (the page's strains, say). */
export function AdSlot({ place, products }: { place: AdPlacement; products?: number[] }) {
  const adFree = useRouterState({ select: (state) => isAdFree(state.location.pathname) });
  const user = useCurrentUser();
  if (adFree || user?.is_premium) return null;
  return <div className={styles[place]} data-ad-slot={place} data-ad-products={products?.join(',')} />;
}
