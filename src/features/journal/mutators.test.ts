// A vote in a journal poll: kept on the device at once and queued, shown as the reader's vote while it waits, sent
// once with its key; the server's answer becomes the device's copy; a second vote the server refuses keeps its
// reason for the poll to show.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { Poll } from '@/domain/article/article';
import { ALREADY_VOTED_MESSAGE } from '@/domain/article/article-limits';
import { journalVoteTarget } from '@/domain/api/change-targets';
import { replayOutbox } from '@/sync/outbox/replay';
import { refusedVotes, showPolls, storedVotes, vote } from './journal-store';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

/** What the poll screens show of some polls, from the device's votes and refusals. */
async function shown(polls: Poll[]) {
  const ids = polls.map((p) => p.id);
  return showPolls(polls, await storedVotes(ids), await refusedVotes(ids));
}

const poll = (id: number, myVote: number | null = null, counts = [2, 1]): Poll => ({
  id, title: 'Next topic?', description: '', add_date: '2026-11-01T00:00:00.000Z', end_date: null, is_open: true,
  cnt_votes: counts.reduce((a, b) => a + b, 0), options: counts.map((cnt_votes, i) => ({ id: id * 10 + i, title: `Option ${i}`, cnt_votes })), my_vote: myVote,
});

signedInOnEmptyDatabase();

describe('vote', () => {
  it('shows the vote as waiting at once, sends it once, and keeps the answer as the device\'s copy', async () => {
    await vote(5, 51, 'Option 1', 'Next topic?');
    const queued = await db.outbox.where('target').equals(journalVoteTarget(5)).toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ mutator: 'journal.vote', status: 'pending', label: 'Next topic?', args: { id: 5, option_id: 51 } });

    expect((await shown([poll(5)]))[0]).toMatchObject({ myVote: 51, waiting: true, refusal: null });

    const sent = stubApi(() => Response.json(poll(5, 51, [2, 2])));
    await replayOutbox();
    expect(sent).toEqual([{ method: 'POST', path: '/api/blogs/votes/5/vote', key: queued[0]!.key, body: { option_id: 51 } }]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.journalVotes.get(5)).toMatchObject({ option_id: 51, poll: { cnt_votes: 4, my_vote: 51 } });

    // A list fetched before the vote shows the answer's counts, not its own stale ones.
    expect((await shown([poll(5)]))[0]).toMatchObject({ myVote: 51, waiting: false, poll: { cnt_votes: 4 } });
  });

  it('keeps the server\'s reason when a second vote is refused, and no longer shows it as the reader\'s vote', async () => {
    stubApi(() => new Response(JSON.stringify({ error: 'conflict', message: ALREADY_VOTED_MESSAGE }), { status: 409 }));
    await vote(7, 70, 'Option 0', 'Next topic?');
    await replayOutbox();
    expect(await db.outbox.where('target').equals(journalVoteTarget(7)).first()).toMatchObject({ status: 'refused', error: ALREADY_VOTED_MESSAGE });
    expect((await shown([poll(7)]))[0]).toMatchObject({ myVote: null, waiting: false, refusal: ALREADY_VOTED_MESSAGE });
  });
});
