import multipart from '@fastify/multipart';
import {
  ACTIVITY_IMAGE_MAX_BYTES,
  answerQuizQuestionEndpoint,
  createAdminQuizEndpoint,
  createCreatorQuizEndpoint,
  getAdminQuizEndpoint,
  getCreatorQuizEndpoint,
  getQuizSummaryEndpoint,
  listQuizAttemptsEndpoint,
  startQuizAttemptEndpoint,
  submitCreatorQuizEndpoint,
  updateAdminQuizEndpoint,
  updateCreatorQuizEndpoint,
  uploadAdminQuizImageEndpoint,
  uploadCreatorQuizImageEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { readSingleUpload } from '../../http/single-upload.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { currentMember } from '../sessions/require-member.js';
import { assertCreator, type Author } from './creator-content.js';
import { answerQuizQuestion, getQuizSummary, listQuizAttempts } from './quiz-attempts.service.js';
import { startQuizAttempt } from './quiz-start.service.js';
import { uploadQuizImage } from './quiz-images.service.js';
import {
  createQuiz,
  findAuthoredQuiz,
  readQuizAuthoring,
  submitQuiz,
  updateQuiz,
} from './quizzes.service.js';

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
  registerEndpoint(app, createCreatorQuizEndpoint, async ({ body, request }) =>
    createQuiz(deps, await creatorOf(deps, request), body),
  );
  registerEndpoint(app, updateCreatorQuizEndpoint, async ({ params, body, request }) =>
    updateQuiz(deps, await creatorOf(deps, request), params.id, body),
  );
  registerEndpoint(app, submitCreatorQuizEndpoint, async ({ params, request }) => {
    const { userId } = currentMember(request);
    await assertCreator(deps, userId);
    return submitQuiz(deps, userId, params.id);
  });
  registerEndpoint(app, getCreatorQuizEndpoint, async ({ params, request }) => {
    const author: Author = { kind: 'creator', userId: currentMember(request).userId };
    return readQuizAuthoring(deps.db, await findAuthoredQuiz(deps, author, params.id));
  });
  registerEndpoint(app, createAdminQuizEndpoint, ({ body, request }) =>
    createQuiz(deps, staffOf(request), body),
  );
  registerEndpoint(app, updateAdminQuizEndpoint, ({ params, body, request }) =>
    updateQuiz(deps, staffOf(request), params.id, body),
  );
  registerEndpoint(app, getAdminQuizEndpoint, async ({ params, request }) =>
    readQuizAuthoring(deps.db, await findAuthoredQuiz(deps, staffOf(request), params.id)),
  );
}

/** Question pictures, multipart in their own scope (the rest of the API takes JSON only). */
function registerImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const options = { bodyLimit: ACTIVITY_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES };
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ACTIVITY_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    const read = (request: FastifyRequest) =>
      readSingleUpload(request, ACTIVITY_IMAGE_MAX_BYTES, deps.config);
    registerEndpoint(
      scope,
      uploadCreatorQuizImageEndpoint,
      async ({ params, request }) => {
        // The file is read (and a malformed body refused) before who is asking is looked up, as for thumbnails.
        const bytes = await read(request);
        return uploadQuizImage(deps, await creatorOf(deps, request), params.id, bytes);
      },
      options,
    );
    registerEndpoint(
      scope,
      uploadAdminQuizImageEndpoint,
      async ({ params, request }) => uploadQuizImage(deps, staffOf(request), params.id, await read(request)),
      options,
    );
  });
}

function registerPlayRoutes(app: FastifyInstance, deps: AppDeps): void {
  const ids = (request: FastifyRequest, params: { id: string; attemptId: string }) => ({
    userId: currentMember(request).userId,
    activityId: params.id,
    attemptId: params.attemptId,
  });
  registerEndpoint(app, getQuizSummaryEndpoint, ({ params }) => getQuizSummary(deps, params.id));
  registerEndpoint(app, startQuizAttemptEndpoint, ({ params, request }) =>
    startQuizAttempt(deps, currentMember(request).userId, params.id),
  );
  registerEndpoint(app, listQuizAttemptsEndpoint, ({ params, request }) =>
    listQuizAttempts(deps, currentMember(request).userId, params.id),
  );
  registerEndpoint(app, answerQuizQuestionEndpoint, ({ params, body, request }) =>
    answerQuizQuestion(deps, ids(request, params), body),
  );
}

/** Quiz authoring (creators and staff) and play (members), graded on the server. */
export function registerQuizRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerAuthoringRoutes(app, deps);
  registerImageRoutes(app, deps);
  registerPlayRoutes(app, deps);
}
