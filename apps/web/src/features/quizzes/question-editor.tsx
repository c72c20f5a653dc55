import { QUIZ_QUESTION_KINDS, type QuizQuestionKind } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { QuestionChoices } from './question-choices';
import { QuestionImage } from './question-image';
import type { QuizAuthorRealm } from './quiz-authoring.queries';
import { withKind, type DraftQuestion } from './quiz-draft';

/** Props of QuestionEditor. */
export interface QuestionEditorProps {
  question: DraftQuestion;
  index: number;
  count: number;
  realm: QuizAuthorRealm;
  quizId: string | null;
  onChange: (question: DraftQuestion) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

function QuestionTools({
  index,
  count,
  onMove,
  onRemove,
}: Omit<QuestionEditorProps, 'question' | 'realm' | 'quizId' | 'onChange'>) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <div className="btn-group btn-group-sm">
      <button
        type="button"
        className="btn btn-outline-secondary"
        disabled={index === 0}
        onClick={() => {
          onMove(-1);
        }}
        aria-label={t('quizEditor.questions.moveUp', { number })}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary"
        disabled={index === count - 1}
        onClick={() => {
          onMove(1);
        }}
        aria-label={t('quizEditor.questions.moveDown', { number })}
      >
        ↓
      </button>
      <button
        type="button"
        className="btn btn-outline-danger"
        disabled={count === 1}
        onClick={onRemove}
        aria-label={t('quizEditor.questions.remove', { number })}
      >
        ×
      </button>
    </div>
  );
}

/** One question of the editor: kind, prompt, picture, choices with the right ones marked, explanation. */
export function QuestionEditor(props: QuestionEditorProps) {
  const { question, index, realm, quizId, onChange } = props;
  const { t } = useTranslation();
  const number = index + 1;
  const id = (field: string) => `q-${question.id}-${field}`;
  const words = { true: t('quizEditor.questions.true'), false: t('quizEditor.questions.false') };
  return (
    <li className="quiz-editor-question card card-body mb-3" data-testid={`question-${String(number)}`}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0">{t('quizEditor.questions.heading', { number })}</h3>
        <QuestionTools {...props} />
      </div>
      <label className="form-label" htmlFor={id('kind')}>
        {t('quizEditor.questions.kind')}
      </label>
      <select
        id={id('kind')}
        className="form-select mb-3"
        value={question.kind}
        onChange={(event) => {
          onChange(withKind(question, event.target.value as QuizQuestionKind, words));
        }}
      >
        {QUIZ_QUESTION_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`quizEditor.questions.kinds.${kind}`)}
          </option>
        ))}
      </select>
      <label className="form-label" htmlFor={id('prompt')}>
        {t('quizEditor.questions.prompt')}
      </label>
      <textarea
        id={id('prompt')}
        className="form-control mb-3"
        rows={2}
        maxLength={1000}
        dir="auto"
        value={question.prompt}
        onChange={(event) => {
          onChange({ ...question, prompt: event.target.value });
        }}
      />
      {question.kind === 'IMAGE' ? (
        <QuestionImage
          question={question}
          number={number}
          realm={realm}
          quizId={quizId}
          onChange={onChange}
        />
      ) : null}
      <QuestionChoices question={question} number={number} onChange={onChange} />
      <label className="form-label mt-2" htmlFor={id('explanation')}>
        {t('quizEditor.questions.explanation')}
      </label>
      <textarea
        id={id('explanation')}
        className="form-control"
        rows={2}
        maxLength={2000}
        dir="auto"
        value={question.explanation}
        onChange={(event) => {
          onChange({ ...question, explanation: event.target.value });
        }}
      />
    </li>
  );
}
