// Shapes shared by every API call: the error body, paging and id parameters.
import { z } from 'zod';

/** The JSON body of every error answer: a machine code and a sentence for people. */
export const apiErrorSchema = z.object({ error: z.string(), message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 20;

/** Paging query of list endpoints: start offset and page size, capped. */
export const pagingQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** A numeric id in a path. */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

/** A page of a list: its items, where it starts, its size and the total. */
export function pageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), start: z.number(), limit: z.number(), total: z.number() });
}

