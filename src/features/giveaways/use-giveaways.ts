// The giveaways' hooks: a giveaway from the device (refreshed from the API when opened, again when the server refuses
// one of the grower's writes about it), with what of the grower's writes waits or was refused; the lists and the join
// picker from the API.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import type { StoredGiveaway } from '@/db/database';
import type { Giveaway, GiveawayCard, GiveawaysPage } from '@/domain/giveaway/giveaway';
import { GIVEAWAY_PAGE_SIZE, type GiveawayList } from '@/domain/giveaway/giveaway-limits';
import { usePagedList } from '@/features/catalogue/use-paged-list';
import { useInitialAnswer } from '@/ui/initial-answers';
import { useApiData } from '@/ui/use-api-data';
import { useRefresh } from '@/ui/use-refresh';
import { fetchGiveaways, fetchJoinable, giveawayWrites, refreshGiveaway, storedGiveaway } from './giveaway-store';

export function useGiveawayList(list: GiveawayList) {
  return usePagedList<GiveawayCard, GiveawaysPage>(`giveaways:${list}`, (request) => fetchGiveaways(list, request), GIVEAWAY_PAGE_SIZE);
}

/** The stored giveaway of a link (undefined while reading, null when none), the grower's writes about it, and its refresh;
 * on a page rendered on the server, the giveaway it was rendered with until the device has stored it. */
export function useGiveaway(link: string) {
  const key = `giveaway:${link}`;
  const refresh = useRefresh(key, () => refreshGiveaway(link));
  const initial = useInitialAnswer<Giveaway>(key);
  const stored = useLiveQuery(() => storedGiveaway(link), [link]);
  const giveaway: StoredGiveaway | null | undefined = stored || !initial ? stored : { ...initial, synced_at: 0 };
  const id = giveaway?.id;
  const writes = useLiveQuery(() => (id === undefined ? undefined : giveawayWrites(id)), [id]);
  // A refusal means the device's copy shows a change the server did not make: load the server's once per refusal.
  const seen = useRef(new Set<string>());
  const refused = writes ? [...writes.refused].map(([category, message]) => `${category}:${message}`).filter((key) => !seen.current.has(key)).join('|') : '';
  const { retry } = refresh;
  useEffect(() => {
    if (!refused) return;
    for (const key of refused.split('|')) seen.current.add(key);
    retry();
  }, [refused, retry]);
  return { giveaway, writes, refresh };
}

/** The grower's diaries that can enter a category (online; the worker's copy offline). */
export function useJoinableDiaries(giveawayId: number, categoryId: number) {
  return useApiData(`giveaway:${giveawayId}:join:${categoryId}`, (signal) => fetchJoinable(giveawayId, categoryId, signal));
}
