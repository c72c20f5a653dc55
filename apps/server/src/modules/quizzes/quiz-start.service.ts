import type { QuizAttempt, QuizMedia, QuizPlayQuestion } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { shuffled } from '../../lib/random.js';
import { closeAttempt, findPlayableQuiz } from './quiz-attempts.service.js';
import {
  countAttemptsToday,
  findActiveQuestions,
  findQuestionsByIds,
  findUnfinishedAttempt,
  insertAttempt,
  lockMemberQuiz,
  type QuizAttemptRow,
  type QuizQuestionRow,
  type QuizRow,
} from './quizzes.repository.js';

/** Only what a player may see before answering: choice ids and texts, never correctness. */
function toPlayQuestion(question: QuizQuestionRow, shuffleChoices: boolean): QuizPlayQuestion {
  const choices = question.choices.map(({ id, text }) => ({ id, text }));
  return {
    id: question.id,
    prompt: question.prompt,
    kind: question.kind,
    media: (question.media as QuizMedia | null) ?? null,
    choices: shuffleChoices ? shuffled(choices) : choices,
  };
}

function toAttempt(attempt: QuizAttemptRow, questions: QuizQuestionRow[], quiz: QuizRow): QuizAttempt {
  return {
    attemptId: attempt.id,
    activityId: attempt.activityId,
    startedAt: attempt.startedAt.toISOString(),
    expiresAt: attempt.expiresAt?.toISOString() ?? null,
    timeLimitSeconds: quiz.timeLimitSeconds,
    passMarkPercent: attempt.passMarkPercent,
    questions: questions.map((question) => toPlayQuestion(question, quiz.shuffleChoices)),
  };
}

/** The open attempt again, its questions in the order they were drawn. */
async function resumeAttempt(db: Executor, attempt: QuizAttemptRow, quiz: QuizRow): Promise<QuizAttempt> {
  const rows = await findQuestionsByIds(db, attempt.questionIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const questions = attempt.questionIds.flatMap((id) => byId.get(id) ?? []);
  return toAttempt(attempt, questions, quiz);
}

async function drawAttempt(db: Executor, ids: { userId: string; activityId: string }, quiz: QuizRow) {
  const pool = await findActiveQuestions(db, ids.activityId);
  if (pool.length === 0) throw new AppError('NOT_FOUND');
  const drawn = shuffled(pool).slice(0, quiz.drawCount ?? pool.length);
  const startedAt = new Date();
  const expiresAt = quiz.timeLimitSeconds
    ? new Date(startedAt.getTime() + quiz.timeLimitSeconds * 1000)
    : null;
  const attempt = await insertAttempt(db, {
    ...ids,
    questionIds: drawn.map((question) => question.id),
    passMarkPercent: quiz.passMarkPercent,
    quizVersion: quiz.version,
    startedAt,
    expiresAt,
  });
  return toAttempt(attempt, drawn, quiz);
}

/**
 * POST /activities/:id/quiz/attempts. Under a per-member, per-quiz transaction lock: an unfinished
 * attempt still in time is returned again (one open attempt; the unique index backs it up), an
 * expired one is scored and closed, and a new attempt is drawn only while the member has started
 * fewer than QUIZ_ATTEMPTS_PER_DAY attempts at this quiz today (UTC), else 429.
 */
export async function startQuizAttempt(
  deps: AppDeps,
  userId: string,
  activityId: string,
): Promise<QuizAttempt> {
  const { quiz } = await findPlayableQuiz(deps, activityId);
  return deps.db.transaction(async (tx) => {
    await lockMemberQuiz(tx, userId, activityId);
    const open = await findUnfinishedAttempt(tx, userId, activityId);
    if (open && (!open.expiresAt || open.expiresAt.getTime() > Date.now()))
      return resumeAttempt(tx, open, quiz);
    if (open) await closeAttempt(tx, open);
    const startedToday = await countAttemptsToday(tx, userId, activityId);
    if (startedToday >= deps.config.QUIZ_ATTEMPTS_PER_DAY) throw new AppError('QUIZ_DAILY_ATTEMPTS_REACHED');
    return drawAttempt(tx, { userId, activityId }, quiz);
  });
}
