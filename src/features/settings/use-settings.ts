// The signed-in grower's settings on this device, refreshed from the API when a settings page or a block button shows.
import { useLiveQuery } from 'dexie-react-hooks';
import { useRefresh } from '@/ui/use-refresh';
import { readSettings, refreshSettings } from './settings-store';

/** The stored settings answer (null when none is stored, undefined while reading) and how its refresh went. */
export function useAccountSettings(userId: number) {
  const stored = useLiveQuery(async () => (await readSettings(userId))?.answer ?? null, [userId]);
  const refresh = useRefresh(`settings:${userId}`, () => refreshSettings(userId));
  return { settings: stored, refresh };
}
