// Shorts and their videos (spec §7 GET /api/shorts, GET and PATCH /api/videos/{id}): answers and bodies.
import { z } from 'zod';
import { pageSchema } from '../api/api';
import { videoMetadataSchema } from '../photo/media-input';
import { userSchema } from '../user/user';
import { MAX_SHORT_TEXT, MAX_SHORT_TITLE, MAX_SHORTS_LIMIT, SHORTS_PAGE_SIZE } from './short-limits';

const id = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** A poster frame in the four photo sizes. */
export const shortPosterSchema = z.object({ size_s: z.string(), size_m: z.string(), size_xl: z.string(), size_big: z.string() });

/**
 * A short: its words, its poster frame and its video. `video` is null until the upload of the clip finished; such a
 * draft is shown only to its author (and moderators), never in lists.
 */
export const shortSchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  poster: shortPosterSchema.nullable(),
  video: z.object({ url: z.string(), mime: z.string(), bytes: z.number() }).nullable(),
  item_user: userSchema,
  add_date: z.string(),
  update_date: z.string(),
  cnt_likes: z.number(),
  cnt_comments: z.number(),
  /** Times it was watched (counted from impression records). */
  cnt_views: z.number(),
  /** Set only when moderators hid the short, for its author (and moderators): why. Hidden shorts are in no list. */
  ban_reason: z.string().optional(),
});
export type Short = z.infer<typeof shortSchema>;

export const shortsPageSchema = pageSchema(shortSchema);
export type ShortsPage = z.infer<typeof shortsPageSchema>;

/** ?start&limit[&user_id] of GET /api/shorts: newest first, one grower's when user_id is given. */
export const shortsQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_SHORTS_LIMIT).default(SHORTS_PAGE_SIZE),
  user_id: id.optional(),
});

const title = z.string().trim().min(1, 'Give the short a title.').max(MAX_SHORT_TITLE, `A title can be at most ${MAX_SHORT_TITLE} characters long.`);
const text = z.string().trim().max(MAX_SHORT_TEXT, `A description can be at most ${MAX_SHORT_TEXT} characters long.`);

/** POST /api/shorts: a new short, waiting for its video. */
export const shortInputSchema = z.object({ title, text: text.default('') });
export type ShortInput = z.infer<typeof shortInputSchema>;

/** PATCH /api/videos/{id}: the words of a short. */
export const shortPatchSchema = z.object({ title: title.optional(), text: text.optional() })
  .refine((patch) => patch.title !== undefined || patch.text !== undefined, 'Nothing to change: send a title or a text.');
export type ShortPatch = z.infer<typeof shortPatchSchema>;

/** Form fields of POST /api/uploads/shorts/posters (sent before the file part). */
export const shortPosterFieldsSchema = z.object({ short_id: id });

/** Upload-Metadata of a short's tus video upload: short_id instead of diary_id and week_id. */
export const shortVideoMetadataSchema = videoMetadataSchema.omit({ diary_id: true, week_id: true }).extend({ short_id: id });
