import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  CreateActivityBodySchema,
  CreatorActivityListSchema,
  CreatorActivitySchema,
  UpdateActivityBodySchema,
} from '../models/activity-content.schemas.js';
import { TranscodeStatusSchema } from '../models/activity.schemas.js';

/** `:id` of an activity a creator manages: its uuid only. */
export const ActivityUuidParamsSchema = z.object({ id: z.uuid() });

/** POST /activities/create: a content creator (not BANNED) starts a DRAFT video; 403 otherwise. */
export const createActivityEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/create',
  summary: 'Create a draft video (content creators only)',
  tags: ['creator'],
  auth: 'member',
  body: CreateActivityBodySchema,
  response: CreatorActivitySchema,
  successStatus: 201,
});

/** PATCH /activities/:id: its creator updates title, description, category, tags, licence, visibility, schedule. */
export const updateActivityEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/activities/:id',
  summary: 'Update one of your activities',
  tags: ['creator'],
  auth: 'member',
  params: ActivityUuidParamsSchema,
  body: UpdateActivityBodySchema,
  response: CreatorActivitySchema,
});

/**
 * DELETE /activities/:id: its creator (member token) or an admin with canModerateContent (admin token)
 * deletes it with all its stored media.
 */
export const deleteActivityEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/activities/:id',
  summary: 'Delete an activity and its media (its creator, or an admin with canModerateContent)',
  tags: ['creator'],
  auth: 'member',
  staffPermission: 'canModerateContent',
  params: ActivityUuidParamsSchema,
  response: z.object({ id: z.uuid(), deleted: z.literal(true) }),
});

/** GET /creator/activities: the signed-in creator's own content with processing state. */
export const listCreatorActivitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/creator/activities',
  summary: 'List your own activities with transcode state and progress',
  tags: ['creator'],
  auth: 'member',
  response: CreatorActivityListSchema,
});

/** POST /activities/:id/retry-transcode: after a final failure (creator, or admin with canModerateContent). */
export const retryTranscodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/retry-transcode',
  summary: 'Retry a failed transcode (its creator, or an admin with canModerateContent)',
  tags: ['creator'],
  auth: 'member',
  staffPermission: 'canModerateContent',
  params: ActivityUuidParamsSchema,
  response: TranscodeStatusSchema,
});

/** GET /activities/:id/transcode-status: what the upload screen polls (its creator or an admin). */
export const getTranscodeStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/:id/transcode-status',
  summary: 'Get the transcode state, progress and failure reason of your activity',
  tags: ['creator'],
  auth: 'member',
  staffPermission: 'canModerateContent',
  params: ActivityUuidParamsSchema,
  response: TranscodeStatusSchema,
});
