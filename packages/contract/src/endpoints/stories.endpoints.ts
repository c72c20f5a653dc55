import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  StoryAuthoringSchema,
  StoryImageSchema,
  StoryInputSchema,
  StoryReadingSchema,
  StorySectionViewInputSchema,
  StorySectionViewResultSchema,
  StoryViewSchema,
} from '../models/story.schemas.js';

const ActivityUuidParamsSchema = z.object({ id: z.uuid() });

/** POST /creator/stories: a creator writes a featured art story; it is a DRAFT until they submit it. */
export const createCreatorStoryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/creator/stories',
  summary: 'Create a featured art story as a creator (a draft)',
  tags: ['stories'],
  auth: 'member',
  body: StoryInputSchema,
  response: StoryAuthoringSchema,
  successStatus: 201,
});

/** PUT /creator/stories/:id: the owner replaces every section; the story is a DRAFT again. */
export const updateCreatorStoryEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/creator/stories/:id',
  summary: 'Replace a story the creator owns (back to draft)',
  tags: ['stories'],
  auth: 'member',
  params: ActivityUuidParamsSchema,
  body: StoryInputSchema,
  response: StoryAuthoringSchema,
});

/** POST /creator/stories/:id/submit: the owner sends a DRAFT story to the moderation queue. */
export const submitCreatorStoryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/creator/stories/:id/submit',
  summary: 'Send a draft story for review',
  tags: ['stories'],
  auth: 'member',
  params: ActivityUuidParamsSchema,
  response: StoryAuthoringSchema,
});

/** GET /creator/stories/:id: the owner's editable view. */
export const getCreatorStoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/creator/stories/:id',
  summary: 'Read a story the creator owns',
  tags: ['stories'],
  auth: 'member',
  params: ActivityUuidParamsSchema,
  response: StoryAuthoringSchema,
});

/** POST /creator/stories/:id/images: a high-resolution picture (multipart "file"; checked and re-encoded). */
export const uploadCreatorStoryImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/creator/stories/:id/images',
  summary: 'Upload a picture for a story the creator owns',
  tags: ['stories'],
  auth: 'member',
  params: ActivityUuidParamsSchema,
  response: StoryImageSchema,
  successStatus: 201,
});

/** GET /admin/stories/:id: staff read any story, every section (the moderation queue links here). */
export const getAdminStoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/stories/:id',
  summary: 'Read any story with every section',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: ActivityUuidParamsSchema,
  response: StoryAuthoringSchema,
});

/** POST /admin/stories: staff write a story; a DRAFT that another moderator must approve (decision 069). */
export const createAdminStoryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/stories',
  summary: 'Create a featured art story as staff (a draft)',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  body: StoryInputSchema,
  response: StoryAuthoringSchema,
  successStatus: 201,
});

/** PUT /admin/stories/:id: staff replace a staff-written story; it is a DRAFT again, written by them. */
export const updateAdminStoryEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/stories/:id',
  summary: 'Replace a staff-written story (back to draft)',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: ActivityUuidParamsSchema,
  body: StoryInputSchema,
  response: StoryAuthoringSchema,
});

/** POST /admin/stories/:id/submit: a staff draft joins the moderation queue, for a second moderator. */
export const submitAdminStoryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/stories/:id/submit',
  summary: 'Send a staff-written draft story for review by another moderator',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: ActivityUuidParamsSchema,
  response: StoryAuthoringSchema,
});

/** POST /admin/stories/:id/images: a picture for a staff-written story (multipart "file"). */
export const uploadAdminStoryImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/stories/:id/images',
  summary: 'Upload a picture for a staff-written story',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: ActivityUuidParamsSchema,
  response: StoryImageSchema,
  successStatus: 201,
});

/** GET /activities/:id/story: a published story's sections and the reading each needs. */
export const getStoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/:id/story',
  summary: 'A featured story to read',
  tags: ['stories'],
  auth: 'public',
  params: ActivityUuidParamsSchema,
  response: StoryViewSchema,
});

/** GET /activities/:id/story/reading: the member's reading so far. */
export const getStoryReadingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/:id/story/reading',
  summary: "The member's reading of a story so far",
  tags: ['stories'],
  auth: 'member',
  params: ActivityUuidParamsSchema,
  response: StoryReadingSchema,
});

/**
 * POST /activities/:id/story/views: the section on screen now. The server credits the time since the
 * previous view to the section shown then, within that section's reading bound (decision 069); the view
 * that completes the reading carries the points decision.
 */
export const recordStoryViewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/story/views',
  summary: 'Report the story section on screen (reading credit)',
  tags: ['stories'],
  auth: 'member',
  params: ActivityUuidParamsSchema,
  body: StorySectionViewInputSchema,
  response: StorySectionViewResultSchema,
});
