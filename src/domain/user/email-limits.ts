// Rules of the e-mail tokens (confirm an address, reset a password, unsubscribe) and of the mail they travel in, zod-free.

/** Random bytes of every e-mail token (256 bits), sent base64url-encoded; only its SHA-256 is stored. */
export const EMAIL_TOKEN_BYTES = 32;
/** Characters of a token as sent (43 for 32 bytes); the calls refuse anything else as a bad request. */
export const EMAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const HOUR_MS = 60 * 60_000;
/** How long each kind of token may be used after it was sent. */
export const EMAIL_TOKEN_TTL_MS = {
  confirm: 48 * HOUR_MS,
  reset: 1 * HOUR_MS,
  unsubscribe: 90 * 24 * HOUR_MS,
} as const;
export type EmailTokenKind = keyof typeof EMAIL_TOKEN_TTL_MS;

/** Mails that one e-mail address (forgot password) or one account (resend confirmation) may ask for per hour. */
export const MAILS_PER_HOUR = 3;
/** Forgot-password requests one network address may send per hour, whatever addresses it names. */
export const FORGOT_REQUESTS_PER_ADDRESS_HOUR = 10;

/** What a reset link is worth when its page opens (GET /api/session/forgot-token-state). */
export const TOKEN_STATES = ['valid', 'expired', 'used', 'unknown'] as const;
export type TokenState = (typeof TOKEN_STATES)[number];
