// The giveaways' queued writes: entering one's diary in a category, withdrawing it, and a vote for an entry
// (POST /api/giveaways/{id}/join|withdraw|vote). Each answer, the giveaway as the server now sees it for this grower,
// becomes the device's copy unless later writes of the same giveaway still wait (their local change is newer).
import { db } from '@/db/database';
import { giveawayTarget } from '@/domain/api/change-targets';
import type { Giveaway } from '@/domain/giveaway/giveaway';
import { defineMutator, type PendingKind, type ReplayContext } from '@/sync/outbox/mutator';

/** The giveaway (`id`), the category, and the diary entered or withdrawn; `title` is the diary's name, for /pending. */
export interface EntryArgs { id: number; category_id: number; content_id: number; title: string }
/** The giveaway (`id`), the category and the entry voted for; `title` is the entry's diary name, for /pending. */
export interface VoteArgs { id: number; category_id: number; contest_id: number; title: string }

const tables = () => [db.giveaways];

/** Stores the answer over the device's copy, unless another write of this giveaway waits after it. */
async function storeGiveaway(answer: Giveaway, { args, row }: ReplayContext<{ id: number }>): Promise<void> {
  const later = await db.outbox.where('target').startsWith(giveawayTarget(args.id)).filter((m) => m.seq! > row.seq! && m.status !== 'refused').count();
  if (later === 0) await db.giveaways.put({ ...answer, synced_at: Date.now() });
}

/** Entering (join) or withdrawing (withdraw) a diary: the same call shape and target, one after the other in order. */
function entryMutator<const Name extends string>(name: Name, action: 'join' | 'withdraw', kind: PendingKind) {
  return defineMutator<Name, EntryArgs, Giveaway>({
    name,
    request: ({ id, category_id, content_id }) => ({ method: 'POST', path: `/api/giveaways/${id}/${action}`, body: { category_id, content_id } }),
    target: ({ id, category_id }) => giveawayTarget(id, category_id, 'entry'),
    replaces: false,
    answer: { tables, store: storeGiveaway },
    pending: { kind, editLink: () => null, content: ({ title }) => [title] },
  });
}

export const joinGiveaway = entryMutator('giveaway.join', 'join', 'giveawayJoin');
export const withdrawGiveaway = entryMutator('giveaway.withdraw', 'withdraw', 'giveawayWithdraw');

export const voteInGiveaway = defineMutator<'giveaway.vote', VoteArgs, Giveaway>({
  name: 'giveaway.vote',
  request: ({ id, category_id, contest_id }) => ({ method: 'POST', path: `/api/giveaways/${id}/vote`, body: { category_id, contest_id } }),
  target: ({ id, category_id }) => giveawayTarget(id, category_id, 'vote'),
  replaces: false,
  answer: { tables, store: storeGiveaway },
  pending: { kind: 'giveawayVote', editLink: () => null, content: ({ title }) => [title] },
});

/** The giveaways' writes, for the mutator registry. */
export const giveawayMutators = [joinGiveaway, withdrawGiveaway, voteInGiveaway];
