import { randomUUID } from 'node:crypto';
import type { QuizAuthoring, QuizInputSchema, QuizMedia } from '@streamit/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import {
  findActivityById,
  insertActivity,
  type Activity,
  updateActivityFields,
} from '../activities/activities.queries.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { assertCanEdit, slugFor, type Author } from './creator-content.js';
import { findActiveQuestions, findQuiz, replaceQuestions, upsertQuiz } from './quizzes.repository.js';

/** A quiz as validated by the contract (defaults applied). */
export type QuizDefinition = z.output<typeof QuizInputSchema>;

/** Writes the rules and a fresh question pool of `version` (previous questions are retired, not deleted). */
export async function writeQuizBody(
  db: Executor,
  activityId: string,
  quiz: QuizDefinition,
  version = 1,
): Promise<void> {
  const { timeLimitSeconds, passMarkPercent, drawCount, shuffleChoices } = quiz;
  await upsertQuiz(db, { activityId, timeLimitSeconds, passMarkPercent, drawCount, shuffleChoices, version });
  await replaceQuestions(
    db,
    activityId,
    quiz.questions.map((question, position) => ({
      activityId,
      position,
      version,
      prompt: question.prompt,
      kind: question.kind,
      media: question.media,
      explanation: question.explanation,
      choices: question.choices.map((choice) => ({ id: randomUUID(), ...choice })),
    })),
  );
}

/** The author's view of a quiz, answers included. */
export async function readQuizAuthoring(db: Executor, activity: Activity): Promise<QuizAuthoring> {
  const [quiz, questions] = await Promise.all([
    findQuiz(db, activity.id),
    findActiveQuestions(db, activity.id),
  ]);
  if (!quiz) throw new AppError('NOT_FOUND');
  const { timeLimitSeconds, passMarkPercent, drawCount, shuffleChoices } = quiz;
  return {
    activityId: activity.id,
    status: activity.status,
    version: quiz.version,
    title: activity.title,
    description: activity.description,
    categoryId: activity.categoryId,
    timeLimitSeconds,
    passMarkPercent,
    drawCount,
    shuffleChoices,
    pointsReward: activity.pointsReward,
    questions: questions.map((question) => ({
      id: question.id,
      prompt: question.prompt,
      kind: question.kind,
      media: (question.media as QuizMedia | null) ?? null,
      explanation: question.explanation,
      choices: question.choices,
    })),
  };
}

/**
 * Question pictures are uploaded to the quiz they belong to (stored under its key folder) or are https
 * addresses; a key of another activity would borrow that activity's file and its visibility.
 */
function assertOwnImages(activityId: string, quiz: QuizDefinition): void {
  const own = `activities/${activityId}/`;
  for (const { media } of quiz.questions) {
    if (media && !/^https:\/\//.test(media.ref) && !media.ref.startsWith(own)) {
      throw new AppError('QUIZ_IMAGE_NOT_OWN');
    }
  }
}

/** A live quiz (staff saves, a creator's submission) needs the picture of every image question. */
function assertImagesPresent(questions: { kind: string; media: unknown }[]): void {
  if (questions.some((question) => question.kind === 'IMAGE' && !question.media)) {
    throw new AppError('QUIZ_IMAGE_MISSING');
  }
}

/** Creates a quiz: a creator's is a DRAFT until they submit it, staff's is published at once. */
export async function createQuiz(deps: AppDeps, author: Author, quiz: QuizDefinition) {
  return deps.db.transaction(async (tx) => {
    const staff = author.kind === 'staff';
    const activity = await insertActivity(tx, {
      type: 'QUIZ',
      title: quiz.title,
      description: quiz.description,
      slug: slugFor(quiz.title, 'quiz'),
      categoryId: quiz.categoryId,
      pointsReward: quiz.pointsReward,
      creatorId: staff ? null : author.userId,
      status: staff ? 'PUBLISHED' : 'DRAFT',
      publishAt: staff ? new Date() : null,
    });
    assertOwnImages(activity.id, quiz);
    if (staff) assertImagesPresent(quiz.questions);
    await writeQuizBody(tx, activity.id, quiz);
    if (staff) await auditQuiz(tx, author.adminId, 'content.quiz_created', activity.id);
    return readQuizAuthoring(tx, activity);
  });
}

async function auditQuiz(db: Executor, adminId: string, action: string, activityId: string) {
  await recordAuditEvent(db, { actorAdminId: adminId, action, targetType: 'activity', targetId: activityId });
}

/** A quiz its author may see: staff any, a creator only their own. */
export async function findAuthoredQuiz(deps: AppDeps, author: Author, id: string): Promise<Activity> {
  const activity = await findActivityById(deps.db, id);
  if (!activity || activity.type !== 'QUIZ') throw new AppError('NOT_FOUND');
  if (author.kind === 'creator' && activity.creatorId !== author.userId) throw new AppError('NOT_FOUND');
  return activity;
}

/**
 * Replaces a quiz. Editing a published quiz writes the next version (attempts keep the questions and pass
 * mark they were drawn with); a draft is rewritten in place. A creator's edit is a DRAFT again until
 * submitted; staff edits keep the status.
 */
export async function updateQuiz(deps: AppDeps, author: Author, id: string, quiz: QuizDefinition) {
  const activity = await findAuthoredQuiz(deps, author, id);
  assertCanEdit(activity, author);
  assertOwnImages(id, quiz);
  if (author.kind === 'staff') assertImagesPresent(quiz.questions);
  return deps.db.transaction(async (tx) => {
    const current = await findQuiz(tx, id);
    const version = (current?.version ?? 1) + (activity.status === 'PUBLISHED' ? 1 : 0);
    const status = author.kind === 'creator' ? 'DRAFT' : activity.status;
    await updateActivityFields(tx, id, {
      title: quiz.title,
      description: quiz.description,
      categoryId: quiz.categoryId,
      pointsReward: quiz.pointsReward,
      status,
    });
    await writeQuizBody(tx, id, quiz, version);
    if (author.kind === 'staff') await auditQuiz(tx, author.adminId, 'content.quiz_updated', id);
    return readQuizAuthoring(tx, { ...activity, ...quiz, status });
  });
}

/** POST /creator/quizzes/:id/submit: the owner's DRAFT enters the moderation queue. */
export async function submitQuiz(deps: AppDeps, userId: string, id: string): Promise<QuizAuthoring> {
  const activity = await findAuthoredQuiz(deps, { kind: 'creator', userId }, id);
  if (activity.status !== 'DRAFT') throw new AppError('QUIZ_NOT_DRAFT');
  assertImagesPresent(await findActiveQuestions(deps.db, id));
  await updateActivityFields(deps.db, id, { status: 'PENDING_REVIEW' });
  return readQuizAuthoring(deps.db, { ...activity, status: 'PENDING_REVIEW' });
}
