// The hooks of a brand's statistics: the days kept on the device (refreshed when the tab opens), and the server's
// answer for a period the device does not cover (a year, or an older range), asked for online.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useApiData } from '@/ui/use-api-data';
import { useRefresh } from '@/ui/use-refresh';
import { fetchBrandStatistics, readStoredStatistics, refreshBrandStatistics } from './statistic-store';

/** The brand's kept days (undefined while read, null when none yet), refreshed from the server when shown. */
export function useStoredStatistics(brandId: number) {
  const refresh = useRefresh(`brand-statistics:${brandId}`, () => refreshBrandStatistics(brandId));
  const stored = useLiveQuery(() => readStoredStatistics(brandId), [brandId]);
  return { stored, refresh };
}

/** The server's figures of [from, to]. */
export function useRemoteStatistics(brandId: number, from: string, to: string) {
  return useApiData(`brand-statistics:${brandId}:${from}:${to}`, (signal) => fetchBrandStatistics(brandId, from, to, signal));
}

/** The time now, renewed every minute: an age shown stays true while the tab is open. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
