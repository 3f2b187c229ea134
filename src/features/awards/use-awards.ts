// The awards' hooks: an award or a section's list from the API, and the grower's votes as this device holds them
// (queued, answered, or refused with the server's reason).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { Award } from '@/domain/award/award';
import type { AwardSection } from '@/domain/award/award-limits';
import { useInitialAnswer } from '@/ui/initial-answers';
import { useApiData } from '@/ui/use-api-data';
import { fetchAward, fetchAwards, refusedAwardVotes, showCategories, storedAwardVotes, type ShownCategory } from './awards-store';

export const useAward = (link: string) => useApiData(`award:${link}`, (signal) => fetchAward(link, signal));
export const useAwardList = (section: AwardSection) => useApiData(`awards:${section}`, (signal) => fetchAwards(section, signal));

/** The award's categories merged with this device's votes and refusals; on a page rendered on the server, the server's
 * categories alone until the device's votes are read (the first client render draws what the server drew). */
export function useShownCategories(award: Award | undefined): ShownCategory[] | undefined {
  const renderedWith = useInitialAnswer<Award>(`award:${award?.link}`) !== undefined;
  const id = award?.id ?? 0;
  const categoryIds = award?.categories.map((c) => c.id) ?? [];
  const local = useLiveQuery(
    async () => ({ votes: await storedAwardVotes(id), refused: await refusedAwardVotes(id, categoryIds) }),
    [id, categoryIds.join(',')],
  );
  if (!award || (!local && !renderedWith)) return undefined;
  return showCategories(award.categories, local?.votes ?? new Map(), local?.refused ?? new Map());
}

/** Loads the award again when the server refuses a vote of this device: the page then shows the vote that counted. */
export function useReloadOnAwardRefusal(shown: ShownCategory[] | undefined, reload: () => void): void {
  const refused = shown?.filter((item) => item.refusal !== null).map((item) => item.category.id).join(',') ?? '';
  useEffect(() => {
    if (refused) reload();
  }, [refused, reload]);
}
