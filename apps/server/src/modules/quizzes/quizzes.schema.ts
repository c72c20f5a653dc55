import { QUIZ_QUESTION_KINDS, type QuizQuestionKind } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { activities } from '../activities/activities.schema.js';
import { users } from '../members/members.schema.js';

/** Quiz rules, one row per QUIZ activity. */
export const quizzes = pgTable('quizzes', {
  activityId: uuid('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  timeLimitSeconds: integer('time_limit_seconds'),
  passMarkPercent: integer('pass_mark_percent').notNull(),
  drawCount: integer('draw_count'),
  shuffleChoices: boolean('shuffle_choices').notNull().default(true),
  // The version members play; editing a published quiz makes the next one (decision 064).
  version: integer('version').notNull().default(1),
  updatedAt: instantNow('updated_at'),
});

/** A stored choice; `correct` never leaves the server before the question is answered. */
export interface StoredChoice {
  id: string;
  text: string;
  correct: boolean;
}

/** The question pool of a quiz. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: primaryUuid(),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    kind: text('kind').$type<QuizQuestionKind>().notNull(),
    version: integer('version').notNull().default(1),
    media: jsonb('media').$type<Record<string, unknown> | null>(),
    explanation: text('explanation').notNull().default(''),
    choices: jsonb('choices').$type<StoredChoice[]>().notNull(),
    // Replaced questions are retired, not deleted, so old attempts keep their questions.
    retiredAt: instant('retired_at'),
  },
  (table) => [
    index('quiz_questions_activity_idx').on(table.activityId, table.position),
    enumCheck('quiz_questions_kind_check', table.kind, QUIZ_QUESTION_KINDS),
  ],
);

/** One member's attempt: the drawn questions and, once finished, the result. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: primaryUuid(),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    questionIds: uuid('question_ids').array().notNull(),
    passMarkPercent: integer('pass_mark_percent').notNull(),
    // The quiz version drawn from; its questions and pass mark stay with the attempt after later edits.
    quizVersion: integer('quiz_version').notNull().default(1),
    startedAt: instantNow('started_at'),
    expiresAt: instant('expires_at'),
    finishedAt: instant('finished_at'),
    score: integer('score'),
    passed: boolean('passed'),
  },
  (table) => [
    index('quiz_attempts_user_idx').on(table.userId, table.activityId, table.startedAt),
    // Analytics rollups find the days that changed (modules/analytics).
    index('quiz_attempts_started_idx').on(table.startedAt),
    // One unfinished attempt per member per quiz; starting again resumes it (see quiz-start.service.ts).
    uniqueIndex('quiz_attempts_one_open_idx')
      .on(table.userId, table.activityId)
      .where(sql`${table.finishedAt} is null`),
  ],
);

/** One graded answer; a question is answered once per attempt. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    attemptId: requiredRef('attempt_id', () => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: requiredRef('question_id', () => quizQuestions.id, { onDelete: 'cascade' }),
    choiceIds: uuid('choice_ids').array().notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: instantNow('answered_at'),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);
