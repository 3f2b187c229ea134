// The journal's queued write: a reader's vote in a poll (POST /api/blogs/votes/{id}/vote); the answer, the poll with
// the new counts, becomes the device's copy of the vote.
import { db } from '@/db/database';
import type { Poll } from '@/domain/article/article';
import { journalVoteTarget } from '@/domain/api/change-targets';
import { defineMutator } from '@/sync/outbox/mutator';

/** The poll (`id`) and the option voted for; `title` is the option's, for /pending. */
export interface VoteArgs { id: number; option_id: number; title: string }

export const castVote = defineMutator<'journal.vote', VoteArgs, Poll>({
  name: 'journal.vote',
  request: ({ id, option_id }) => ({ method: 'POST', path: `/api/blogs/votes/${id}/vote`, body: { option_id } }),
  target: ({ id }) => journalVoteTarget(id),
  replaces: true,
  answer: {
    tables: () => [db.journalVotes],
    store: async (poll, { args }) => {
      await db.journalVotes.put({ poll_id: args.id, option_id: poll.my_vote ?? args.option_id, poll, voted_at: Date.now() });
    },
  },
  pending: { kind: 'journalVote', editLink: () => null, content: ({ title }) => [title] },
});

/** The journal's writes, for the mutator registry. */
export const journalMutators = [castVote];
