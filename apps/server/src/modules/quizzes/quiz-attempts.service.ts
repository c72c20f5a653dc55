import {
  isSingleAnswerKind,
  type QuizAnswerInput,
  type QuizAnswerResult,
  type QuizAttemptHistory,
  type QuizResult,
  type QuizSummary,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { requirePlayable } from '../activities/activities.service.js';
import { closeOwnOpenAttemptSoon } from './quiz-close-batch.js';
import {
  findActiveQuestions,
  findAnswers,
  findOwnAttempt,
  findQuestionsByIds,
  findQuiz,
  finishAttempt,
  insertAnswer,
  listOwnAttempts,
  type QuizAttemptRow,
  type QuizQuestionRow,
} from './quizzes.repository.js';

/** The quiz of a playable QUIZ activity, or 404. */
export async function findPlayableQuiz(deps: AppDeps, activityId: string) {
  const activity = await requirePlayable(deps, activityId, 'QUIZ');
  const quiz = await findQuiz(deps.db, activityId);
  if (!quiz) throw new AppError('NOT_FOUND');
  return { activity, quiz };
}

/** GET /activities/:id/quiz: the rules before starting. */
export async function getQuizSummary(deps: AppDeps, activityId: string): Promise<QuizSummary> {
  const { activity, quiz } = await findPlayableQuiz(deps, activityId);
  const pool = await findActiveQuestions(deps.db, activityId);
  return {
    activityId,
    title: activity.title,
    description: activity.description,
    questionCount: Math.min(quiz.drawCount ?? pool.length, pool.length),
    timeLimitSeconds: quiz.timeLimitSeconds,
    passMarkPercent: quiz.passMarkPercent,
    pointsReward: activity.pointsReward,
  };
}

async function findOpenAttempt(deps: AppDeps, ids: AttemptIds): Promise<QuizAttemptRow> {
  const attempt = await findOwnAttempt(deps.db, ids.attemptId, ids.activityId, ids.userId);
  if (!attempt) throw new AppError('NOT_FOUND');
  if (attempt.finishedAt) throw new AppError('QUIZ_ATTEMPT_FINISHED');
  return attempt;
}

/** Which attempt of whom. */
export interface AttemptIds {
  userId: string;
  activityId: string;
  attemptId: string;
}

function gradeChoices(question: QuizQuestionRow, choiceIds: string[]): boolean {
  const known = new Set(question.choices.map((choice) => choice.id));
  const picked = new Set(choiceIds);
  const valid = picked.size === choiceIds.length && choiceIds.every((id) => known.has(id));
  if (!valid || (isSingleAnswerKind(question.kind) && picked.size !== 1))
    throw new AppError('VALIDATION_FAILED');
  const correct = question.choices.filter((choice) => choice.correct).map((choice) => choice.id);
  return correct.length === picked.size && correct.every((id) => picked.has(id));
}

/** Grades one answer on the server; refused after the time limit, for foreign questions and twice. */
export async function answerQuizQuestion(
  deps: AppDeps,
  ids: AttemptIds,
  answer: QuizAnswerInput,
): Promise<QuizAnswerResult> {
  const attempt = await findOpenAttempt(deps, ids);
  if (attempt.expiresAt && Date.now() > attempt.expiresAt.getTime()) throw new AppError('QUIZ_TIME_UP');
  if (!attempt.questionIds.includes(answer.questionId)) throw new AppError('QUIZ_QUESTION_NOT_IN_ATTEMPT');
  const [question] = await findQuestionsByIds(deps.db, [answer.questionId]);
  if (!question) throw new AppError('QUIZ_QUESTION_NOT_IN_ATTEMPT');
  const correct = gradeChoices(question, answer.choiceIds);
  const stored = await insertAnswer(deps.db, {
    attemptId: attempt.id,
    questionId: question.id,
    choiceIds: answer.choiceIds,
    correct,
  });
  if (!stored) throw new AppError('QUIZ_ALREADY_ANSWERED');
  const answers = await findAnswers(deps.db, attempt.id);
  return {
    questionId: question.id,
    correct,
    explanation: question.explanation,
    correctChoiceIds: question.choices.filter((choice) => choice.correct).map((choice) => choice.id),
    answeredCount: answers.length,
    questionCount: attempt.questionIds.length,
  };
}

function toResult(attempt: QuizAttemptRow): QuizResult {
  const maxScore = attempt.questionIds.length;
  const score = attempt.score ?? 0;
  return {
    attemptId: attempt.id,
    activityId: attempt.activityId,
    score,
    maxScore,
    percent: maxScore === 0 ? 0 : Math.floor((score * 100) / maxScore),
    passed: attempt.passed ?? false,
    startedAt: attempt.startedAt.toISOString(),
    finishedAt: (attempt.finishedAt ?? new Date()).toISOString(),
    earning: null,
  };
}

/**
 * Scores an attempt from its stored answers (unanswered count as wrong) in one statement, shared under load with
 * other finishes (decision 099); finishing twice (or racing another finish) returns the first result, read back
 * only then.
 */
export async function finishQuizAttempt(deps: AppDeps, ids: AttemptIds): Promise<QuizResult> {
  const closed = await closeOwnOpenAttemptSoon(deps, ids);
  if (closed) return toResult(closed);
  const existing = await findOwnAttempt(deps.db, ids.attemptId, ids.activityId, ids.userId);
  if (!existing?.finishedAt) throw new AppError('NOT_FOUND');
  return toResult(existing);
}

/** Scores an attempt from its stored answers and records the result (the first result wins a race). */
export async function closeAttempt(db: Executor, attempt: QuizAttemptRow): Promise<QuizAttemptRow> {
  const answers = await findAnswers(db, attempt.id);
  const score = answers.filter((answer) => answer.correct).length;
  const maxScore = attempt.questionIds.length;
  const passed = maxScore > 0 && Math.floor((score * 100) / maxScore) >= attempt.passMarkPercent;
  const finished = await finishAttempt(db, attempt.id, { score, passed });
  if (!finished) throw new AppError('NOT_FOUND');
  return finished;
}

/** The member's attempts at a quiz, newest first. */
export async function listQuizAttempts(
  deps: AppDeps,
  userId: string,
  activityId: string,
): Promise<QuizAttemptHistory> {
  const rows = await listOwnAttempts(deps.db, activityId, userId);
  return {
    items: rows.map((row) => ({
      attemptId: row.id,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      score: row.score,
      maxScore: row.questionIds.length,
      passed: row.passed,
    })),
  };
}
