// Wiki articles (spec §7 GET /api/wiki/{a}/{b}/{id}): short texts explaining the catalogue's vocabulary, a strain
// category value (section strains, category of strain-vocabulary.ts, its value) or an equipment category (section
// equipment, category `category`, the category's name), each in one or more languages.
import { z } from 'zod';
import { EQUIPMENT_CATEGORIES } from './equipment';
import { CATEGORY_VALUES, STRAIN_CATEGORIES } from '../strain/strain-vocabulary';

export const WIKI_SECTIONS = ['strains', 'equipment'] as const;
export type WikiSection = (typeof WIKI_SECTIONS)[number];
/** The one category of the equipment section: its values are the equipment categories. */
export const EQUIPMENT_WIKI_CATEGORY = 'category';
/** The language every article has, and the one answered when the asked language has no text. */
export const WIKI_FALLBACK_LANG = 'en';

/** A part of the address: a lowercase slug of letters, digits and hyphens. */
const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug').max(40);

export const wikiParamsSchema = z.object({ a: slugSchema, b: slugSchema, id: slugSchema });
export type WikiParams = z.infer<typeof wikiParamsSchema>;

/** `lang`: a language tag such as de or en-tr; a language without text answers in English. */
export const wikiQuerySchema = z.object({
  lang: z.string().regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/, 'must be a language tag such as en or de').optional(),
});

export const wikiArticleSchema = z.object({
  a: z.enum(WIKI_SECTIONS),
  b: z.string(),
  id: z.string(),
  title: z.string(),
  /** Plain text, paragraphs separated by a blank line; never HTML. */
  text: z.string(),
  /** The language of title and text. */
  lang: z.string(),
});
export type WikiArticle = z.infer<typeof wikiArticleSchema>;

/** Every article the catalogue's vocabulary needs: each strain category value and each equipment category. */
export function wikiKeys(): { a: WikiSection; b: string; id: string }[] {
  return [
    ...STRAIN_CATEGORIES.flatMap((category) => CATEGORY_VALUES[category].map((value) => ({ a: 'strains' as const, b: category, id: value }))),
    ...EQUIPMENT_CATEGORIES.map((category) => ({ a: 'equipment' as const, b: EQUIPMENT_WIKI_CATEGORY, id: category })),
  ];
}
