import {
  isSingleAnswerKind,
  type QuizAnswerInput,
  type QuizAttempt,
  type QuizResult,
} from '@streamit/contract';
import { ApiError } from '../../lib/api/api-error';
import type { QuizPlaySource } from './quiz-play-source';
import type { DraftQuestion, QuizDraft } from './quiz-draft';

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** The same grading as the server's: exactly the right choices, one pick for single-answer kinds. */
function isRight(question: DraftQuestion, picked: string[]): boolean {
  const right = question.choices.filter((item) => item.correct).map((item) => item.id);
  if (isSingleAnswerKind(question.kind) && picked.length !== 1) return false;
  return right.length === picked.length && right.every((id) => picked.includes(id));
}

interface PreviewAttempt {
  attempt: QuizAttempt;
  verdicts: Map<string, boolean>;
}

function drawAttempt(draft: QuizDraft, activityId: string): QuizAttempt {
  const drawn = shuffled(draft.questions).slice(0, draft.drawCount ?? draft.questions.length);
  const startedAt = new Date();
  const limit = draft.timeLimitSeconds;
  return {
    attemptId: crypto.randomUUID(),
    activityId,
    startedAt: startedAt.toISOString(),
    expiresAt: limit ? new Date(startedAt.getTime() + limit * 1000).toISOString() : null,
    timeLimitSeconds: limit,
    passMarkPercent: draft.passMarkPercent,
    questions: drawn.map(({ id, prompt, kind, media, choices }) => {
      const plain = choices.map((item) => ({ id: item.id, text: item.text }));
      return { id, prompt, kind, media, choices: draft.shuffleChoices ? shuffled(plain) : plain };
    }),
  };
}

function scoreOf(current: PreviewAttempt): QuizResult {
  const { attempt, verdicts } = current;
  const score = [...verdicts.values()].filter(Boolean).length;
  const maxScore = attempt.questions.length;
  const percent = maxScore === 0 ? 0 : Math.floor((score * 100) / maxScore);
  const { attemptId, activityId, startedAt } = attempt;
  const finishedAt = new Date().toISOString();
  const passed = maxScore > 0 && percent >= attempt.passMarkPercent;
  return { attemptId, activityId, score, maxScore, percent, passed, startedAt, finishedAt, earning: null };
}

/**
 * The author's preview: the member's player, fed from the draft in the page. It draws, shuffles, times and
 * grades exactly as the server does, so the preview plays as members will; nothing is stored or paid.
 */
export function createPreviewSource(
  draft: QuizDraft,
  realm: 'member' | 'admin',
  timeUpMessage: string,
): QuizPlaySource {
  let current: PreviewAttempt | null = null;
  const answer = (questionId: string, body: QuizAnswerInput) => {
    const question = draft.questions.find((item) => item.id === questionId);
    if (!current || !question) throw new ApiError(400, 'QUIZ_QUESTION_NOT_IN_ATTEMPT', '');
    const expires = current.attempt.expiresAt;
    if (expires && Date.now() > Date.parse(expires)) throw new ApiError(409, 'QUIZ_TIME_UP', timeUpMessage);
    const correct = isRight(question, body.choiceIds);
    current.verdicts.set(questionId, correct);
    return {
      questionId,
      correct,
      explanation: question.explanation,
      correctChoiceIds: question.choices.filter((item) => item.correct).map((item) => item.id),
      answeredCount: current.verdicts.size,
      questionCount: current.attempt.questions.length,
    };
  };
  return {
    keyPrefix: ['quiz-preview', crypto.randomUUID()],
    preview: true,
    mediaRealm: realm,
    summary: (activityId) =>
      Promise.resolve({
        activityId,
        title: draft.title,
        description: draft.description,
        questionCount: Math.min(draft.drawCount ?? draft.questions.length, draft.questions.length),
        timeLimitSeconds: draft.timeLimitSeconds,
        passMarkPercent: draft.passMarkPercent,
        pointsReward: draft.pointsReward,
      }),
    start: (activityId) => {
      current = { attempt: drawAttempt(draft, activityId), verdicts: new Map() };
      return Promise.resolve(current.attempt);
    },
    answer: (_activityId, _attemptId, body) =>
      new Promise((resolve) => {
        resolve(answer(body.questionId, body));
      }),
    finish: () => (current ? Promise.resolve(scoreOf(current)) : Promise.reject(new Error('No attempt'))),
    attempts: () => Promise.resolve({ items: [] }),
  };
}
