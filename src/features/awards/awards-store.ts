// Awards read from the API (the service worker keeps the answers, so a visited award opens offline) and the grower's
// votes, kept on the device at once and queued, laid over the server's categories.
import { db, type AwardVoteRecord } from '@/db/database';
import type { Award, AwardCategory, AwardList } from '@/domain/award/award';
import type { AwardSection } from '@/domain/award/award-limits';
import { awardVoteTarget } from '@/domain/api/change-targets';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { apiRequest } from '@/sync/transport/http';
import { castAwardVote } from './mutators';

export function fetchAwards(section: AwardSection, signal?: AbortSignal): Promise<AwardList> {
  return apiRequest<AwardList>(`/api/ref/awards/${section}`, { signal });
}

/** GET /api/awards/{link}: a year or an event's slug. */
export function fetchAward(link: string, signal?: AbortSignal): Promise<Award> {
  return apiRequest<Award>(`/api/awards/${encodeURIComponent(link)}`, { signal });
}

/** The device's votes in an award, by category id. */
export async function storedAwardVotes(awardId: number): Promise<Map<number, AwardVoteRecord>> {
  const rows = await db.awardVotes.where('award_id').equals(awardId).toArray();
  return new Map(rows.map((row) => [row.category_id, row]));
}

/** Why the server refused a vote of this device (its message), by category id. */
export async function refusedAwardVotes(awardId: number, categoryIds: number[]): Promise<Map<number, string>> {
  const targets = categoryIds.map((id) => awardVoteTarget(awardId, id));
  const rows = await db.outbox.where('target').anyOf(targets).filter((m) => m.status === 'refused').toArray();
  return new Map(rows.map((m) => [Number(m.target.split('/')[1]), m.error ?? '']));
}

/** Votes for a nominee: kept on the device at once and queued (sent now online, later offline). */
export async function voteInAward(awardId: number, categoryId: number, nomineeId: number, nomineeName: string, label: string): Promise<void> {
  await writeLocally([db.awardVotes], async () => {
    await db.awardVotes.put({ award_id: awardId, category_id: categoryId, nominee_id: nomineeId, category: null, voted_at: Date.now() });
    await queueWrite(castAwardVote, { id: awardId, category_id: categoryId, nominee_id: nomineeId, title: nomineeName }, { label });
  });
}

/** A category as this grower sees it: the server's copy with the device's vote over it (waiting or answered). */
export interface ShownCategory { category: AwardCategory; myVote: number | null; waiting: boolean; refusal: string | null }

/** The categories as the server gave them, with this device's votes (queued or answered) and refusals laid over them. */
export function showCategories(categories: AwardCategory[], votes: Map<number, AwardVoteRecord>, refused: Map<number, string>): ShownCategory[] {
  return categories.map((category) => {
    const row = votes.get(category.id);
    const refusal = refused.get(category.id) ?? null;
    // The answer to this device's vote is newer than an award fetched before it, while the award still shows no vote.
    const answered = row?.category && category.my_vote === null ? { ...category, my_vote: row.category.my_vote } : category;
    const queued = row !== undefined && row.category === null && refusal === null && answered.my_vote === null;
    return { category: answered, myVote: answered.my_vote ?? (queued ? row.nominee_id : null), waiting: queued, refusal };
  });
}
