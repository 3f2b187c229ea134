// What the upload plugins are given besides the route deps: where uploads live and the per-user upload limit.
import { type AttemptLimiter, createLimiter } from '../auth/attempt-limiter';
import { enforceLimit } from '../http/rate-limit';
import type { RouteDeps } from './deps';

export const UPLOADS_PER_HOUR = 300;

export interface UploadDeps extends RouteDeps {
  /** MEDIA_DIR (DATA_DIR/uploads by default), served at /uploads/. */
  uploadsDir: string;
  /** Photo uploads, rotations and video creations per user, shared by the upload plugins. */
  uploadLimiter: AttemptLimiter;
  /** Multiplies the per-user limits (1 in production). */
  limitScale?: number;
}

export function createUploadLimiter(db: RouteDeps['db'], scale = 1): AttemptLimiter {
  return createLimiter(db, { name: 'uploads', max: UPLOADS_PER_HOUR * scale, windowMs: 60 * 60_000 });
}

/** Counts one upload of the user; 429 with Retry-After over 300 an hour. */
export async function countUpload(limiter: AttemptLimiter, userId: number): Promise<void> {
  await enforceLimit(limiter, `user:${userId}`, (wait) => `Too many uploads in an hour. Try again in ${wait} seconds.`);
}
