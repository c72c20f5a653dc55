import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { RELATED_LIMITS } from '../constants.js';
import {
  ActivityListItemSchema,
  ActivityListQuerySchema,
  ActivityPageQuerySchema,
  ActivityPageSchema,
} from '../models/activity-content.schemas.js';

/**
 * GET /activities: published, public activities whose date has come. Filters: type, category (slug or
 * id), tag (slug), creator (id), q (full-text). Sorts: newest, trending, popular, recommended (a signed-in
 * member's bearer token personalises it; guests get trending). Cursor pagination, limit ≤ 50.
 */
export const listActivitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities',
  summary: 'Browse published activities with filters, sorting and cursor pagination',
  tags: ['activities'],
  auth: 'public',
  query: ActivityListQuerySchema,
  response: ActivityPageSchema,
});

/** GET /activities/coming-soon: published public activities scheduled for later, soonest first. */
export const listComingSoonEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/coming-soon',
  summary: 'List scheduled activities with their publish dates',
  tags: ['activities'],
  auth: 'public',
  query: ActivityPageQuerySchema,
  response: ActivityPageSchema,
});

/** GET /activities/creator/:id: a creator's published public activities, newest first. */
export const listCreatorPublicActivitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/creator/:id',
  summary: "List a creator's published activities",
  tags: ['activities'],
  auth: 'public',
  params: z.object({ id: z.uuid() }),
  query: ActivityPageQuerySchema,
  response: ActivityPageSchema,
});

/** GET /activities/:id/related query: how many items. */
export const RelatedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RELATED_LIMITS.max).default(RELATED_LIMITS.default),
});

/** GET /activities/:id/related: what to watch next. */
export const RelatedActivitiesSchema = z.object({ items: z.array(ActivityListItemSchema) });
export type RelatedActivities = z.infer<typeof RelatedActivitiesSchema>;

/**
 * GET /activities/:id/related: listed activities of the same kind to watch next: the same category first,
 * then the same creator, then the rest by trending, so the list is only empty when nothing else is listed.
 */
export const listRelatedActivitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/:id/related',
  summary: 'List what to watch next: same category, then same creator, then trending',
  tags: ['activities'],
  auth: 'public',
  params: z.object({ id: z.uuid() }),
  query: RelatedQuerySchema,
  response: RelatedActivitiesSchema,
});
