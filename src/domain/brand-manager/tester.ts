// A brand's testers in the brand manager area (spec §7 /api/brands-manager/testers): growers who test the brand's
// products, each with who added them and when and their diaries logging the brand's products, and the log of changes.
import { z } from 'zod';
import { userSchema } from '../user/user';
import { brandQuerySchema } from './brand-manager';
import { MAX_TESTER_QUERY, MIN_TESTER_QUERY } from './tester-limits';

/** A diary of a tester that logs products of the brand: which of them. */
export const testerDiarySchema = z.object({ id: z.number(), name: z.string(), link: z.string(), products: z.array(z.string()) });
export type TesterDiary = z.infer<typeof testerDiarySchema>;

export const brandTesterSchema = z.object({
  item_user: userSchema,
  add_date: z.string(),
  added_by: userSchema.nullable(),
  items_diary: z.array(testerDiarySchema),
});
export type BrandTester = z.infer<typeof brandTesterSchema>;

/** One change of the brand's testers: who was added or removed, by whom and when. */
export const testerLogEntrySchema = z.object({
  item_user: userSchema,
  action: z.enum(['add', 'remove']),
  by: userSchema.nullable(),
  add_date: z.string(),
});
export type TesterLogEntry = z.infer<typeof testerLogEntrySchema>;

/** GET /api/brands-manager/testers: the testers, longest-standing first, and the latest changes, newest first. */
export const brandTestersSchema = z.object({ items: z.array(brandTesterSchema), items_log: z.array(testerLogEntrySchema) });
export type BrandTesters = z.infer<typeof brandTestersSchema>;

/** GET /api/brands-manager/testers/search: growers to add, by name. */
export const testerSearchQuerySchema = brandQuerySchema.extend({
  query: z.string().trim().min(MIN_TESTER_QUERY, `Type at least ${MIN_TESTER_QUERY} letters.`).max(MAX_TESTER_QUERY),
});

/** POST /api/brands-manager/testers/add_tester and /remove_tester. */
export const testerBodySchema = z.object({ user_id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
export type TesterBody = z.infer<typeof testerBodySchema>;
