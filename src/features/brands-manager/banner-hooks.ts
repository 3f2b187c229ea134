// The hooks of a brand's banners: the stored banners and one banner read live from the device, and a period's figures,
// each refreshed from the API when shown (what was seen opens offline).
import { useLiveQuery } from 'dexie-react-hooks';
import { useRefresh } from '@/ui/use-refresh';
import {
  readBannerStatistic, readBrandBanner, readBrandBanners, readWaitingBanners, refreshBannerStatistic, refreshBrandBanners, statKey, type StatScope,
} from './banner-store';

/** A brand's stored banners, newest first, with the targets of their waiting changes, refreshed when shown. */
export function useBrandBanners(brandId: number) {
  const refresh = useRefresh(`brand-banners:${brandId}`, () => refreshBrandBanners(brandId));
  const banners = useLiveQuery(() => readBrandBanners(brandId), [brandId]);
  const waiting = useLiveQuery(readWaitingBanners, []) ?? new Set<string>();
  return { banners, waiting, refresh };
}

/** One banner of the device (undefined while it loads, null when there is none). */
export function useBrandBanner(id: number) {
  return useLiveQuery(async () => (await readBrandBanner(id)) ?? null, [id]);
}

/** The figures of a period (undefined while read, null when the device has none yet), refreshed when shown. */
export function useBannerStatistic(scope: StatScope, from: string, to: string) {
  const key = statKey(scope, from, to);
  const refresh = useRefresh(`banner-stat:${key}`, () => refreshBannerStatistic(scope, from, to));
  const statistic = useLiveQuery(async () => (await readBannerStatistic(key)) ?? null, [key]);
  return { statistic, refresh };
}
