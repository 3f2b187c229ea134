// The hooks of a brand's testers: the stored testers and log, read live from the device and refreshed when shown.
import { useLiveQuery } from 'dexie-react-hooks';
import { useRefresh } from '@/ui/use-refresh';
import { readBrandTesters, readWaitingTesters, refreshBrandTesters } from './tester-store';

/** A brand's stored testers (undefined while read, null when never stored) with the targets of their waiting changes. */
export function useBrandTesters(brandId: number) {
  const refresh = useRefresh(`brand-testers:${brandId}`, () => refreshBrandTesters(brandId));
  const testers = useLiveQuery(async () => (await readBrandTesters(brandId)) ?? null, [brandId]);
  const waiting = useLiveQuery(() => readWaitingTesters(brandId), [brandId]) ?? new Set<string>();
  return { testers, waiting, refresh };
}
