import { isSingleAnswerKind, type QuizAnswerResult, type QuizPlayQuestion } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';

/** Props of QuizChoices. */
export interface QuizChoicesProps {
  question: QuizPlayQuestion;
  selected: string[];
  /** The server's verdict once answered; the choices then show which were right. */
  verdict: QuizAnswerResult | null;
  /** Answered, with or without a verdict here (an answer given before a reload): no more changes. */
  locked: boolean;
  onToggle: (choiceId: string) => void;
}

function markOf(verdict: QuizAnswerResult | null, choiceId: string, picked: boolean): string {
  if (!verdict) return '';
  if (verdict.correctChoiceIds.includes(choiceId)) return 'quiz-choice--right';
  return picked ? 'quiz-choice--wrong' : '';
}

/** Radio buttons for a single-choice question, checkboxes for a multiple-choice one. */
export function QuizChoices({ question, selected, verdict, locked, onToggle }: QuizChoicesProps) {
  const { t } = useTranslation();
  const type = isSingleAnswerKind(question.kind) ? 'radio' : 'checkbox';
  return (
    <div className="quiz-choices">
      {question.choices.map((choice) => {
        const picked = selected.includes(choice.id);
        const right = verdict?.correctChoiceIds.includes(choice.id) ?? false;
        return (
          <div key={choice.id} className={`form-check quiz-choice ${markOf(verdict, choice.id, picked)}`}>
            <input
              className="form-check-input"
              type={type}
              id={`choice-${choice.id}`}
              name={`question-${question.id}`}
              checked={picked}
              disabled={locked}
              onChange={() => {
                onToggle(choice.id);
              }}
            />
            <label className="form-check-label" htmlFor={`choice-${choice.id}`} dir="auto">
              {choice.text}
              {right ? <span className="visually-hidden"> ({t('play.quiz.rightChoice')})</span> : null}
            </label>
          </div>
        );
      })}
    </div>
  );
}
