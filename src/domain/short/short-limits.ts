// Limits of shorts (short vertical videos, spec §2 /shorts, §7 /api/shorts and /api/videos), zod-free for the forms.

/** Shorts a page of the feed loads (GET /api/shorts). */
export const SHORTS_PAGE_SIZE = 10;
export const MAX_SHORTS_LIMIT = 50;
export const MAX_SHORT_TITLE = 120;
export const MAX_SHORT_TEXT = 2_000;
/** A short is short: the editor refuses a longer clip before queuing it. */
export const MAX_SHORT_SECONDS = 180;
/** The poster frame is taken this far into the clip (or at its middle when shorter). */
export const POSTER_AT_SECONDS = 1;

/** The address of a short in the feed, of its player page and of its editor ('new' for a new one). */
export const shortLink = (id: number) => `/shorts/${id}`;
export const videoLink = (id: number) => `/video/${id}`;
export const shortEditLink = (id: number | 'new') => `/shorts/edit/${id}`;

/** The device's name of a list of shorts (its shortLists row; its answer is `shorts:{name}`): the feed, or one grower's. */
export const shortListKey = (userId?: number) => (userId === undefined ? 'all' : `user:${userId}`);
