import {
  isSingleAnswerKind,
  type QuizAnswerResult,
  type QuizAttempt,
  type QuizPlayQuestion,
  type QuizResult,
} from '@streamit/contract';

/**
 * What the member picked for one question and the server's verdict on it. `result` is null for a question
 * answered before the page was reloaded: the server keeps that answer (and counts it) but grades it only once.
 */
export interface AnsweredQuestion {
  picked: string[];
  result: QuizAnswerResult | null;
}

/** The quiz player's screens: the rules, one question at a time, then the graded result. */
export type QuizFlow =
  | { phase: 'intro' }
  | {
      phase: 'playing';
      attempt: QuizAttempt;
      index: number;
      selected: string[];
      answers: Record<string, AnsweredQuestion>;
    }
  | { phase: 'results'; attempt: QuizAttempt; result: QuizResult; answers: Record<string, AnsweredQuestion> };

/** Everything that moves the quiz player from one state to the next. */
export type QuizFlowAction =
  | { type: 'started'; attempt: QuizAttempt }
  | { type: 'toggled'; choiceId: string }
  | { type: 'answered'; result: QuizAnswerResult }
  | { type: 'answeredEarlier'; questionId: string }
  | { type: 'next' }
  | { type: 'finished'; result: QuizResult }
  | { type: 'restarted' };

/** The first state: the rules before starting. */
export const INTRO: QuizFlow = { phase: 'intro' };

/** The question on screen while playing, or null. */
export function currentQuestion(flow: QuizFlow): QuizPlayQuestion | null {
  return flow.phase === 'playing' ? (flow.attempt.questions[flow.index] ?? null) : null;
}

/** Single choice keeps one pick; multiple choice adds or removes the choice. */
export function toggleChoice(question: QuizPlayQuestion, selected: string[], choiceId: string): string[] {
  if (isSingleAnswerKind(question.kind)) return [choiceId];
  return selected.includes(choiceId) ? selected.filter((id) => id !== choiceId) : [...selected, choiceId];
}

function onPlaying(flow: Extract<QuizFlow, { phase: 'playing' }>, action: QuizFlowAction): QuizFlow {
  const question = currentQuestion(flow);
  if (!question) return flow;
  const answered = Boolean(flow.answers[question.id]);
  switch (action.type) {
    case 'toggled':
      return answered ? flow : { ...flow, selected: toggleChoice(question, flow.selected, action.choiceId) };
    case 'answered': {
      const entry = { picked: flow.selected, result: action.result };
      return { ...flow, answers: { ...flow.answers, [action.result.questionId]: entry } };
    }
    case 'answeredEarlier':
      return { ...flow, answers: { ...flow.answers, [action.questionId]: { picked: [], result: null } } };
    case 'next':
      return flow.index + 1 < flow.attempt.questions.length
        ? { ...flow, index: flow.index + 1, selected: [] }
        : flow;
    case 'finished':
      return { phase: 'results', attempt: flow.attempt, result: action.result, answers: flow.answers };
    case 'started':
    case 'restarted':
      return flow;
  }
}

/** The quiz player's reducer: no correctness is known until the server answers. */
export function quizFlowReducer(flow: QuizFlow, action: QuizFlowAction): QuizFlow {
  if (action.type === 'started') {
    return { phase: 'playing', attempt: action.attempt, index: 0, selected: [], answers: {} };
  }
  if (action.type === 'restarted') return INTRO;
  return flow.phase === 'playing' ? onPlaying(flow, action) : flow;
}

/** True once the question on screen has the server's verdict. */
export function isCurrentAnswered(flow: QuizFlow): boolean {
  const question = currentQuestion(flow);
  return flow.phase === 'playing' && question !== null && Boolean(flow.answers[question.id]);
}

/** True on the last question of the attempt. */
export function isLastQuestion(flow: QuizFlow): boolean {
  return flow.phase === 'playing' && flow.index === flow.attempt.questions.length - 1;
}
