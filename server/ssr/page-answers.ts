// What a server-rendered page needs (docs/server-rendering.md): each area's reader in answers/, asked in turn; the
// first that knows the path answers. Pages no reader knows render on the client, as before.
import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, type Locale } from '../../src/domain/page/locale';
import type { Database } from '../db/types';
import { awardAnswers } from './answers/awards';
import { catalogueAnswers } from './answers/catalogue';
import { diaryAnswers } from './answers/diaries';
import { exploreAnswers, growJournalsAnswers, homeAnswers } from './answers/feeds';
import { giveawayAnswers } from './answers/giveaways';
import { growerAnswers } from './answers/growers';
import { journalAnswers } from './answers/journal';
import { questionAnswers } from './answers/questions';
import { shortAnswers } from './answers/shorts';
import { staticPageAnswers } from './answers/static-pages';
import { strainAnswers } from './answers/strains';
import type { AnswerReader } from './answers/types';

const READERS: AnswerReader[] = [diaryAnswers, strainAnswers, catalogueAnswers, homeAnswers, exploreAnswers, growJournalsAnswers, journalAnswers, staticPageAnswers, giveawayAnswers, awardAnswers, questionAnswers, growerAnswers, shortAnswers];

/** The answers of the page at `pathname`, as a guest sees them; null for pages not rendered on the server. */
export async function pageAnswers(db: Kysely<Database>, pathname: string, search = new URLSearchParams(), locale: Locale = DEFAULT_LOCALE): Promise<Map<string, unknown> | null> {
  for (const read of READERS) {
    const answers = await read(db, pathname, search, locale);
    if (answers) return answers;
  }
  return null;
}
