// The report body, the admin queue's answers and the moderators' actions (spec §7 complains; issue: reports and moderation).
import { z } from 'zod';
import { userSchema } from '../user/user';
import { COMPLAIN_PAGE_SIZE, COMPLAIN_REASONS, COMPLAIN_TYPES, MAX_COMPLAIN_TEXT, MAX_MODERATION_REASON } from './complain-limits';

export const complainParamsSchema = z.object({
  type: z.enum(COMPLAIN_TYPES),
  id: z.coerce.number().int().positive(),
});

/** POST /api/complains/{type}/{id}: a reason from the list; 'other' needs a few words of text. */
export const complainBodySchema = z.object({
  reason: z.enum(COMPLAIN_REASONS),
  text: z.string().trim().max(MAX_COMPLAIN_TEXT, `Say it in ${MAX_COMPLAIN_TEXT} characters or fewer.`).default(''),
}).refine((body) => body.reason !== 'other' || body.text.length > 0, { message: 'Say in a few words what is wrong.', path: ['text'] });
export type ComplainBody = z.infer<typeof complainBodySchema>;

/** The answer to a report: it is recorded (a second report of the same item by the same grower replaces the first). */
export const complainAnswerSchema = z.object({ type: z.enum(COMPLAIN_TYPES), id: z.number(), reported: z.literal(true) });
export type ComplainAnswer = z.infer<typeof complainAnswerSchema>;

export const complainQueueQuerySchema = z.object({
  status: z.enum(['open', 'closed']).default('open'),
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(COMPLAIN_PAGE_SIZE).default(COMPLAIN_PAGE_SIZE),
});

/** One reported item in the admin queue: every report of it grouped. */
export const complainGroupSchema = z.object({
  type: z.enum(COMPLAIN_TYPES),
  id: z.number(),
  /** What the item is, for the moderator: a diary's name, a comment's text, a grower's name. */
  title: z.string(),
  /** Where it was said, when the title alone does not tell: a chat message's chat. */
  place: z.string().nullable(),
  /** Where it is shown; null when the item no longer exists. */
  link: z.string().nullable(),
  owner: userSchema.nullable(),
  cnt_reports: z.number(),
  reasons: z.record(z.string(), z.number()),
  /** The latest reports' own words, newest first. */
  texts: z.array(z.object({ text: z.string(), add_date: z.string(), reporter: userSchema })),
  last_date: z.string(),
  is_ban: z.boolean(),
});
export type ComplainGroup = z.infer<typeof complainGroupSchema>;

export const complainQueueSchema = z.object({ items: z.array(complainGroupSchema), total: z.number(), start: z.number(), limit: z.number() });
export type ComplainQueue = z.infer<typeof complainQueueSchema>;

/** What a moderator does with a reported item: hide it, show it again, dismiss the reports, or ban its owner. */
export const moderationActionSchema = z.object({
  action: z.enum(['hide', 'restore', 'dismiss', 'ban_user']),
  reason: z.string().trim().max(MAX_MODERATION_REASON).default(''),
});
export type ModerationAction = z.infer<typeof moderationActionSchema>;
