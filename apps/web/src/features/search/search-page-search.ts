import { ActivityTypeSchema } from '@streamit/contract';
import { z } from 'zod';

/**
 * The address of /search: q (the words) and type (one kind). A bad value in a shared link falls back to
 * "not set" instead of breaking the page.
 */
export const SearchPageSearchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  type: ActivityTypeSchema.optional().catch(undefined),
});
export type SearchPageSearch = z.infer<typeof SearchPageSearchSchema>;
