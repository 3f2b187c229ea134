// The photo entity of spec §3: one picture in four sizes.
import { z } from 'zod';

export const photoSchema = z.object({
  id: z.number(),
  comment: z.string(),
  size_s: z.string(),
  size_m: z.string(),
  size_xl: z.string(),
  size_big: z.string(),
  width: z.number(),
  height: z.number(),
  is_remove: z.boolean().optional(),
  /** Set only when moderators hid the photo, for its owner (and moderators): why. */
  ban_reason: z.string().optional(),
});
export type Photo = z.infer<typeof photoSchema>;

export { PHOTO_SIZES, type PhotoSizeName } from './photo-sizes';
