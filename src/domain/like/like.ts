// Like calls of spec §7 (POST and DELETE /api/likes/{type}/{id}, spec §4 toggles) and the state reads of our design.
import { z } from 'zod';
import { idParamSchema } from '../api/api';
import { CONTENT_TYPES } from '../api/content-types';
import { MAX_LIKE_STATES } from './like-limits';

export const likeParamsSchema = z.object({ type: z.enum(CONTENT_TYPES), id: idParamSchema.shape.id });

/** One item's like state for the signed-in grower: the answer of POST and DELETE, and an item of the state read. */
export const likeStateSchema = z.object({ id: z.number().int(), liked: z.boolean(), cnt_likes: z.number().int() });
export type LikeState = z.infer<typeof likeStateSchema>;

/** GET /api/likes/{type}?ids=1,2,3: the states of up to MAX_LIKE_STATES items of one kind. */
export const likeStatesQuerySchema = z.object({
  ids: z.string().max(MAX_LIKE_STATES * 11)
    .transform((text) => [...new Set(text.split(',').filter(Boolean).map(Number))])
    .pipe(z.array(z.number().int().positive().max(2 ** 31 - 1)).min(1).max(MAX_LIKE_STATES)),
});
export const likeTypeParamsSchema = likeParamsSchema.pick({ type: true });

export const likeStatesSchema = z.object({ items: z.array(likeStateSchema) });
export type LikeStates = z.infer<typeof likeStatesSchema>;
