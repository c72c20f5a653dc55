import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** A content category as members see it. */
export const ContentCategorySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
});
export type ContentCategory = z.infer<typeof ContentCategorySchema>;

export const ListCategoriesResponseSchema = z.object({ categories: z.array(ContentCategorySchema) });
export type ListCategoriesResponse = z.infer<typeof ListCategoriesResponseSchema>;

/** GET /activities/categories: every content category, in display order. */
export const listCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/categories',
  summary: 'List content categories in display order',
  tags: ['activities'],
  auth: 'public',
  response: ListCategoriesResponseSchema,
});
