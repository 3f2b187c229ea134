// Awards and events (spec §7 Other: /api/awards, /api/ref/awards): answers and bodies.
import { z } from 'zod';
import { AWARD_SECTIONS, isAwardLink, NOMINEE_KINDS } from './award-limits';

const id = z.number().int().positive().max(2 ** 31 - 1);
const pathId = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** A nominee of a category: a diary, a grower, a strain or a brand, with its page and picture. */
export const nomineeSchema = z.object({
  id: z.number(),
  kind: z.enum(NOMINEE_KINDS),
  ref_id: z.number(),
  name: z.string(),
  /** The grower of a diary, the breeder of a strain. */
  subtitle: z.string().nullable(),
  link: z.string(),
  image: z.string().nullable(),
  /** Votes, shown once voting closed (null while it is open). */
  cnt_votes: z.number().nullable(),
});
export type Nominee = z.infer<typeof nomineeSchema>;

/** A category with its nominees, the viewer's vote and, after the close, the winner. */
export const awardCategorySchema = z.object({
  id: z.number(),
  award_id: z.number(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(NOMINEE_KINDS),
  is_open: z.boolean(),
  /** Votes cast in the category, shown once voting closed (null while it is open). */
  cnt_votes: z.number().nullable(),
  nominees: z.array(nomineeSchema),
  /** The nominee the viewer voted for (null: not yet, or a guest). */
  my_vote: z.number().nullable(),
  /** The nominee with the most votes (the earlier listed on a tie), once voting closed. */
  winner_id: z.number().nullable(),
});
export type AwardCategory = z.infer<typeof awardCategorySchema>;

/** An award as lists show it. */
export const awardSummarySchema = z.object({
  id: z.number(),
  link: z.string(),
  section: z.enum(AWARD_SECTIONS),
  title: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  phase: z.enum(['upcoming', 'open', 'closed']),
  cnt_categories: z.number(),
  cnt_votes: z.number(),
});
export type AwardSummary = z.infer<typeof awardSummarySchema>;

/** GET /api/awards/{id}: the award with its categories. */
export const awardSchema = awardSummarySchema.extend({ categories: z.array(awardCategorySchema) });
export type Award = z.infer<typeof awardSchema>;

/** GET /api/ref/awards/{section}: every award of a section, newest first. */
export const awardListSchema = z.object({ items: z.array(awardSummarySchema) });
export type AwardList = z.infer<typeof awardListSchema>;

/** {id} of GET /api/awards/{id}: an award's link (a year or an event's slug) or its number. */
export const awardRefSchema = z.object({ id: z.string().max(40).refine((ref) => /^[1-9]\d{0,9}$/.test(ref) || isAwardLink(ref), 'Not an award id or link') });
export const awardSectionParamSchema = z.object({ section: z.enum(AWARD_SECTIONS) });
/** {id}/{cat} of the votes calls. */
export const awardCategoryParamsSchema = z.object({ id: pathId, cat: pathId });

/** POST /api/awards/{id}/{cat}/votes. */
export const awardVoteInputSchema = z.object({ nominee_id: id }).strict();
export type AwardVoteInput = z.infer<typeof awardVoteInputSchema>;
