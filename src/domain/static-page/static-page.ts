// A static page as GET /api/{page} answers it: a title, a short description and sections of plain text (never HTML).
import { z } from 'zod';
import { STATIC_PAGES } from './static-page-limits';

/** `lang`: a language tag such as de or en-tr; a language without text answers in English. */
export const staticPageQuerySchema = z.object({
  lang: z.string().regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/, 'must be a language tag such as en or de').optional(),
});

export const staticPageSectionSchema = z.object({
  /** A heading (on /faq, the question); empty for a section that continues the introduction. */
  heading: z.string(),
  /** Plain text, paragraphs separated by a blank line. */
  text: z.string(),
});
export type StaticPageSection = z.infer<typeof staticPageSectionSchema>;

export const staticPageSchema = z.object({
  page: z.enum(STATIC_PAGES),
  /** The language of the text: the asked one, or English when the page has no text in it. */
  lang: z.string(),
  title: z.string(),
  /** One or two sentences: the page's summary under its title and in its metadata. */
  description: z.string(),
  sections: z.array(staticPageSectionSchema),
  /** When the text last changed (ISO, UTC). */
  update_date: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;
