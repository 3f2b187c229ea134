// The hooks of a brand's plan and onboarding: the stored answers, read live from the device and refreshed when shown.
import { useLiveQuery } from 'dexie-react-hooks';
import { useRefresh } from '@/ui/use-refresh';
import { readBrandPlan, refreshSubscription, refreshWelcome } from './subscription-store';

/** The brand's stored plan and use (undefined while read, null when never stored), refreshed when shown. */
export function useBrandSubscription(brandId: number) {
  const refresh = useRefresh(`brand-subscription:${brandId}`, () => refreshSubscription(brandId));
  const plan = useLiveQuery(async () => (await readBrandPlan(brandId))?.subscription ?? null, [brandId]);
  return { subscription: plan, refresh };
}

/** The brand's stored onboarding checklist (undefined while read, null when never stored), refreshed when shown. */
export function useBrandWelcome(brandId: number) {
  const refresh = useRefresh(`brand-welcome:${brandId}`, () => refreshWelcome(brandId));
  const welcome = useLiveQuery(async () => (await readBrandPlan(brandId))?.welcome ?? null, [brandId]);
  return { welcome, refresh };
}
