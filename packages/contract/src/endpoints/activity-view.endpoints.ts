import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ActivityDetailSchema, ActivityStatsSchema } from '../models/activity.schemas.js';

/** `:id` of an activity: its uuid or its slug. */
export const ActivityIdParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/i),
});

/** GET /activities/:id: a published, public or unlisted activity; anything else is 404. */
export const getActivityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/:id',
  summary: 'Get a published activity with its category, tags, credits and media URLs',
  tags: ['activities'],
  auth: 'public',
  params: ActivityIdParamsSchema,
  response: ActivityDetailSchema,
});

/** GET /activities/:id/stats: public numbers of a published activity. */
export const getActivityStatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/:id/stats',
  summary: 'Get the public statistics of a published activity',
  tags: ['activities'],
  auth: 'public',
  params: ActivityIdParamsSchema,
  response: ActivityStatsSchema,
});
