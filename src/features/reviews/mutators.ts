// The review write the outbox sends: PUT /api/products/{id}/review, replacing an unsent one; the answer becomes the device's copy.
import { db } from '@/db/database';
import { reviewTarget } from '@/domain/api/change-targets';
import type { Review, ReviewInput } from '@/domain/catalogue/review';
import { defineMutator } from '@/sync/outbox/mutator';

interface ReviewArgs { product_id: number; review: ReviewInput }

export const saveReview = defineMutator<'review.save', ReviewArgs, Review>({
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

