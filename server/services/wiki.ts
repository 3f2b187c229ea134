// Wiki articles: one article in the asked language, or in English when that language has no text.
import { sql, type Kysely } from 'kysely';
import { WIKI_FALLBACK_LANG, WIKI_SECTIONS, type WikiArticle, type WikiParams } from '../../src/domain/catalogue/wiki';
import type { Database } from '../db/types';

/** The article at a/b/id in `lang`, else in English; undefined when there is none. */
export async function getWikiArticle(db: Kysely<Database>, { a, b, id }: WikiParams, lang: string): Promise<WikiArticle | undefined> {
  const section = WIKI_SECTIONS.find((known) => known === a);
  if (!section) return undefined;
  const row = await db.selectFrom('wiki_articles')
    .select(['title', 'text', 'lang'])
    .where('section', '=', section).where('category', '=', b).where('value', '=', id)
    .where('lang', 'in', [lang, WIKI_FALLBACK_LANG])
    // The asked language first, English after it.
    .orderBy(sql`case when lang = ${lang} then 0 else 1 end`)
    .limit(1)
    .executeTakeFirst();
  return row && { a: section, b, id, ...row };
}
