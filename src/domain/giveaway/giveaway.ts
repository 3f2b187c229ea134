// Giveaways (spec §2 Giveaways, §3 join and vote bodies, §7 /api/giveaways): answers and bodies.
import { z } from 'zod';
import { pageSchema } from '../api/api';
import { diaryCardSchema } from '../diary/diary';
import { userSchema } from '../user/user';
import { GIVEAWAY_LISTS, GIVEAWAY_PAGE_SIZE, isGiveawayLink, MAX_GIVEAWAYS_LIMIT } from './giveaway-limits';

const id = z.number().int().positive().max(2 ** 31 - 1);

/** The brand giving the prizes. */
export const giveawaySponsorSchema = z.object({ id: z.number(), name: z.string(), link: z.string(), avatar: z.string().nullable() });
export type GiveawaySponsor = z.infer<typeof giveawaySponsorSchema>;

/** A diary taking part in one category, with its votes. */
export const giveawayEntrySchema = z.object({
  id: z.number(),
  category_id: z.number(),
  add_date: z.string(),
  cnt_votes: z.number(),
  item_diary: diaryCardSchema,
});
export type GiveawayEntry = z.infer<typeof giveawayEntrySchema>;

/** A category: its prize, its entries (most votes first), the viewer's entry and vote, and the winner once closed. */
export const giveawayCategorySchema = z.object({
  id: z.number(),
  title: z.string(),
  prize: z.string(),
  cnt_entries: z.number(),
  cnt_votes: z.number(),
  entries: z.array(giveawayEntrySchema),
  /** The entry the viewer voted for, and the viewer's own entry (null: none, or a guest). */
  my_vote: z.number().nullable(),
  my_entry: z.number().nullable(),
  /** The winning entry, set when the giveaway closed (null before, or when nobody took part). */
  winner: giveawayEntrySchema.nullable(),
});
export type GiveawayCategory = z.infer<typeof giveawayCategorySchema>;

/** A winner as the lists show it. */
export const giveawayWinnerSchema = z.object({
  category_id: z.number(),
  category: z.string(),
  prize: z.string(),
  entry_id: z.number(),
  cnt_votes: z.number(),
  diary: z.object({ id: z.number(), name: z.string(), link: z.string() }),
  item_user: userSchema,
});
export type GiveawayWinner = z.infer<typeof giveawayWinnerSchema>;

/** A giveaway as lists show it. */
export const giveawayCardSchema = z.object({
  id: z.number(),
  link: z.string(),
  title: z.string(),
  description: z.string(),
  item_brand: giveawaySponsorSchema,
  start_date: z.string(),
  end_date: z.string(),
  state: z.enum(['upcoming', 'open', 'closed']),
  cnt_entries: z.number(),
  cnt_votes: z.number(),
  cnt_likes: z.number(),
  cnt_comments: z.number(),
  /** The categories' prizes, in order. */
  prizes: z.array(z.string()),
  /** Once closed: one per category that had entries. */
  winners: z.array(giveawayWinnerSchema),
});
export type GiveawayCard = z.infer<typeof giveawayCardSchema>;

/** GET /api/giveaways/{id}: the card with its rules and categories. */
export const giveawaySchema = giveawayCardSchema.extend({ rules: z.string(), categories: z.array(giveawayCategorySchema) });
export type Giveaway = z.infer<typeof giveawaySchema>;

export const giveawaysPageSchema = pageSchema(giveawayCardSchema);
export type GiveawaysPage = z.infer<typeof giveawaysPageSchema>;

/** ?start&limit&tags of GET /api/giveaways; no tags: every giveaway. */
export const giveawaysQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_GIVEAWAYS_LIMIT).default(GIVEAWAY_PAGE_SIZE),
  tags: z.enum(GIVEAWAY_LISTS).optional(),
});

/** {id} of the giveaway paths: a number or a giveaway's link. */
export const giveawayRefSchema = z.object({
  id: z.string().max(120).refine((ref) => /^[1-9]\d{0,9}$/.test(ref) || isGiveawayLink(ref), 'Not a giveaway id or link'),
});

/** POST .../join {category_id, content_id}: a category and one of the grower's diaries. */
export const giveawayJoinSchema = z.object({ category_id: id, content_id: id }).strict();
/** POST .../withdraw {category_id, content_id}: the entry of that diary in that category leaves. */
export const giveawayWithdrawSchema = giveawayJoinSchema;
/** POST .../vote {category_id, contest_id}: a vote for an entry (contest_id) of a category. */
export const giveawayVoteSchema = z.object({ category_id: id, contest_id: id }).strict();
export type GiveawayJoinInput = z.infer<typeof giveawayJoinSchema>;
export type GiveawayVoteInput = z.infer<typeof giveawayVoteSchema>;

/** GET .../join/{a}[/{b}]: a category id and optionally a diary id. */
export const giveawayJoinParamsSchema = z.object({
  id: giveawayRefSchema.shape.id,
  a: z.coerce.number().int().positive().max(2 ** 31 - 1),
  b: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(),
});

/** Whether one of the grower's diaries can enter a category, and why not. */
export const joinableDiarySchema = z.object({
  id: z.number(),
  name: z.string(),
  link: z.string(),
  can_join: z.boolean(),
  /** Why not (a sentence), or null. */
  reason: z.string().nullable(),
});
export type JoinableDiary = z.infer<typeof joinableDiarySchema>;
/** GET .../join/{category}: the grower's diaries for the picker. */
export const joinableDiariesSchema = z.object({ category_id: z.number(), items: z.array(joinableDiarySchema) });
export type JoinableDiaries = z.infer<typeof joinableDiariesSchema>;
