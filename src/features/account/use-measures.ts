// The units this grower reads and enters values in (spec §9), kept on the device.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import { db } from '@/db/database';
import { METRIC_MEASURES, type Measures } from '@/domain/week/units';

const MEASURES_KEY = 'measures';

/** The user's measures (metric until they choose) and a setter that keeps the choice. */
export function useMeasures(): [Measures, (next: Measures) => void] {
  const stored = useLiveQuery(() => db.prefs.get(MEASURES_KEY), []);
  const measures = useMemo(() => ({ ...METRIC_MEASURES, ...(stored?.value as Partial<Measures> | undefined) }), [stored]);
  const setMeasures = useCallback((next: Measures) => {
    void db.prefs.put({ key: MEASURES_KEY, value: next });
  }, []);
  return [measures, setMeasures];
}
