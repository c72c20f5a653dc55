import type { QuizAttempt, QuizPlayQuestion, QuizResult } from '@streamit/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';
import type { AnsweredQuestion } from './quiz-flow';

/** Props of QuizResults. */
export interface QuizResultsProps {
  attempt: QuizAttempt;
  result: QuizResult;
  answers: Record<string, AnsweredQuestion>;
  onTryAgain: () => void;
}

const BADGES = {
  right: 'text-bg-success',
  wrong: 'text-bg-danger',
  skipped: 'text-bg-secondary',
  earlier: 'text-bg-secondary',
} as const;

/** How one question went; `earlier` was answered before a reload, its verdict is in the score only. */
function stateOf(answer: AnsweredQuestion | undefined): keyof typeof BADGES {
  if (!answer) return 'skipped';
  if (!answer.result) return 'earlier';
  return answer.result.correct ? 'right' : 'wrong';
}

function choiceTexts(question: QuizPlayQuestion, ids: string[]): string {
  return question.choices
    .filter((choice) => ids.includes(choice.id))
    .map((choice) => choice.text)
    .join(', ');
}

function ReviewItem({
  question,
  answer,
}: {
  question: QuizPlayQuestion;
  answer: AnsweredQuestion | undefined;
}) {
  const { t } = useTranslation();
  const state = stateOf(answer);
  const result = answer?.result ?? null;
  return (
    <li className={`quiz-review__item quiz-review__item--${state}`}>
      <p className="fw-semibold mb-1" dir="auto">
        {question.prompt}
      </p>
      <p className="mb-1">
        <span className={`badge me-2 ${BADGES[state]}`}>{t(`play.quiz.review.${state}`)}</span>
        {result && answer ? (
          <span dir="auto">
            {t('play.quiz.review.yourAnswer', { answer: choiceTexts(question, answer.picked) })}
          </span>
        ) : null}
      </p>
      {result ? (
        <>
          <p className="mb-1" dir="auto">
            {t('play.quiz.review.rightAnswer', {
              answer: choiceTexts(question, result.correctChoiceIds),
            })}
          </p>
          {result.explanation ? (
            <p className="text-body-secondary mb-0" dir="auto">
              {result.explanation}
            </p>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/** The graded attempt: score, pass or fail, each question reviewed, and another go. */
export function QuizResults({ attempt, result, answers, onTryAgain }: QuizResultsProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="quiz-results" aria-labelledby="quiz-results-title">
      <h3 id="quiz-results-title" ref={heading} tabIndex={-1} className="h4">
        <Icon name={result.passed ? 'trophy' : 'info'} className="me-2" />
        {result.passed ? t('play.quiz.resultPassed') : t('play.quiz.resultFailed')}
      </h3>
      <p className="lead" data-testid="quiz-score">
        {t('play.quiz.score', { score: result.score, max: result.maxScore, percent: result.percent })}
      </p>
      <p className="text-body-secondary">{t('play.quiz.passMark', { percent: attempt.passMarkPercent })}</p>
      <h4 className="h5 mt-4">{t('play.quiz.review.title')}</h4>
      <ol className="quiz-review list-unstyled">
        {attempt.questions.map((question) => (
          <ReviewItem key={question.id} question={question} answer={answers[question.id]} />
        ))}
      </ol>
      <button type="button" className="btn btn-primary" onClick={onTryAgain}>
        {t('play.quiz.tryAgain')}
      </button>
    </section>
  );
}
