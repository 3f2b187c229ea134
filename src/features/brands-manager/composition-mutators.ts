// The write of a product's composition the outbox sends (POST /api/brands-manager/products/composition/edit/{id}):
// saved whole, a later save replacing an unsent one; its answer stored unless a newer save waits; how /pending shows it.
import { db } from '@/db/database';
import { productCompositionTarget } from '@/domain/api/change-targets';
import type { CompositionBody, ProductComposition } from '@/domain/catalogue/product-composition';
import { defineMutator } from '@/sync/outbox/mutator';

export interface CompositionArgs { product_id: number; name: string; body: CompositionBody }

export const saveProductComposition = defineMutator<'productComposition.save', CompositionArgs, ProductComposition>({
  name: 'productComposition.save',
  request: ({ product_id, body }) => ({ method: 'POST', path: `/api/brands-manager/products/composition/edit/${product_id}`, body }),
  target: ({ product_id }) => productCompositionTarget(product_id),
  replaces: true,
  answer: {
    tables: () => [db.productDetails],
    store: async (answer, { laterWrites }) => {
      if ((await laterWrites()).length > 0) return;
      await db.productDetails.update(answer.product_id, { composition: answer, synced_at: Date.now() });
    },
  },
  pending: {
    kind: 'editProductComposition',
    editLink: ({ product_id }) => ({ to: '/brands-manager/products/edit_composition/$id' as const, params: { id: product_id } }),
    content: ({ name, body }) => [name, body.ingredients.join(', ')],
  },
});

/** Every composition write, for the mutator registry. */
export const productCompositionMutators = [saveProductComposition];
