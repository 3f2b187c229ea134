// Machine translation (spec §7 Other), answers in src/domain/translation/translation.ts. Public reads; the provider is
// set by TRANSLATE_URL (a LibreTranslate-compatible server) and, with none, translating answers 503 and the config
// says so (the app then shows no Translate button). Translations are kept per item and language and reused until the
// text changes:
//   GET /api/translate/config                   200 {enabled}
//   GET /api/translate?id&type&lang             200 Translation {type, id, lang, fields, source_lang, provider}: the
//                                               kept one, else the provider's (kept for the next reader); type
//                                               diary|week|comment|question|article, lang en|de|es|ru|th;
//                                               30 a minute per address (429)
//   GET /api/translates/{type}/{id}/{lang}      200 the kept Translation; 404 when none was made of the current text
// 400 bad parameters, 404 an item that is missing or not public, 413 a text over 20000 characters, 502 the provider
// failed, 503 no provider set, all {error, message}.
import type { FastifyPluginAsync } from 'fastify';
import { translateQuerySchema, translationParamsSchema, type TranslateConfig, type Translation } from '../../src/domain/translation/translation';
import { createLimiter } from '../auth/attempt-limiter';
import { HttpError, notFound } from '../http/errors';
import { enforceLimit } from '../http/rate-limit';
import { cachedTranslation, translateItem } from '../services/translations';
import type { TranslationProvider } from '../services/translation-provider';
import type { RouteDeps } from './deps';

export interface TranslationDeps extends RouteDeps {
  translator: TranslationProvider | null;
  limitScale: number;
}

/** Provider calls one network address may cause in a minute. */
export const TRANSLATIONS_PER_MINUTE = 30;

export const translationRoutes: FastifyPluginAsync<TranslationDeps> = async (app, { db, translator, limitScale }) => {
  const limiter = createLimiter(db, { name: 'translations', max: TRANSLATIONS_PER_MINUTE * limitScale, windowMs: 60_000 });

  app.get('/api/translate/config', async (): Promise<TranslateConfig> => ({ enabled: translator !== null }));

  app.get('/api/translate', async (request): Promise<Translation> => {
    const { id, type, lang } = translateQuerySchema.parse(request.query);
    if (!translator) throw new HttpError(503, 'translation_unavailable', 'Translation is not available on this site.');
    await enforceLimit(limiter, `address:${request.ip}`, (wait) => `Too many translations. Try again in ${wait} seconds.`);
    return translateItem(db, translator, type, id, lang);
  });

  app.get('/api/translates/:type/:id/:lang', async (request): Promise<Translation> => {
    const { id, type, lang } = translationParamsSchema.parse(request.params);
    const kept = await cachedTranslation(db, type, id, lang);
    if (!kept) throw notFound('No translation of this text yet');
    return kept;
  });
};
