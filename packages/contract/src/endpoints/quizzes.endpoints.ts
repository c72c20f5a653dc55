import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  QuizAnswerInputSchema,
  QuizAnswerResultSchema,
  QuizAttemptHistorySchema,
  QuizAttemptSchema,
  QuizAuthoringSchema,
  QuizImageSchema,
  QuizInputSchema,
  QuizResultSchema,
  QuizSummarySchema,
} from '../models/quiz.schemas.js';

const ActivityUuidParamsSchema = z.object({ id: z.uuid() });
const AttemptParamsSchema = z.object({ id: z.uuid(), attemptId: z.uuid() });

/** POST /creator/quizzes: a creator writes a quiz; it is a DRAFT until they submit it. */
export const createCreatorQuizEndpoint = defineEndpoint({
  method: 'POST',
  path: '/creator/quizzes',
  summary: 'Create a quiz as a creator (goes to moderation)',
  tags: ['quizzes'],
  auth: 'member',
  body: QuizInputSchema,
  response: QuizAuthoringSchema,
  successStatus: 201,
});

/**
 * PUT /creator/quizzes/:id: the owner replaces the quiz; it becomes a DRAFT again (a published quiz gets a
 * new version; past attempts keep theirs).
 */
export const updateCreatorQuizEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/creator/quizzes/:id',
  summary: 'Replace a quiz the creator owns (back to draft; a published one gets a new version)',
  tags: ['quizzes'],
  auth: 'member',
  params: ActivityUuidParamsSchema,
  body: QuizInputSchema,
  response: QuizAuthoringSchema,
});

/** POST /creator/quizzes/:id/submit: the owner sends a DRAFT quiz to the moderation queue (PENDING_REVIEW). */
export const submitCreatorQuizEndpoint = defineEndpoint({
  method: 'POST',
  path: '/creator/quizzes/:id/submit',
  summary: 'Send a draft quiz for review',
  tags: ['quizzes'],
  auth: 'member',
  params: ActivityUuidParamsSchema,
  response: QuizAuthoringSchema,
});

/** POST /creator/quizzes/:id/images: a question picture (multipart "file"; JPEG, PNG or WebP, re-encoded). */
export const uploadCreatorQuizImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/creator/quizzes/:id/images',
  summary: 'Upload a question picture for a quiz the creator owns',
  tags: ['quizzes'],
  auth: 'member',
  params: ActivityUuidParamsSchema,
  response: QuizImageSchema,
  successStatus: 201,
});

/** POST /admin/quizzes/:id/images: staff upload a question picture for any quiz. */
export const uploadAdminQuizImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/quizzes/:id/images',
  summary: 'Upload a question picture for any quiz',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: ActivityUuidParamsSchema,
  response: QuizImageSchema,
  successStatus: 201,
});

/** GET /creator/quizzes/:id: the owner's editable view, answers included. */
export const getCreatorQuizEndpoint = defineEndpoint({
  method: 'GET',
  path: '/creator/quizzes/:id',
  summary: 'Read a quiz the creator owns, with answers',
  tags: ['quizzes'],
  auth: 'member',
  params: ActivityUuidParamsSchema,
  response: QuizAuthoringSchema,
});

/** POST /admin/quizzes: staff write a quiz; it is published at once (canModerateContent). */
export const createAdminQuizEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/quizzes',
  summary: 'Create and publish a staff quiz',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  body: QuizInputSchema,
  response: QuizAuthoringSchema,
  successStatus: 201,
});

/** PUT /admin/quizzes/:id: staff replace any quiz; its status is kept. */
export const updateAdminQuizEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/quizzes/:id',
  summary: 'Replace any quiz (status kept)',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: ActivityUuidParamsSchema,
  body: QuizInputSchema,
  response: QuizAuthoringSchema,
});

/** GET /admin/quizzes/:id: staff read any quiz with answers (e.g. from the moderation queue). */
export const getAdminQuizEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/quizzes/:id',
  summary: 'Read any quiz with answers',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: ActivityUuidParamsSchema,
  response: QuizAuthoringSchema,
});

/** GET /activities/:id/quiz: what a member sees before starting (no questions). */
export const getQuizSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/:id/quiz',
  summary: 'Quiz rules before starting: question count, time limit, pass mark',
  tags: ['quizzes'],
  auth: 'public',
  params: ActivityUuidParamsSchema,
  response: QuizSummarySchema,
});

/** POST /activities/:id/quiz/attempts: start an attempt; questions come without any correctness data. */
export const startQuizAttemptEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/quiz/attempts',
  summary: 'Start a quiz attempt (questions drawn and shuffled on the server)',
  tags: ['quizzes'],
  auth: 'member',
  params: ActivityUuidParamsSchema,
  response: QuizAttemptSchema,
  successStatus: 201,
});

/** GET /activities/:id/quiz/attempts: the signed-in member's attempts, newest first. */
export const listQuizAttemptsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/:id/quiz/attempts',
  summary: 'My attempts at a quiz',
  tags: ['quizzes'],
  auth: 'member',
  params: ActivityUuidParamsSchema,
  response: QuizAttemptHistorySchema,
});

/** POST .../attempts/:attemptId/answers: grade one answer; once per question, within the time limit. */
export const answerQuizQuestionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/quiz/attempts/:attemptId/answers',
  summary: 'Answer one question; the server grades it and returns the explanation',
  tags: ['quizzes'],
  auth: 'member',
  params: AttemptParamsSchema,
  body: QuizAnswerInputSchema,
  response: QuizAnswerResultSchema,
});

/** POST .../attempts/:attemptId/finish: score the attempt (unanswered questions count as wrong). */
export const finishQuizAttemptEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/quiz/attempts/:attemptId/finish',
  summary: 'Finish an attempt and get the score',
  tags: ['quizzes'],
  auth: 'member',
  params: AttemptParamsSchema,
  response: QuizResultSchema,
});
