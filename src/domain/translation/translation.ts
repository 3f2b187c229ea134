// Machine translation (spec §7 Other: GET /api/translate ?id,type,lang and GET /api/translates/{type}/{id}/{lang}):
// queries and answers.
import { z } from 'zod';
import { TRANSLATABLE_TYPES, TRANSLATION_LANGUAGES } from './translation-limits';

const id = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** GET /api/translate ?id&type&lang. */
export const translateQuerySchema = z.object({ id, type: z.enum(TRANSLATABLE_TYPES), lang: z.enum(TRANSLATION_LANGUAGES) });
/** GET /api/translates/{type}/{id}/{lang}. */
export const translationParamsSchema = translateQuerySchema;
export type TranslateQuery = z.infer<typeof translateQuerySchema>;

/** An item's texts in another language: its fields by name (a question's title and text, a comment's text...). */
export const translationSchema = z.object({
  type: z.enum(TRANSLATABLE_TYPES),
  id: z.number(),
  lang: z.enum(TRANSLATION_LANGUAGES),
  fields: z.record(z.string(), z.string()),
  /** The language the provider found the source in, when it says. */
  source_lang: z.string().nullable(),
  provider: z.string(),
});
export type Translation = z.infer<typeof translationSchema>;

/** GET /api/translate/config: whether a translation provider is set (the Translate button shows only then). */
export const translateConfigSchema = z.object({ enabled: z.boolean() });
export type TranslateConfig = z.infer<typeof translateConfigSchema>;
