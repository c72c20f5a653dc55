import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ActivityTypeSchema } from '../models/activity.schemas.js';

/** Most results one search returns. */
export const SEARCH_MAX_LIMIT = 20;

export const SearchActivitiesQuerySchema = z.object({
  /** Words to find; the last one also matches as a prefix ("mon" finds "Monet"). Web-search syntax. */
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(8),
});
export type SearchActivitiesQuery = z.infer<typeof SearchActivitiesQuerySchema>;

/**
 * A matched stretch of a text: `start` and `length` count UTF-16 code units, i.e. JavaScript string
 * indices, so `text.slice(start, start + length)` is the match. Texts are plain (never HTML).
 */
export const TextRangeSchema = z.object({ start: z.number().int().min(0), length: z.number().int().min(1) });
export type TextRange = z.infer<typeof TextRangeSchema>;

/** One activity found by a search, best match first. */
export const SearchResultSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  type: ActivityTypeSchema,
  title: z.string(),
  titleHighlights: z.array(TextRangeSchema),
  categoryName: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** A short excerpt of the description around the matches (may be empty). */
  snippet: z.string(),
  snippetHighlights: z.array(TextRangeSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchActivitiesResponseSchema = z.object({
  query: z.string(),
  items: z.array(SearchResultSchema),
});
export type SearchActivitiesResponse = z.infer<typeof SearchActivitiesResponseSchema>;

/** GET /search/activities: full-text search over published public activities (titles and descriptions). */
export const searchActivitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/search/activities',
  summary: 'Search published activities by title and description',
  tags: ['search'],
  auth: 'public',
  query: SearchActivitiesQuerySchema,
  response: SearchActivitiesResponseSchema,
});
