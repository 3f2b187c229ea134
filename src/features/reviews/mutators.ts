// The grower's review of a catalogue product: kept as the device's review row and queued as PUT /api/products/{id}/review
// (works offline); a second edit before it leaves replaces the queued one.
import { db } from '@/db/database';
import { reviewTarget } from '@/domain/change-targets';
import type { Review, ReviewInput } from '@/domain/review';
import { defineMutator } from '@/sync/outbox/mutator';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';

interface ReviewArgs { product_id: number; review: ReviewInput }

const saveReview = defineMutator<'review.save', ReviewArgs, Review>({
  name: 'review.save',
  request: ({ product_id, review }) => ({ method: 'PUT', path: `/api/products/${product_id}/review`, body: review }),
  target: ({ product_id }) => reviewTarget(product_id),
  replaces: true,
  answer: {
    tables: () => [db.reviews],
    // The server's copy becomes the device's, unless a newer edit still waits.
    store: async (answer, { args, laterWrites }) => {
      if ((await laterWrites()).length) return;
      await db.reviews.put({ product_id: args.product_id, review: { n_general: answer.n_general, text: answer.text, props: answer.props }, saved_at: Date.now() });
    },
  },
  pending: { kind: 'review', editLink: () => null, content: ({ review }) => [review.text] },
});

/** The review write, for the mutator registry. */
export const reviewMutators = [saveReview];

/** Saves the grower's review of the product on the device and queues it; `label` names the product in the pending-changes view. */
export async function saveProductReview(productId: number, review: ReviewInput, label: string): Promise<void> {
  await writeLocally([db.reviews], async () => {
    await db.reviews.put({ product_id: productId, review, saved_at: Date.now() });
    await queueWrite(saveReview, { product_id: productId, review }, { label });
  });
}
