// The format of an idempotency key (the X-Rniq header, and the `key` of a video upload).

/** A client id and a sequence number: 8 to 128 characters of A-Z, a-z, 0-9, ".", "_", ":" or "-". */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;
export const IDEMPOTENCY_KEY_RULE = 'expected 8 to 128 characters of A-Z, a-z, 0-9, ".", "_", ":" or "-"';
