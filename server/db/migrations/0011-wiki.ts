// 0011: wiki articles (GET /api/wiki/{a}/{b}/{id}): a short plain text per section, category, value and language,
// explaining a strain category value or an equipment category. The primary key is the article's address.
import type { Kysely, Migration } from 'kysely';

export function wikiArticles(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('wiki_articles')
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('wiki_articles_pk', ['section', 'category', 'value', 'lang'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('wiki_articles').ifExists().execute();
    },
  };
}
