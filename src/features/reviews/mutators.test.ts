// A product review written on the device: queued in the outbox, edited in place while unsent, sent once with its
// key; a refused one keeps its text and a fixed version takes its place.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import { reviewTarget } from '@/domain/api/change-targets';
import { replayOutbox } from '@/sync/outbox/replay';
import { saveProductReview } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

/** The API as far as reviews go: answers each PUT with the review, or with `refuse` when given. */
function fakeServer(refuse?: Response) {
  return stubApi((request) => (refuse ? refuse.clone() : Response.json({ id: 1, ...request.body })));
}

signedInOnEmptyDatabase();

describe('saveProductReview', () => {
  it('keeps one queued PUT per product, the latest text in it, and sends it once', async () => {
    await saveProductReview(12, { n_general: 6, text: 'First go.', props: {} }, 'Big Bud by Advanced Nutrients');
    await saveProductReview(12, { n_general: 8, text: 'Better than I said.', props: {} }, 'Big Bud by Advanced Nutrients');
    const queued = await db.outbox.where('target').equals(reviewTarget(12)).toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ mutator: 'review.save', status: 'pending', label: 'Big Bud by Advanced Nutrients', args: { review: { n_general: 8, text: 'Better than I said.' } } });
    expect(await db.reviews.get(12)).toMatchObject({ review: { n_general: 8, text: 'Better than I said.' } });

    const sent = fakeServer();
    await replayOutbox();
    expect(sent).toEqual([{ method: 'PUT', path: '/api/products/12/review', key: queued[0]!.key, body: { n_general: 8, text: 'Better than I said.', props: {} } }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a refused review with its text, and queues the fixed one in its place', async () => {
    fakeServer(new Response(JSON.stringify({ error: 'not_found', message: 'Product not found' }), { status: 404 }));
    await saveProductReview(99, { n_general: 3, text: 'Kept even when refused.', props: {} }, 'Gone product');
    await replayOutbox();
    const [refused] = await db.outbox.toArray();
    expect(refused).toMatchObject({ status: 'refused', error: 'Product not found', args: { review: { text: 'Kept even when refused.' } } });

    await saveProductReview(99, { n_general: 4, text: 'Fixed.', props: {} }, 'Gone product');
    const after = await db.outbox.toArray();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: 'pending', key: refused!.key, args: { review: { text: 'Fixed.' } } });
  });
});
