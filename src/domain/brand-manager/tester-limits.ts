// Limits of a brand's testers, zod-free so that the testers tab reads them without pulling zod into the first load.
export const MIN_TESTER_QUERY = 2;
export const MAX_TESTER_QUERY = 80;
/** Diaries listed per tester (those logging the brand's products, newest first). */
export const TESTER_DIARIES_LIMIT = 20;
/** Entries of the testers' log (who added or removed whom, when) in the testers answer, newest first. */
export const TESTER_LOG_LIMIT = 20;
