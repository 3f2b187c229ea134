// Limits of likes, zod-free.

/** Items one state read answers (GET /api/likes/{type}?ids). */
export const MAX_LIKE_STATES = 100;
