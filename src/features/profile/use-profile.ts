// A grower's profile and its lists on this device, refreshed from the API when shown, with paging by "show more".
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import type { ProfileRecord } from '@/db/database';
import type { GrowerProfile } from '@/domain/user/profile';
import { useInitialAnswer } from '@/ui/initial-answers';
import { useRefresh } from '@/ui/use-refresh';
import { loadProfileDiaries, loadProfileList, readProfile, readProfileList, refreshProfile, type ProfileList, type ProfileListAnswers } from './profile-store';

/**
 * The stored profile (null when this device has none, undefined while reading) and how its refresh went. A page
 * rendered on the server shows the profile it came with (a guest's view) until the device has stored it.
 */
export function useProfile(userId: number) {
  const initial = useInitialAnswer<GrowerProfile>(`profile:${userId}`);
  const stored = useLiveQuery(async () => (await readProfile(userId)) ?? null, [userId]);
  const refresh = useRefresh(`profile:${userId}`, () => refreshProfile(userId));
  const profile: ProfileRecord | null | undefined = stored || !initial ? stored : { ...initial, synced_at: 0 };
  return { profile, refresh };
}

/** Loads the first page of a list when shown, and later pages on demand (`more`, with its own error). */
function usePaging(key: string, load: (start: number) => Promise<void>) {
  const refresh = useRefresh(key, () => load(0));
  const [more, setMore] = useState<{ loading: boolean; error: unknown }>({ loading: false, error: null });
  const loadMore = useCallback((start: number) => {
    setMore({ loading: true, error: null });
    load(start).then(() => setMore({ loading: false, error: null }), (error: unknown) => setMore({ loading: false, error }));
  }, [load]);
  return { refresh, more, loadMore };
}

/** One of the profile's lists as stored (or its first page a server-rendered page came with), its refresh and its next pages. */
export function useProfileList<L extends ProfileList>(userId: number, list: L) {
  const key = `profile:${userId}:${list}`;
  const initial = useInitialAnswer<ProfileListAnswers[L]>(key);
  const stored = useLiveQuery(() => readProfileList(userId, list), [userId, list]);
  const load = useCallback((start: number) => loadProfileList(userId, list, start), [userId, list]);
  return { stored: stored || !initial ? stored : { items: initial.items as ProfileListAnswers[L]['items'], total: initial.total }, ...usePaging(key, load) };
}

/** The grower's diaries: the caller reads the feed row (useFeed); this loads its pages. */
export function useProfileDiaryPages(userId: number) {
  const load = useCallback((start: number) => loadProfileDiaries(userId, start), [userId]);
  return usePaging(`profile:${userId}:diaries`, load);
}
