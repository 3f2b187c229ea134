// The units this grower reads and enters values in (spec §9): kept on the device and, signed in, on the account
// (settings' measures page), so another device of the grower gets them.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo } from 'react';
import { db } from '@/db/database';
import { METRIC_MEASURES, type Measures } from '@/domain/week/units';
import { useTranslation } from '@/i18n/use-translation';
import { MEASURES_KEY, readAccountPreferencesOnce, saveMeasures } from '@/features/settings/preferences';

/** The user's measures (metric until they choose) and a setter that keeps the choice. */
export function useMeasures(): [Measures, (next: Measures) => void] {
  const { t } = useTranslation();
  const stored = useLiveQuery(() => db.prefs.get(MEASURES_KEY), []);
  useEffect(() => {
    void readAccountPreferencesOnce();
  }, []);
  const measures = useMemo(() => ({ ...METRIC_MEASURES, ...(stored?.value as Partial<Measures> | undefined) }), [stored]);
  const setMeasures = useCallback((next: Measures) => {
    void saveMeasures(next, t('settings.measures.title'));
  }, [t]);
  return [measures, setMeasures];
}
