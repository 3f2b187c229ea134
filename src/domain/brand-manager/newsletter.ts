// A brand's newsletters in the brand manager area (spec §7 /api/brands-manager/newsletters): drafts written in
// Markdown, sent once to the brand's followers who take product news by mail, with their sends, opens and clicks
// (first ones per recipient) and the opens and clicks per day of each one's chart.
import { z } from 'zod';
import { MAX_PAGE_LIMIT } from '../api/api';
import { brandQuerySchema } from './brand-manager';
import { BRAND_NEWSLETTERS_PAGE, MAX_NEWSLETTER_BODY, MAX_NEWSLETTER_SUBJECT } from './newsletter-limits';

export const brandNewsletterSchema = z.object({
  id: z.number(),
  brand_id: z.number(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['draft', 'sent']),
  add_date: z.string(),
  update_date: z.string(),
  send_date: z.string().nullable(),
  cnt_sends: z.number(),
  cnt_opens: z.number(),
  cnt_clicks: z.number(),
});
export type BrandNewsletter = z.infer<typeof brandNewsletterSchema>;

/** GET /api/brands-manager/newsletters: the brand's newsletters, newest first, paged. */
export const brandNewslettersQuerySchema = brandQuerySchema.extend({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(BRAND_NEWSLETTERS_PAGE),
});
export const brandNewslettersPageSchema = z.object({
  items: z.array(brandNewsletterSchema), start: z.number(), limit: z.number(), total: z.number(),
});
export type BrandNewslettersPage = z.infer<typeof brandNewslettersPageSchema>;

/** POST /api/brands-manager/newsletters/edit/{id}: a draft's subject and Markdown body (id 0 with ?brand_id creates). */
export const newsletterBodySchema = z.object({
  subject: z.string().trim().min(1, 'A newsletter needs a subject.')
    .max(MAX_NEWSLETTER_SUBJECT, `A subject can be at most ${MAX_NEWSLETTER_SUBJECT} characters long.`),
  body: z.string().trim().min(1, 'Write the newsletter first.')
    .max(MAX_NEWSLETTER_BODY, `A newsletter can be at most ${MAX_NEWSLETTER_BODY} characters long.`),
});
export type NewsletterBody = z.infer<typeof newsletterBodySchema>;

export const newsletterIdParamSchema = z.object({ id: z.coerce.number().int().min(0).max(2 ** 31 - 1) });
export const newsletterCreateQuerySchema = z.object({ brand_id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional() });

/** GET /api/brands-manager/newsletters/{id}/chart: first opens and clicks per UTC day from the send day. */
export const newsletterChartSchema = z.object({
  id: z.number(),
  items: z.array(z.object({ day: z.string(), opens: z.number(), clicks: z.number() })),
});
export type NewsletterChart = z.infer<typeof newsletterChartSchema>;

/** The tracking token of one recipient in the open pixel and click addresses. */
export const trackingTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a tracking link.') });
/** The link of a click address: its place among the newsletter's links. */
export const trackingLinkQuerySchema = z.object({ l: z.coerce.number().int().min(0).max(1000) });
