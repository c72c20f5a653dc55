import {
  isSingleAnswerKind,
  type QuizAuthoring,
  type QuizInput,
  type QuizMedia,
  type QuizQuestionKind,
} from '@streamit/contract';

/** One choice being written; `id` also names it in the preview. */
export interface DraftChoice {
  id: string;
  text: string;
  correct: boolean;
}

/** One question being written. */
export interface DraftQuestion {
  id: string;
  prompt: string;
  kind: QuizQuestionKind;
  media: QuizMedia | null;
  explanation: string;
  choices: DraftChoice[];
}

/** The whole quiz as the editor holds it. */
export interface QuizDraft {
  title: string;
  description: string;
  categoryId: string | null;
  passMarkPercent: number;
  /** Null: no time limit. */
  timeLimitSeconds: number | null;
  drawCount: number | null;
  shuffleChoices: boolean;
  pointsReward: number;
  questions: DraftQuestion[];
}

/** Words of the two true/false choices, in the author's language. */
export interface TrueFalseWords {
  true: string;
  false: string;
}

const newId = () => crypto.randomUUID();

function choice(text = '', correct = false): DraftChoice {
  return { id: newId(), text, correct };
}

/** A fresh single-choice question with two empty choices, the first marked right. */
export function newQuestion(): DraftQuestion {
  return {
    id: newId(),
    prompt: '',
    kind: 'SINGLE',
    media: null,
    explanation: '',
    choices: [choice('', true), choice()],
  };
}

/** An empty quiz: one question, pass mark 60 %, no time limit, choices shuffled. */
export function emptyDraft(): QuizDraft {
  return {
    title: '',
    description: '',
    categoryId: null,
    passMarkPercent: 60,
    timeLimitSeconds: null,
    drawCount: null,
    shuffleChoices: true,
    pointsReward: 0,
    questions: [newQuestion()],
  };
}

/** The editor's copy of a stored quiz. */
export function draftFromAuthoring(quiz: QuizAuthoring): QuizDraft {
  const { title, description, categoryId, passMarkPercent, timeLimitSeconds, drawCount } = quiz;
  return {
    title,
    description,
    categoryId,
    passMarkPercent,
    timeLimitSeconds,
    drawCount,
    shuffleChoices: quiz.shuffleChoices,
    pointsReward: quiz.pointsReward,
    questions: quiz.questions.map((question) => ({ ...question, choices: [...question.choices] })),
  };
}

/** What the server takes: the draft without the editor's ids. */
export function draftToInput(draft: QuizDraft): QuizInput {
  return {
    ...draft,
    questions: draft.questions.map(({ id: _id, choices, ...question }) => ({
      ...question,
      choices: choices.map(({ text, correct }) => ({ text, correct })),
    })),
  };
}

/** Changing the kind keeps what still fits: true/false gets its two fixed choices, one right answer is kept. */
export function withKind(
  question: DraftQuestion,
  kind: QuizQuestionKind,
  words: TrueFalseWords,
): DraftQuestion {
  if (kind === 'TRUE_FALSE') {
    return { ...question, kind, choices: [choice(words.true, true), choice(words.false)] };
  }
  const firstRight = question.choices.findIndex((item) => item.correct);
  const choices = isSingleAnswerKind(kind)
    ? question.choices.map((item, index) => ({ ...item, correct: index === Math.max(firstRight, 0) }))
    : question.choices;
  return { ...question, kind, choices };
}

/** Marks a choice right: the only right one for single-answer kinds, toggled for multiple choice. */
export function withCorrect(question: DraftQuestion, choiceId: string): DraftQuestion {
  const single = isSingleAnswerKind(question.kind);
  const choices = question.choices.map((item) => {
    if (single) return { ...item, correct: item.id === choiceId };
    return item.id === choiceId ? { ...item, correct: !item.correct } : item;
  });
  return { ...question, choices };
}

/** A new empty (wrong) choice at the end. */
export function withNewChoice(question: DraftQuestion): DraftQuestion {
  return { ...question, choices: [...question.choices, choice()] };
}

/** Moves the item with this id one place up (-1) or down (+1); unchanged at either end. */
export function moved<T extends { id: string }>(items: T[], id: string, step: -1 | 1): T[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next;
}

/** What keeps a draft from being saved, by question (0-based), in the editor's words. */
export type DraftProblem =
  { field: 'title' } | { field: 'prompt' | 'choiceText' | 'noCorrect' | 'image'; question: number };

function questionProblems(question: DraftQuestion, index: number, requireImages: boolean): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!question.prompt.trim()) problems.push({ field: 'prompt', question: index });
  if (question.choices.some((item) => !item.text.trim()))
    problems.push({ field: 'choiceText', question: index });
  if (!question.choices.some((item) => item.correct)) problems.push({ field: 'noCorrect', question: index });
  if (requireImages && question.kind === 'IMAGE' && question.media?.kind !== 'IMAGE')
    problems.push({ field: 'image', question: index });
  return problems;
}

/**
 * The problems the server would refuse, found before sending (the server checks again). A creator's draft may
 * save an image question before its picture (uploaded to the saved quiz); a staff save is live, so it may not.
 */
export function draftProblems(draft: QuizDraft, requireImages: boolean): DraftProblem[] {
  const title: DraftProblem[] = draft.title.trim() ? [] : [{ field: 'title' }];
  return [
    ...title,
    ...draft.questions.flatMap((question, index) => questionProblems(question, index, requireImages)),
  ];
}
