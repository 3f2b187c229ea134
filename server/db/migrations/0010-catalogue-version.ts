// 0010: an index on product_reviews.update_date, so that the catalogue's version (server/services/list-cache.ts),
// read before every kept catalogue list answer, finds the newest review change in one index look-up.
import type { Kysely, Migration } from 'kysely';

export function catalogueVersionIndex(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('product_reviews_update_idx').on('product_reviews').column('update_date').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('product_reviews_update_idx').ifExists().execute();
    },
  };
}
