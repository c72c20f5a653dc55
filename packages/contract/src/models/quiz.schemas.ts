import { z } from 'zod';
import { isSingleAnswerKind, QUIZ_QUESTION_KINDS } from './activity-values.js';
import { EarningFieldSchema } from './earning.schemas.js';

/** The kinds of question (see QUIZ_QUESTION_KINDS). */
export const QuizQuestionKindSchema = z.enum(QUIZ_QUESTION_KINDS);
export type QuizQuestionKind = z.infer<typeof QuizQuestionKindSchema>;

/** A picture or a short video clip shown with a question: a media storage key or an https URL. */
export const QuizMediaSchema = z.strictObject({
  kind: z.enum(['IMAGE', 'VIDEO']),
  ref: z.string().trim().min(1).max(500),
  /** Clip window in seconds, for VIDEO. */
  startSeconds: z.number().int().min(0).max(86_400).optional(),
  endSeconds: z.number().int().min(1).max(86_400).optional(),
});
export type QuizMedia = z.infer<typeof QuizMediaSchema>;

/** One choice as an author writes it. */
export const QuizChoiceInputSchema = z.strictObject({
  text: z.string().trim().min(1).max(300),
  correct: z.boolean(),
});

/** One question as an author writes it. */
export const QuizQuestionInputSchema = z
  .strictObject({
    prompt: z.string().trim().min(1).max(1000),
    kind: QuizQuestionKindSchema,
    media: QuizMediaSchema.nullable().default(null),
    explanation: z.string().trim().max(2000).default(''),
    choices: z.array(QuizChoiceInputSchema).min(2).max(8),
  })
  .refine((q) => q.choices.some((choice) => choice.correct), {
    message: 'At least one choice must be correct',
    path: ['choices'],
  })
  .refine((q) => !isSingleAnswerKind(q.kind) || q.choices.filter((choice) => choice.correct).length === 1, {
    message: 'A single-choice question has exactly one correct choice',
    path: ['choices'],
  })
  .refine((q) => q.kind !== 'TRUE_FALSE' || q.choices.length === 2, {
    message: 'A true/false question has exactly two choices',
    path: ['choices'],
  });
// An IMAGE question may be saved without its picture while it is a creator's draft (the picture is uploaded to
// the saved quiz); submitting it, or a staff save, refuses it then (QUIZ_IMAGE_MISSING).
export type QuizQuestionInput = z.input<typeof QuizQuestionInputSchema>;

/** A whole quiz as an author writes it (POST and PUT replace the question pool). */
export const QuizInputSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(5000).default(''),
    categoryId: z.uuid().nullable().default(null),
    /** Null: no limit. Counted on the server clock from the attempt's start. */
    timeLimitSeconds: z.number().int().min(10).max(7200).nullable().default(null),
    passMarkPercent: z.number().int().min(0).max(100).default(60),
    /** How many questions one attempt draws at random from the pool; null draws them all. */
    drawCount: z.number().int().min(1).max(200).nullable().default(null),
    shuffleChoices: z.boolean().default(true),
    pointsReward: z.number().int().min(0).max(100_000).default(0),
    questions: z.array(QuizQuestionInputSchema).min(1).max(200),
  })
  .refine((quiz) => quiz.drawCount === null || quiz.drawCount <= quiz.questions.length, {
    message: 'Cannot draw more questions than the pool holds',
    path: ['drawCount'],
  });
export type QuizInput = z.input<typeof QuizInputSchema>;

/** The author's view of a quiz, answers included (only its owner and staff see this). */
export const QuizAuthoringSchema = z.object({
  activityId: z.uuid(),
  status: z.string(),
  /** Starts at 1; editing a published quiz makes the next version (attempts keep the one they played). */
  version: z.number().int(),
  title: z.string(),
  description: z.string(),
  categoryId: z.uuid().nullable(),
  timeLimitSeconds: z.number().int().nullable(),
  passMarkPercent: z.number().int(),
  drawCount: z.number().int().nullable(),
  shuffleChoices: z.boolean(),
  pointsReward: z.number().int(),
  questions: z.array(
    z.object({
      id: z.uuid(),
      prompt: z.string(),
      kind: QuizQuestionKindSchema,
      media: QuizMediaSchema.nullable(),
      explanation: z.string(),
      choices: z.array(z.object({ id: z.uuid(), text: z.string(), correct: z.boolean() })),
    }),
  ),
});
export type QuizAuthoring = z.infer<typeof QuizAuthoringSchema>;

/** Public summary of a quiz before starting it. */
export const QuizSummarySchema = z.object({
  activityId: z.uuid(),
  title: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  timeLimitSeconds: z.number().int().nullable(),
  passMarkPercent: z.number().int(),
  pointsReward: z.number().int(),
});
export type QuizSummary = z.infer<typeof QuizSummarySchema>;

/** A question as a player receives it: no correctness anywhere. */
export const QuizPlayQuestionSchema = z.object({
  id: z.uuid(),
  prompt: z.string(),
  kind: QuizQuestionKindSchema,
  media: QuizMediaSchema.nullable(),
  choices: z.array(z.object({ id: z.uuid(), text: z.string() })),
});
export type QuizPlayQuestion = z.infer<typeof QuizPlayQuestionSchema>;

/** A started attempt: the drawn questions, choices in this attempt's order. */
export const QuizAttemptSchema = z.object({
  attemptId: z.uuid(),
  activityId: z.uuid(),
  startedAt: z.iso.datetime(),
  /** When answers stop being accepted (server clock); null without a time limit. */
  expiresAt: z.iso.datetime().nullable(),
  timeLimitSeconds: z.number().int().nullable(),
  passMarkPercent: z.number().int(),
  questions: z.array(QuizPlayQuestionSchema),
});
export type QuizAttempt = z.infer<typeof QuizAttemptSchema>;

export const QuizAnswerInputSchema = z.strictObject({
  questionId: z.uuid(),
  choiceIds: z.array(z.uuid()).min(1).max(8),
});
export type QuizAnswerInput = z.infer<typeof QuizAnswerInputSchema>;

/** The verdict on one answer, with the explanation, given only once it is submitted. */
export const QuizAnswerResultSchema = z.object({
  questionId: z.uuid(),
  correct: z.boolean(),
  correctChoiceIds: z.array(z.uuid()),
  explanation: z.string(),
  answeredCount: z.number().int(),
  questionCount: z.number().int(),
});
export type QuizAnswerResult = z.infer<typeof QuizAnswerResultSchema>;

/** A finished attempt's result. */
export const QuizResultSchema = z.object({
  attemptId: z.uuid(),
  activityId: z.uuid(),
  score: z.number().int(),
  maxScore: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  /** A passed attempt completes the quiz: the award paid, kept for the cooldown, or refused with a reason. */
  earning: EarningFieldSchema,
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

/** One row of a member's attempt history; unfinished attempts have null results. */
export const QuizAttemptSummarySchema = z.object({
  attemptId: z.uuid(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  passed: z.boolean().nullable(),
});
export const QuizAttemptHistorySchema = z.object({ items: z.array(QuizAttemptSummarySchema) });
export type QuizAttemptHistory = z.infer<typeof QuizAttemptHistorySchema>;

/** An uploaded question picture: `ref` goes into the question's media, `url` shows it. */
export const QuizImageSchema = z.object({ ref: z.string(), url: z.string() });
export type QuizImage = z.infer<typeof QuizImageSchema>;
