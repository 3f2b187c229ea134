// The awards' queued write: a grower's vote in one category (POST /api/awards/{id}/{cat}/votes); the answer, the
// category as the server holds it, becomes the device's copy of the vote.
import { db } from '@/db/database';
import type { AwardCategory } from '@/domain/award/award';
import { awardVoteTarget } from '@/domain/api/change-targets';
import { defineMutator } from '@/sync/outbox/mutator';

/** The award (`id`), its category and the nominee voted for; `title` is the nominee's name, for /pending. */
export interface AwardVoteArgs { id: number; category_id: number; nominee_id: number; title: string }

export const castAwardVote = defineMutator<'award.vote', AwardVoteArgs, AwardCategory>({
  name: 'award.vote',
  request: ({ id, category_id, nominee_id }) => ({ method: 'POST', path: `/api/awards/${id}/${category_id}/votes`, body: { nominee_id } }),
  target: ({ id, category_id }) => awardVoteTarget(id, category_id),
  replaces: true,
  answer: {
    tables: () => [db.awardVotes],
    store: async (category, { args }) => {
      await db.awardVotes.put({ award_id: args.id, category_id: args.category_id, nominee_id: category.my_vote ?? args.nominee_id, category, voted_at: Date.now() });
    },
  },
  pending: { kind: 'awardVote', editLink: () => null, content: ({ title }) => [title] },
});

/** The awards' writes, for the mutator registry. */
export const awardMutators = [castAwardVote];
