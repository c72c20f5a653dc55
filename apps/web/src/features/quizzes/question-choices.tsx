import { isSingleAnswerKind } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { withCorrect, withNewChoice, type DraftQuestion } from './quiz-draft';

const MAX_CHOICES = 8;
const MIN_CHOICES = 2;

/** Props of QuestionChoices. */
export interface QuestionChoicesProps {
  question: DraftQuestion;
  number: number;
  onChange: (question: DraftQuestion) => void;
}

/** The choices of one question: their texts and which are right (radio for one answer, checkboxes for several). */
export function QuestionChoices({ question, number, onChange }: QuestionChoicesProps) {
  const { t } = useTranslation();
  const fixed = question.kind === 'TRUE_FALSE';
  const setText = (id: string, text: string) => {
    onChange({ ...question, choices: question.choices.map((c) => (c.id === id ? { ...c, text } : c)) });
  };
  const remove = (id: string) => {
    onChange({ ...question, choices: question.choices.filter((c) => c.id !== id) });
  };
  return (
    <fieldset className="quiz-editor-choices">
      <legend className="form-label fs-6">{t('quizEditor.questions.choices')}</legend>
      {question.choices.map((choice, index) => (
        <div key={choice.id} className="quiz-editor-choice">
          <input
            type={isSingleAnswerKind(question.kind) ? 'radio' : 'checkbox'}
            className="form-check-input"
            name={`correct-${question.id}`}
            checked={choice.correct}
            aria-label={t('quizEditor.questions.correctLabel', { number: index + 1 })}
            onChange={() => {
              onChange(withCorrect(question, choice.id));
            }}
          />
          <input
            className="form-control"
            value={choice.text}
            maxLength={300}
            dir="auto"
            readOnly={fixed}
            aria-label={t('quizEditor.questions.choice', { number: index + 1 })}
            data-testid={`question-${String(number)}-choice-${String(index + 1)}`}
            onChange={(event) => {
              setText(choice.id, event.target.value);
            }}
          />
          {!fixed && question.choices.length > MIN_CHOICES ? (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              aria-label={t('quizEditor.questions.removeChoice', { number: index + 1 })}
              onClick={() => {
                remove(choice.id);
              }}
            >
              ×
            </button>
          ) : null}
        </div>
      ))}
      {!fixed && question.choices.length < MAX_CHOICES ? (
        <button
          type="button"
          className="btn btn-link btn-sm px-0"
          onClick={() => {
            onChange(withNewChoice(question));
          }}
        >
          {t('quizEditor.questions.addChoice')}
        </button>
      ) : null}
    </fieldset>
  );
}
