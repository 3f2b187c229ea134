// Limits of importing a data export, shared by the server's checks and the settings page's own (zod-free).

/** Largest zip accepted, in bytes. */
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;
/** Most diaries and photos one import makes. */
export const MAX_IMPORT_DIARIES = 100;
export const MAX_IMPORT_PHOTOS = 5_000;
/** Imports one grower may start in a day. */
export const IMPORTS_PER_DAY = 5;

/** queued: waiting for the server; running: diaries being made; done; failed (what was made stays). */
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
