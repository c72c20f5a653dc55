import { describe, expect, it } from 'vitest';
import {
  draftProblems,
  draftToInput,
  emptyDraft,
  moved,
  newQuestion,
  withCorrect,
  withKind,
  withNewChoice,
} from './quiz-draft';

const WORDS = { true: 'True', false: 'False' };

describe('quiz draft', () => {
  it('gives true/false its two fixed choices and keeps one right answer for single-answer kinds', () => {
    const multiple = withKind(withNewChoice(newQuestion()), 'MULTIPLE', WORDS);
    const both = withCorrect(multiple, multiple.choices[1]?.id ?? '');
    expect(both.choices.map((item) => item.correct)).toEqual([true, true, false]);
    const single = withKind(both, 'IMAGE', WORDS);
    expect(single.choices.map((item) => item.correct)).toEqual([true, false, false]);
    const trueFalse = withKind(single, 'TRUE_FALSE', WORDS);
    expect(trueFalse.choices.map(({ text, correct }) => [text, correct])).toEqual([
      ['True', true],
      ['False', false],
    ]);
    const flipped = withCorrect(trueFalse, trueFalse.choices[1]?.id ?? '');
    expect(flipped.choices.map((item) => item.correct)).toEqual([false, true]);
  });

  it('moves questions within bounds and sends the draft without editor ids', () => {
    const draft = emptyDraft();
    const second = newQuestion();
    draft.questions.push(second);
    expect(moved(draft.questions, second.id, -1)[0]).toBe(second);
    expect(moved(draft.questions, second.id, 1)).toBe(draft.questions);
    const input = draftToInput(draft);
    expect(JSON.stringify(input)).not.toContain(second.id);
    expect(input.questions[0]?.choices).toEqual([
      { text: '', correct: true },
      { text: '', correct: false },
    ]);
  });

  it('names what the server would refuse, question by question', () => {
    const draft = emptyDraft();
    const image = { ...newQuestion(), kind: 'IMAGE' as const, prompt: 'Who?' };
    image.choices = image.choices.map((item) => ({ ...item, text: 'x', correct: false }));
    draft.questions.push(image);
    expect(draftProblems(draft, false)).not.toContainEqual({ field: 'image', question: 1 });
    expect(draftProblems(draft, true)).toEqual([
      { field: 'title' },
      { field: 'prompt', question: 0 },
      { field: 'choiceText', question: 0 },
      { field: 'noCorrect', question: 1 },
      { field: 'image', question: 1 },
    ]);
  });
});
