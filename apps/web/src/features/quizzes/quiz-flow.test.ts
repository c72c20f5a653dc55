import type { QuizAttempt } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import {
  currentQuestion,
  INTRO,
  isCurrentAnswered,
  isLastQuestion,
  quizFlowReducer,
  type QuizFlow,
  type QuizFlowAction,
} from './quiz-flow';

const Q1 = '11111111-1111-4111-8111-111111111111';
const Q2 = '22222222-2222-4222-8222-222222222222';
const ATTEMPT: QuizAttempt = {
  attemptId: '33333333-3333-4333-8333-333333333333',
  activityId: '44444444-4444-4444-8444-444444444444',
  startedAt: '2026-11-21T10:00:00.000Z',
  expiresAt: null,
  timeLimitSeconds: null,
  passMarkPercent: 50,
  questions: [
    {
      id: Q1,
      prompt: 'One?',
      kind: 'SINGLE',
      media: null,
      choices: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
    },
    {
      id: Q2,
      prompt: 'Many?',
      kind: 'MULTIPLE',
      media: null,
      choices: [
        { id: 'c', text: 'C' },
        { id: 'd', text: 'D' },
      ],
    },
  ],
};

function run(...actions: QuizFlowAction[]): QuizFlow {
  return actions.reduce(quizFlowReducer, INTRO);
}

function verdict(questionId: string, correct: boolean) {
  return {
    questionId,
    correct,
    correctChoiceIds: ['a'],
    explanation: 'Because.',
    answeredCount: 1,
    questionCount: 2,
  };
}

describe('quiz flow', () => {
  it('starts on the first question with nothing picked', () => {
    const flow = run({ type: 'started', attempt: ATTEMPT });
    expect(flow.phase).toBe('playing');
    expect(currentQuestion(flow)?.id).toBe(Q1);
    expect(isCurrentAnswered(flow)).toBe(false);
    expect(isLastQuestion(flow)).toBe(false);
  });

  it('keeps one pick for a single-choice question and toggles picks for a multiple-choice one', () => {
    const single = run(
      { type: 'started', attempt: ATTEMPT },
      { type: 'toggled', choiceId: 'a' },
      { type: 'toggled', choiceId: 'b' },
    );
    expect(single.phase === 'playing' && single.selected).toEqual(['b']);
    const multiple = run(
      { type: 'started', attempt: ATTEMPT },
      { type: 'answered', result: verdict(Q1, false) },
      { type: 'next' },
      { type: 'toggled', choiceId: 'c' },
      { type: 'toggled', choiceId: 'd' },
      { type: 'toggled', choiceId: 'c' },
    );
    expect(multiple.phase === 'playing' && multiple.selected).toEqual(['d']);
    expect(isLastQuestion(multiple)).toBe(true);
  });

  it("records the server's verdict and freezes the picks once answered", () => {
    const flow = run(
      { type: 'started', attempt: ATTEMPT },
      { type: 'toggled', choiceId: 'b' },
      { type: 'answered', result: verdict(Q1, false) },
      { type: 'toggled', choiceId: 'a' },
    );
    expect(isCurrentAnswered(flow)).toBe(true);
    expect(flow.phase === 'playing' && flow.answers[Q1]).toEqual({
      picked: ['b'],
      result: verdict(Q1, false),
    });
    expect(flow.phase === 'playing' && flow.selected).toEqual(['b']);
  });

  it('goes no further than the last question, then to the results and back to the rules', () => {
    const last = run(
      { type: 'started', attempt: ATTEMPT },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
    );
    expect(currentQuestion(last)?.id).toBe(Q2);
    const result = {
      attemptId: ATTEMPT.attemptId,
      activityId: ATTEMPT.activityId,
      score: 1,
      maxScore: 2,
      percent: 50,
      passed: true,
      startedAt: ATTEMPT.startedAt,
      finishedAt: '2026-11-21T10:01:00.000Z',
      earning: null,
    };
    const done = quizFlowReducer(last, { type: 'finished', result });
    expect(done.phase === 'results' && done.result.percent).toBe(50);
    expect(quizFlowReducer(done, { type: 'next' })).toBe(done);
    expect(quizFlowReducer(done, { type: 'restarted' })).toEqual(INTRO);
    expect(quizFlowReducer(INTRO, { type: 'finished', result })).toBe(INTRO);
  });
});
