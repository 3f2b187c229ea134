// The diary entity of spec §3, as a list card and as a full diary with its weeks.
import { z } from 'zod';
import { pageSchema } from '../api/api';
import { photoSchema } from '../photo/photo';
import { userSchema } from '../user/user';
import { fazaSchema, weekSchema } from '../week/week';

/** A catalogue item referenced by a diary (a strain with its breeder, a nutrient, a lamp...). */
export const itemRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  link: z.string(),
  brand_id: z.number().nullable(),
  brand_name: z.string().nullable(),
});
export type ItemRef = z.infer<typeof itemRefSchema>;

export { MEDIUM_TYPES, ROOM_TYPES, WATERING_TYPES } from './grow-setup';

/** Diary moderation state (spec §4, POST /api/diaries/:id/approve {state}): 0 pending, 1 approved, 2 rejected. */
export const approvalStateSchema = z.literal([0, 1, 2], { error: 'Expected 0 (pending), 1 (approved) or 2 (rejected)' });
export type ApprovalState = z.infer<typeof approvalStateSchema>;

/** What a list of diaries shows of each: cover, name, strain, grower, week count, phase. */
export const diaryCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  link: z.string(),
  add_date: z.string(),
  update_date: z.string(),
  cover: photoSchema.nullable(),
  max_faza: fazaSchema,
  is_harvest: z.boolean(),
  cnt_weeks: z.number(),
  cnt_days: z.number(),
  cnt_views: z.number(),
  cnt_likes: z.number(),
  cnt_comments: z.number(),
  item_user: userSchema,
  items_seed: z.array(itemRefSchema),
});
export type DiaryCard = z.infer<typeof diaryCardSchema>;

/** A whole diary: the card plus its setup and its weeks in order. */
export const diarySchema = diaryCardSchema.extend({
  type_room: z.number().nullable(),
  type_watering: z.number().nullable(),
  type_soil: z.number().nullable(),
  items_nutrient: z.array(itemRefSchema),
  items_lamp_veg: z.array(itemRefSchema),
  items_lamp_flo: z.array(itemRefSchema),
  items_tent: z.array(itemRefSchema),
  /**
   * The server always sends these; optional in the type because diaries stored on a device before
   * they existed lack them.
   */
  items_medium: z.array(itemRefSchema).optional(),
  items_equip: z.array(itemRefSchema).optional(),
  /** Moderation state (spec §4): 0 pending, 1 approved, 2 rejected. */
  approved: approvalStateSchema.optional(),
  /** Set only when moderators hid the diary, for its owner (and moderators): why. */
  ban_reason: z.string().optional(),
  items_week: z.array(weekSchema),
});
export type Diary = z.infer<typeof diarySchema>;

/** GET /api/diaries/:id/similar-diaries: up to 6 cards of other diaries. */
export const similarDiariesSchema = z.object({ items: z.array(diaryCardSchema) });
export type SimilarDiaries = z.infer<typeof similarDiariesSchema>;

/** GET /api/diaries: a page of diary cards, newest update first. */
export const diaryPageSchema = pageSchema(diaryCardSchema);
export type DiaryPage = z.infer<typeof diaryPageSchema>;

/** GET /api/main: what the home page shows. */
export const mainPageSchema = z.object({
  items_diary: z.array(diaryCardSchema),
  total_diaries: z.number(),
  total_growers: z.number(),
});
export type MainPage = z.infer<typeof mainPageSchema>;
