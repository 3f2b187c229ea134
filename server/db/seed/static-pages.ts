// The static pages' texts (static-pages-*.ts): English for every page, other interface languages where translated;
// added where missing, so a database seeded before a page or a translation was written gets it at the next start.
import type { Kysely } from 'kysely';
import type { Locale } from '../../../src/domain/page/locale';
import type { StaticPageSection } from '../../../src/domain/static-page/static-page';
import { STATIC_PAGES, type StaticPageName } from '../../../src/domain/static-page/static-page-limits';
import type { Database } from '../types';
import { STATIC_PAGES_DE } from './static-pages-de';
import { STATIC_PAGES_EN } from './static-pages-en';
import { STATIC_PAGES_ES } from './static-pages-es';
import { STATIC_PAGES_RU } from './static-pages-ru';
import { STATIC_PAGES_TH } from './static-pages-th';

export interface StaticPageText { title: string; description: string; sections: StaticPageSection[] }
/** Every page, in English. */
export type StaticPageTexts = Record<StaticPageName, StaticPageText>;

/** The pages of each interface language (the key-showing locale has none); a page a language lacks answers in English. */
const PAGES_BY_LANG: Record<Exclude<Locale, 'en-tr'>, Partial<StaticPageTexts>> = {
  en: STATIC_PAGES_EN, de: STATIC_PAGES_DE, es: STATIC_PAGES_ES, ru: STATIC_PAGES_RU, th: STATIC_PAGES_TH,
};

/** Inserts the pages the database lacks; a page already there (perhaps edited) is left as it is. */
export async function insertStaticPages(db: Kysely<Database>, now: Date): Promise<void> {
  const rows = Object.entries(PAGES_BY_LANG).flatMap(([lang, pages]) => STATIC_PAGES.flatMap((page) => {
    const text = pages[page];
    return text ? [{ page, lang, title: text.title, description: text.description, sections: JSON.stringify(text.sections), update_date: now.toISOString() }] : [];
  }));
  await db.insertInto('static_pages').values(rows)
    .onConflict((conflict) => conflict.columns(['page', 'lang']).doNothing())
    .execute();
}
