import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ActivityTypeSchema } from '../models/activity.schemas.js';

/** Most results one search returns. */
export const SEARCH_MAX_LIMIT = 20;

/** Deepest a search pages: nobody reads past a few hundred results, and deep offsets cost the database. */
export const SEARCH_MAX_OFFSET = 1000;

export const SearchActivitiesQuerySchema = z.object({
  /** Words to find; the last one also matches as a prefix ("mon" finds "Monet"). Web-search syntax. */
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(8),
  /** Skips this many results, for the results page's "Show more". */
  offset: z.coerce.number().int().min(0).max(SEARCH_MAX_OFFSET).default(0),
  /** Only this kind of activity; the counts still cover every kind. */
  type: ActivityTypeSchema.optional(),
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

/** How many matches each kind of activity has, whatever the `type` filter. */
export const SearchKindCountsSchema = z.record(ActivityTypeSchema, z.number().int());
export type SearchKindCounts = z.infer<typeof SearchKindCountsSchema>;

export const SearchActivitiesResponseSchema = z.object({
  query: z.string(),
  items: z.array(SearchResultSchema),
  /** Matches of the requested kind (or of all kinds), so the client knows whether more pages exist. */
  total: z.number().int(),
  counts: SearchKindCountsSchema,
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
