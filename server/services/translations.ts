// Translations of what growers and editors write (diaries, weeks, comments, questions, articles): the texts of an
// item that anyone may read, translated once per target language by the provider and kept in `translations`, reused
// until the source text changes (its hash is stored with the translation).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Translation } from '../../src/domain/translation/translation';
import { MAX_TRANSLATED_CHARACTERS, type TranslatableType, type TranslationLanguage } from '../../src/domain/translation/translation-limits';
import type { Database } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { visibleDiaries } from './diaries';
import { ProviderError, type TranslationProvider } from './translation-provider';

type Db = Kysely<Database>;
type Fields = Record<string, string>;

/** The texts of a public item, by field name (empty ones left out); undefined when nobody may read it. */
async function sourceOf(db: Db, type: TranslatableType, id: number): Promise<Fields | undefined> {
  switch (type) {
    case 'diary': {
      const row = await visibleDiaries(db).select('diaries.name').where('diaries.id', '=', id).executeTakeFirst();
      return row && { name: row.name };
    }
    case 'week': {
      const row = await visibleDiaries(db).innerJoin('weeks as w', 'w.diary_id', 'diaries.id').select('w.text')
        .where('w.id', '=', id).where('w.is_remove', '=', 0).executeTakeFirst();
      return row && { text: row.text };
    }
    case 'comment': {
      const row = await db.selectFrom('comments').select('text').where('id', '=', id).where('is_remove', '=', 0).where('is_ban', '=', 0).executeTakeFirst();
      return row && { text: row.text };
    }
    case 'question': {
      const row = await db.selectFrom('problems').select(['title', 'text']).where('id', '=', id).where('is_remove', '=', 0).where('is_ban', '=', 0).executeTakeFirst();
      return row && { title: row.title, text: row.text };
    }
    case 'article': {
      const row = await db.selectFrom('articles').select(['title', 'description', 'text']).where('id', '=', id).where('is_remove', '=', 0).executeTakeFirst();
      return row && { title: row.title, description: row.description, text: row.text };
    }
  }
}

const hashOf = (fields: Fields) => createHash('sha256').update(JSON.stringify(fields)).digest('hex');
const nonEmpty = (fields: Fields) => Object.fromEntries(Object.entries(fields).filter(([, text]) => text.trim() !== ''));

async function readSource(db: Db, type: TranslatableType, id: number): Promise<Fields> {
  const source = await sourceOf(db, type, id);
  if (!source) throw notFound('Nothing to translate here');
  return nonEmpty(source);
}

/** The kept translation of an item's current text, if one was made. */
export async function cachedTranslation(db: Db, type: TranslatableType, id: number, lang: TranslationLanguage): Promise<Translation | undefined> {
  const source = await readSource(db, type, id);
  const row = await db.selectFrom('translations').selectAll().where('type', '=', type).where('ref_id', '=', id).where('lang', '=', lang).executeTakeFirst();
  if (!row || row.source_hash !== hashOf(source)) return undefined;
  return { type, id, lang, fields: JSON.parse(row.fields) as Fields, source_lang: row.source_lang, provider: row.provider };
}

/**
 * The item's texts in `lang`: the kept translation while the text is unchanged, else the provider's, kept for the
 * next reader. 404 when the item is not public, 413 when it is too long, 502 when the provider fails.
 */
export async function translateItem(db: Db, provider: TranslationProvider, type: TranslatableType, id: number, lang: TranslationLanguage, now = new Date()): Promise<Translation> {
  const kept = await cachedTranslation(db, type, id, lang);
  if (kept) return kept;
  const source = await readSource(db, type, id);
  const names = Object.keys(source);
  if (names.reduce((sum, name) => sum + source[name]!.length, 0) > MAX_TRANSLATED_CHARACTERS) {
    throw new HttpError(413, 'payload_too_large', `Texts longer than ${MAX_TRANSLATED_CHARACTERS} characters are not translated.`);
  }
  let answer;
  try {
    answer = names.length === 0 ? { texts: [], source: null } : await provider.translate(names.map((name) => source[name]!), lang);
  } catch (error) {
    if (error instanceof ProviderError) throw new HttpError(502, 'translation_failed', `Translation failed: ${error.message}`);
    throw error;
  }
  const fields = Object.fromEntries(names.map((name, i) => [name, answer.texts[i]!]));
  const row = { source_hash: hashOf(source), source_lang: answer.source, fields: JSON.stringify(fields), provider: provider.name, add_date: now.toISOString() };
  // Two readers asking at once both store the same translation; the later one wins.
  await db.insertInto('translations').values({ type, ref_id: id, lang, ...row })
    .onConflict((oc) => oc.columns(['type', 'ref_id', 'lang']).doUpdateSet(row)).execute();
  return { type, id, lang, fields, source_lang: answer.source, provider: provider.name };
}
