import { z } from 'zod';

/** Largest page any list endpoint returns. */
export const MAX_PAGE_LIMIT = 100;

/** `?page&limit` of list endpoints: 1-based page, 20 items by default. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A page of `item`s with the numbers a pager needs. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  });
}
