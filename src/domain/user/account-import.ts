// Importing a data export (the zip of GET /api/users/{id}/export) into an account: the limits of an upload and the
// import jobs as POST and GET /api/users/{id}/imports answer them.
import { z } from 'zod';
import { IMPORT_STATUSES } from './account-import-limits';

export const accountImportSchema = z.object({
  id: z.number(),
  status: z.enum(IMPORT_STATUSES),
  diaries_total: z.number(),
  photos_total: z.number(),
  diaries_done: z.number(),
  photos_done: z.number(),
  /** Photos of the export that were not pictures (or damaged) and were left out. */
  photos_skipped: z.number(),
  /** Why a failed import stopped (the diaries made before stay). */
  error: z.string().nullable(),
  add_date: z.string(),
  update_date: z.string(),
  /** The diaries made so far, in the export's order. */
  diaries: z.array(z.object({ id: z.number(), name: z.string(), link: z.string() })),
});
export type AccountImport = z.infer<typeof accountImportSchema>;

export const accountImportListSchema = z.object({ items: z.array(accountImportSchema) });
export type AccountImportList = z.infer<typeof accountImportListSchema>;
