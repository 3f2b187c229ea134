// Demo wiki articles: the text of every strain category value and every equipment category in each interface language
// (wiki-articles*.ts), added where missing, so a database seeded before an article was written gets it at the next start.
import type { Kysely } from 'kysely';
import type { EquipmentCategory } from '../../../src/domain/catalogue/equipment';
import type { Locale } from '../../../src/domain/page/locale';
import { EQUIPMENT_WIKI_CATEGORY } from '../../../src/domain/catalogue/wiki';
import type { Database, WikiArticlesTable } from '../types';
import { EQUIPMENT_WIKI, STRAIN_WIKI, type StrainTexts, type Texts, type WikiText } from './wiki-articles';
import { EQUIPMENT_WIKI_DE, STRAIN_WIKI_DE } from './wiki-articles-de';
import { EQUIPMENT_WIKI_ES, STRAIN_WIKI_ES } from './wiki-articles-es';
import { EQUIPMENT_WIKI_RU, STRAIN_WIKI_RU } from './wiki-articles-ru';
import { EQUIPMENT_WIKI_TH, STRAIN_WIKI_TH } from './wiki-articles-th';

/** The articles of each interface language (the key-showing locale has none): a missing language is a compile error. */
const WIKI_BY_LANG: Record<Exclude<Locale, 'en-tr'>, { strains: StrainTexts; equipment: Texts<EquipmentCategory> }> = {
  en: { strains: STRAIN_WIKI, equipment: EQUIPMENT_WIKI },
  de: { strains: STRAIN_WIKI_DE, equipment: EQUIPMENT_WIKI_DE },
  es: { strains: STRAIN_WIKI_ES, equipment: EQUIPMENT_WIKI_ES },
  ru: { strains: STRAIN_WIKI_RU, equipment: EQUIPMENT_WIKI_RU },
  th: { strains: STRAIN_WIKI_TH, equipment: EQUIPMENT_WIKI_TH },
};

function rows(section: string, category: string, lang: string, texts: Record<string, WikiText>): WikiArticlesTable[] {
  return Object.entries(texts).map(([value, { title, text }]) => ({ section, category, value, lang, title, text }));
}

/** Inserts the articles the database lacks; an article already there (perhaps edited) is left as it is. */
export async function insertWikiArticles(db: Kysely<Database>): Promise<void> {
  const articles = Object.entries(WIKI_BY_LANG).flatMap(([lang, { strains, equipment }]) => [
    ...Object.entries(strains).flatMap(([category, texts]) => rows('strains', category, lang, texts)),
    ...rows('equipment', EQUIPMENT_WIKI_CATEGORY, lang, equipment),
  ]);
  await db.insertInto('wiki_articles').values(articles)
    .onConflict((conflict) => conflict.columns(['section', 'category', 'value', 'lang']).doNothing())
    .execute();
}
