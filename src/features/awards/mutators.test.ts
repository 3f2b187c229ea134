// A vote in an award category: kept on the device at once and queued, shown as the grower's vote while it waits
// (offline too), sent once with its key; the server's answer becomes the device's copy; a vote the server refuses
// keeps its reason for the category to show and no longer counts as the grower's.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { AwardCategory } from '@/domain/award/award';
import { ALREADY_VOTED_AWARD_MESSAGE } from '@/domain/award/award-limits';
import { awardVoteTarget } from '@/domain/api/change-targets';
import { replayOutbox } from '@/sync/outbox/replay';
import { refusedAwardVotes, showCategories, storedAwardVotes, voteInAward } from './awards-store';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const category = (awardId: number, id: number, myVote: number | null = null): AwardCategory => ({
  id, award_id: awardId, title: 'Grower of the year', description: '', kind: 'grower', is_open: true, cnt_votes: null, my_vote: myVote, winner_id: null,
  nominees: [0, 1].map((i) => ({ id: id * 10 + i, kind: 'grower' as const, ref_id: 100 + i, name: `Grower ${i}`, subtitle: null, link: `/grower/${100 + i}`, image: null, cnt_votes: null })),
});

/** What the award screen shows of some categories, from the device's votes and refusals. */
async function shown(awardId: number, categories: AwardCategory[]) {
  return showCategories(categories, await storedAwardVotes(awardId), await refusedAwardVotes(awardId, categories.map((c) => c.id)));
}

signedInOnEmptyDatabase();

describe('voteInAward', () => {
  it('shows the vote as waiting at once, sends it once, and keeps the answer as the device\'s copy', async () => {
    await voteInAward(3, 31, 311, 'Grower 1', 'Grow Awards 2026: Grower of the year');
    const queued = await db.outbox.where('target').equals(awardVoteTarget(3, 31)).toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ mutator: 'award.vote', status: 'pending', label: 'Grow Awards 2026: Grower of the year', args: { id: 3, category_id: 31, nominee_id: 311 } });
    // Another category of the same award is untouched.
    expect(await shown(3, [category(3, 31), category(3, 32)])).toMatchObject([{ myVote: 311, waiting: true, refusal: null }, { myVote: null, waiting: false }]);

    const sent = stubApi(() => Response.json(category(3, 31, 311)));
    await replayOutbox();
    expect(sent).toEqual([{ method: 'POST', path: '/api/awards/3/31/votes', key: queued[0]!.key, body: { nominee_id: 311 } }]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.awardVotes.get([3, 31])).toMatchObject({ nominee_id: 311, category: { my_vote: 311 } });
    // An award fetched before the vote still shows it as the grower's, no longer waiting.
    expect((await shown(3, [category(3, 31)]))[0]).toMatchObject({ myVote: 311, waiting: false, category: { my_vote: 311 } });
  });

  it('keeps the server\'s reason when a second vote is refused, and no longer shows it as the grower\'s vote', async () => {
    stubApi(() => new Response(JSON.stringify({ error: 'conflict', message: ALREADY_VOTED_AWARD_MESSAGE }), { status: 409 }));
    await voteInAward(4, 41, 410, 'Grower 0', 'Grow Awards 2026: Grower of the year');
    await replayOutbox();
    expect(await db.outbox.where('target').equals(awardVoteTarget(4, 41)).first()).toMatchObject({ status: 'refused', error: ALREADY_VOTED_AWARD_MESSAGE });
    expect((await shown(4, [category(4, 41)]))[0]).toMatchObject({ myVote: null, waiting: false, refusal: ALREADY_VOTED_AWARD_MESSAGE });
    // The award loaded again shows the vote that counted.
    expect((await shown(4, [category(4, 41, 411)]))[0]).toMatchObject({ myVote: 411 });
  });
});
