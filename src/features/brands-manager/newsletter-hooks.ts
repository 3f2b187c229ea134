// The hooks of a brand's newsletters: the stored newsletters and one newsletter's chart, read live from the device
// and refreshed from the API when shown.
import { useLiveQuery } from 'dexie-react-hooks';
import { useRefresh } from '@/ui/use-refresh';
import { readBrandNewsletter, readBrandNewsletters, readWaitingNewsletters, refreshBrandNewsletters, refreshNewsletterChart } from './newsletter-store';

/** A brand's stored newsletters, newest first, with the targets of their waiting changes, refreshed when shown. */
export function useBrandNewsletters(brandId: number) {
  const refresh = useRefresh(`brand-newsletters:${brandId}`, () => refreshBrandNewsletters(brandId));
  const newsletters = useLiveQuery(() => readBrandNewsletters(brandId), [brandId]);
  const waiting = useLiveQuery(readWaitingNewsletters, []) ?? new Set<string>();
  return { newsletters, waiting, refresh };
}

/** One newsletter of the device (undefined while it loads, null when there is none). */
export function useBrandNewsletter(id: number) {
  return useLiveQuery(async () => (await readBrandNewsletter(id)) ?? null, [id]);
}

/** A sent newsletter's chart, refreshed when shown (the stored one meanwhile, and offline). */
export function useNewsletterChart(id: number) {
  return useRefresh(`newsletter-chart:${id}`, () => refreshNewsletterChart(id));
}
