// Demo wiki articles: the English text of every strain category value and every equipment category (wiki-articles.ts),
// added where missing, so a database seeded before an article was written gets it at the next start.
import type { Kysely } from 'kysely';
import { EQUIPMENT_WIKI_CATEGORY, WIKI_FALLBACK_LANG } from '../../../src/domain/wiki';
import type { Database, WikiArticlesTable } from '../types';
import { EQUIPMENT_WIKI, STRAIN_WIKI, type WikiText } from './wiki-articles';

function rows(section: string, category: string, texts: Record<string, WikiText>): WikiArticlesTable[] {
  return Object.entries(texts).map(([value, { title, text }]) => ({ section, category, value, lang: WIKI_FALLBACK_LANG, title, text }));
}

/** Inserts the articles the database lacks; an article already there (perhaps edited) is left as it is. */
export async function insertWikiArticles(db: Kysely<Database>): Promise<void> {
  const articles = [
    ...Object.entries(STRAIN_WIKI).flatMap(([category, texts]) => rows('strains', category, texts)),
    ...rows('equipment', EQUIPMENT_WIKI_CATEGORY, EQUIPMENT_WIKI),
  ];
  await db.insertInto('wiki_articles').values(articles)
    .onConflict((conflict) => conflict.columns(['section', 'category', 'value', 'lang']).doNothing())
    .execute();
}
