// Request bodies of the upload calls (spec §7 Uploads): multipart fields, rotation, video metadata.
import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_RULE } from '../api/idempotency-key';
import { WEEK_VIDEO_BYTES } from '../premium/premium-limits';

/** Largest photo file accepted by POST /api/uploads/weeks/media, /api/uploads/diaries/covers and /api/uploads/problems/media. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** Largest video accepted by the tus endpoint /api/uploads/videos without premium (premium: WEEK_VIDEO_BYTES.premium). */
export const MAX_VIDEO_BYTES = WEEK_VIDEO_BYTES.free;

const id = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** Form fields of POST /api/uploads/weeks/media (sent before the file part). */
export const weekMediaFieldsSchema = z.object({ diary_id: id, week_id: id });
export type WeekMediaFields = z.infer<typeof weekMediaFieldsSchema>;

/** Form fields of POST /api/uploads/diaries/covers (sent before the file part). */
export const coverFieldsSchema = z.object({ diary_id: id });
export type CoverFields = z.infer<typeof coverFieldsSchema>;

/** Form fields of POST /api/uploads/problems/media, a grow question's photo (sent before the file part). */
export const questionMediaFieldsSchema = z.object({ problem_id: id });
export type QuestionMediaFields = z.infer<typeof questionMediaFieldsSchema>;

/** POST /api/uploads/rotate/:id: clockwise degrees. */
export const rotateBodySchema = z.object({
  angle: z.literal([90, 180, 270], { error: 'Expected 90, 180 or 270' }),
});
export type RotateBody = z.infer<typeof rotateBodySchema>;

/** Upload-Metadata of a tus video upload; `key` is the client's idempotency key of the upload. */
export const videoMetadataSchema = z.object({
  diary_id: id,
  week_id: id,
  key: z.string().regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_RULE),
  filetype: z.string().max(100).optional(),
  filename: z.string().max(255).optional(),
});
export type VideoMetadata = z.infer<typeof videoMetadataSchema>;
