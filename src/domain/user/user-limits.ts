// Limits of sign-up and sign-in, zod-free so the account forms can read them without loading the schemas of user.ts.

/** Characters of a grower's name. */
export const USER_NAME_MIN_LENGTH = 3;
export const USER_NAME_MAX_LENGTH = 30;
/** Characters of an e-mail address, and so of a login (an e-mail address or a name). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** An account without a password deletes itself only within these minutes of signing in (through its linked service). */
export const FRESH_SIGN_IN_MINUTES = 10;
