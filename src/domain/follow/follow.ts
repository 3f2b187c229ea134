// Follow calls of spec §7: POST and DELETE /api/follows/{type}/{id}, the follow lists of a grower (spec §3 follow list)
// and GET /api/feed. Types: user, diary, product (strain is the same), brand.
import { z } from 'zod';
import { idParamSchema, pageSchema } from '../api/api';
import { diaryCardSchema } from '../diary/diary';
import { FOLLOW_PAGE_SIZE, FOLLOW_TYPES } from './follow-list';

export const followParamsSchema = z.object({
  type: z.enum([...FOLLOW_TYPES, 'strain']).transform((type) => (type === 'strain' ? 'product' : type)),
  id: idParamSchema.shape.id,
});

/** The state of one item for the signed-in grower (GET, and the answer of POST and DELETE). */
export const followStateSchema = z.object({ following: z.boolean(), list: z.enum(['common', 'bookmark']).nullable(), cnt_followers: z.number().int() });
export type FollowState = z.infer<typeof followStateSchema>;

/** GET /api/users/{id}/following/{common|bookmark}?start&limit&sort: limit 1..20 (20), sort 'update' (newest follow first). */
export const followingQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1000).default(0),
  limit: z.coerce.number().int().min(1).max(FOLLOW_PAGE_SIZE).default(FOLLOW_PAGE_SIZE),
  sort: z.literal('update').default('update'),
});

/** A followed item (spec §3: type, content_id, avatar_small) with its name and page. */
export const followItemSchema = z.object({
  type: z.enum(FOLLOW_TYPES),
  content_id: z.number().int(),
  name: z.string(),
  link: z.string(),
  avatar_small: z.string().nullable(),
});
export type FollowItem = z.infer<typeof followItemSchema>;

export const followListPageSchema = z.object({
  user_id: z.number().int(),
  items: z.array(followItemSchema),
  start: z.number().int(),
  limit: z.number().int(),
  loaded: z.number().int(),
  total: z.number().int(),
  sort: z.literal('update'),
});
export type FollowListPage = z.infer<typeof followListPageSchema>;

/** GET /api/feed: diaries of what the grower follows, latest update first. */
export const feedPageSchema = pageSchema(diaryCardSchema);
export type FeedPage = z.infer<typeof feedPageSchema>;
