import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  HeartbeatBodySchema,
  HeartbeatResultSchema,
  InteractionHistorySchema,
  RecordInteractionBodySchema,
  StartWatchBodySchema,
  ViewStatusSchema,
  WatchHistoryQuerySchema,
  WatchHistorySchema,
  WatchProgressSchema,
  WatchSessionSchema,
} from '../models/watch.schemas.js';

const ParamsSchema = z.object({ id: z.uuid() });

/** POST /activities/:id/interaction/start: opens a watch session (ends the member's other open ones). */
export const startWatchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/interaction/start',
  summary: 'Start a server-issued watch session for a playable activity',
  tags: ['watch'],
  auth: 'member',
  params: ParamsSchema,
  body: StartWatchBodySchema,
  response: WatchSessionSchema,
  successStatus: 201,
});

/** POST /activities/:id/interact: a heartbeat (every 5 s) of the session; credit is bounded by real time. */
export const heartbeatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/interact',
  summary: 'Send a watch heartbeat (sessionToken, currentTime, playing, sequence)',
  tags: ['watch'],
  auth: 'member',
  params: ParamsSchema,
  body: HeartbeatBodySchema,
  response: HeartbeatResultSchema,
});

/** POST /activities/interaction/record: the same heartbeat with the activity id in the body. */
export const recordInteractionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/interaction/record',
  summary: 'Send a watch heartbeat naming the activity in the body',
  tags: ['watch'],
  auth: 'member',
  body: RecordInteractionBodySchema,
  response: HeartbeatResultSchema,
});

/** GET /activities/:id/view: whether the member's view counted this hour, and the total views. */
export const getViewStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/:id/view',
  summary: 'Get whether your view of an activity counted this hour',
  tags: ['watch'],
  auth: 'member',
  params: ParamsSchema,
  response: ViewStatusSchema,
});

/** GET /activities/:id/progress: the member's resume position and credited time. */
export const getWatchProgressEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/:id/progress',
  summary: 'Get your resume position and watched time for an activity',
  tags: ['watch'],
  auth: 'member',
  params: ParamsSchema,
  response: WatchProgressSchema,
});

/** GET /activities/user/history: activities the member watched, with progress, most recent first. */
export const getWatchHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/user/history',
  summary: 'List what you watched, with progress',
  tags: ['watch'],
  auth: 'member',
  query: WatchHistoryQuerySchema,
  response: WatchHistorySchema,
});

/** GET /activities/user/interaction-history: the member's watch sessions built from heartbeats. */
export const getInteractionHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/user/interaction-history',
  summary: 'List your watch sessions with watched sections',
  tags: ['watch'],
  auth: 'member',
  query: WatchHistoryQuerySchema,
  response: InteractionHistorySchema,
});

/**
 * GET /activities/user/continue-watching: videos the member started and has not finished (see
 * RESUME_RULES), still listed, most recent first. Private to the member: sent with no-store.
 */
export const listContinueWatchingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/user/continue-watching',
  summary: 'List the videos you can resume, with your saved positions',
  tags: ['watch'],
  auth: 'member',
  query: WatchHistoryQuerySchema,
  response: WatchHistorySchema,
});
