// Static pages: one page in the asked language, or in English when that language has no text.
import { sql, type Kysely } from 'kysely';
import type { StaticPage, StaticPageSection } from '../../src/domain/static-page/static-page';
import { STATIC_PAGE_FALLBACK_LANG, type StaticPageName } from '../../src/domain/static-page/static-page-limits';
import type { Database } from '../db/types';

/** The page in `lang`, else in English; undefined when it has no text at all. */
export async function getStaticPage(db: Kysely<Database>, page: StaticPageName, lang: string): Promise<StaticPage | undefined> {
  const row = await db.selectFrom('static_pages')
    .select(['title', 'description', 'sections', 'lang', 'update_date'])
    .where('page', '=', page)
    .where('lang', 'in', [lang, STATIC_PAGE_FALLBACK_LANG])
    // The asked language first, English after it.
    .orderBy(sql`case when lang = ${lang} then 0 else 1 end`)
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return { page, ...row, sections: JSON.parse(row.sections) as StaticPageSection[] };
}
