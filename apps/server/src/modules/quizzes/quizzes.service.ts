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

/** Writes the rules and a fresh question pool (previous questions are retired). */
export async function writeQuizBody(db: Executor, activityId: string, quiz: QuizDefinition): Promise<void> {
  const { timeLimitSeconds, passMarkPercent, drawCount, shuffleChoices } = quiz;
  await upsertQuiz(db, { activityId, timeLimitSeconds, passMarkPercent, drawCount, shuffleChoices });
  await replaceQuestions(
    db,
    activityId,
    quiz.questions.map((question, position) => ({
      activityId,
      position,
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

/** Creates a quiz: a creator's goes to the moderation queue, staff's is published at once. */
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
      status: staff ? 'PUBLISHED' : 'PENDING_REVIEW',
      publishAt: staff ? new Date() : null,
    });
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

/** Replaces a quiz; a creator's edit goes back to moderation, staff edits keep the status. */
export async function updateQuiz(deps: AppDeps, author: Author, id: string, quiz: QuizDefinition) {
  const activity = await findAuthoredQuiz(deps, author, id);
  assertCanEdit(activity, author);
  return deps.db.transaction(async (tx) => {
    const status = author.kind === 'creator' ? 'PENDING_REVIEW' : activity.status;
    await updateActivityFields(tx, id, {
      title: quiz.title,
      description: quiz.description,
      categoryId: quiz.categoryId,
      pointsReward: quiz.pointsReward,
      status,
    });
    await writeQuizBody(tx, id, quiz);
    if (author.kind === 'staff') await auditQuiz(tx, author.adminId, 'content.quiz_updated', id);
    return readQuizAuthoring(tx, { ...activity, ...quiz, status });
  });
}
