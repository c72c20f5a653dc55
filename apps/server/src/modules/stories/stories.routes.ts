import multipart from '@fastify/multipart';
import {
  ACTIVITY_IMAGE_MAX_BYTES,
  createAdminStoryEndpoint,
  createCreatorStoryEndpoint,
  getAdminStoryEndpoint,
  getCreatorStoryEndpoint,
  getStoryEndpoint,
  getStoryReadingEndpoint,
  submitAdminStoryEndpoint,
  submitCreatorStoryEndpoint,
  updateAdminStoryEndpoint,
  updateCreatorStoryEndpoint,
  uploadAdminStoryImageEndpoint,
  uploadCreatorStoryImageEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { PUBLIC_CACHE } from '../../http/public-cache.hooks.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { readSingleUpload } from '../../http/single-upload.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { resolveContentViewer } from '../content-access/content-viewer.js';
import { assertCreator, type Author } from '../quizzes/creator-content.js';
import { currentMember } from '../sessions/require-member.js';
import { uploadStoryImage } from './story-images.service.js';
import { getStoryReading, getStoryView } from './story-reading.service.js';
import {
  createStory,
  findAuthoredStory,
  readStoryAuthoring,
  submitStory,
  updateStory,
} from './stories.service.js';

// The largest high-resolution picture a story takes, plus the multipart envelope around it.
const STORY_IMAGE_MAX_BYTES = ACTIVITY_IMAGE_MAX_BYTES * 2;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

async function creatorOf(deps: AppDeps, request: FastifyRequest): Promise<Author> {
  const { userId } = currentMember(request);
  await assertCreator(deps, userId);
  return { kind: 'creator', userId };
}

function staffOf(request: FastifyRequest): Author {
  return { kind: 'staff', adminId: signedInAdmin(request).id };
}

function registerAuthoringRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, createCreatorStoryEndpoint, async ({ body, request }) =>
    createStory(deps, await creatorOf(deps, request), body),
  );
  registerEndpoint(app, updateCreatorStoryEndpoint, async ({ params, body, request }) =>
    updateStory(deps, await creatorOf(deps, request), params.id, body),
  );
  registerEndpoint(app, submitCreatorStoryEndpoint, async ({ params, request }) =>
    submitStory(deps, await creatorOf(deps, request), params.id),
  );
  registerEndpoint(app, getCreatorStoryEndpoint, async ({ params, request }) => {
    const author: Author = { kind: 'creator', userId: currentMember(request).userId };
    return readStoryAuthoring(deps, deps.db, await findAuthoredStory(deps, author, params.id));
  });
  registerEndpoint(app, getAdminStoryEndpoint, async ({ params, request }) =>
    readStoryAuthoring(deps, deps.db, await findAuthoredStory(deps, staffOf(request), params.id)),
  );
}

/** Staff write stories too (canModerateContent); a second moderator approves them (decision 069). */
function registerStaffAuthoringRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, createAdminStoryEndpoint, ({ body, request }) =>
    createStory(deps, staffOf(request), body),
  );
  registerEndpoint(app, updateAdminStoryEndpoint, ({ params, body, request }) =>
    updateStory(deps, staffOf(request), params.id, body),
  );
  registerEndpoint(app, submitAdminStoryEndpoint, ({ params, request }) =>
    submitStory(deps, staffOf(request), params.id),
  );
}

/** Story pictures, multipart in their own scope (the rest of the API takes JSON only). */
function registerImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const options = { bodyLimit: STORY_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES };
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: STORY_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    registerEndpoint(
      scope,
      uploadCreatorStoryImageEndpoint,
      async ({ params, request }) => {
        // The file is read (and a malformed body refused) before who is asking is looked up, as for thumbnails.
        const bytes = await readSingleUpload(request, STORY_IMAGE_MAX_BYTES, deps.config);
        return uploadStoryImage(deps, await creatorOf(deps, request), params.id, bytes);
      },
      options,
    );
    registerEndpoint(
      scope,
      uploadAdminStoryImageEndpoint,
      async ({ params, request }) => {
        const bytes = await readSingleUpload(request, STORY_IMAGE_MAX_BYTES, deps.config);
        return uploadStoryImage(deps, staffOf(request), params.id, bytes);
      },
      options,
    );
  });
}

/** Featured art stories (decision 069): creators' authoring, moderators' reading, members' reading. */
export function registerStoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerAuthoringRoutes(app, deps);
  registerStaffAuthoringRoutes(app, deps);
  registerImageRoutes(app, deps);
  registerEndpoint(
    app,
    getStoryEndpoint,
    async ({ params, request, reply }) => {
      const viewer = await resolveContentViewer(deps, request);
      // The author's or a moderator's preview of an unpublished story: never stored by a cache.
      if (viewer) reply.header('Cache-Control', 'private, no-store');
      return getStoryView(deps, params.id, viewer);
    },
    PUBLIC_CACHE,
  );
  registerEndpoint(app, getStoryReadingEndpoint, ({ params, request }) =>
    getStoryReading(deps, currentMember(request).userId, params.id),
  );
}
