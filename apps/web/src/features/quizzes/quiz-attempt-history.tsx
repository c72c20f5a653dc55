import { useTranslation } from '../../i18n/use-translation';
import { useQuizAttempts } from './list-quiz-attempts.queries';

/** The signed-in member's earlier attempts at this quiz, newest first. */
export function QuizAttemptHistory({ activityId }: { activityId: string }) {
  const { t, i18n } = useTranslation();
  const attempts = useQuizAttempts(activityId, true);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (!attempts.data) return null;
  return (
    <section aria-labelledby="quiz-history-title" className="quiz-history">
      <h3 id="quiz-history-title" className="h6">
        {t('play.quiz.historyTitle')}
      </h3>
      {attempts.data.items.length === 0 ? (
        <p className="text-body-secondary">{t('play.quiz.historyEmpty')}</p>
      ) : (
        <ul className="list-unstyled quiz-history__list" data-testid="quiz-history">
          {attempts.data.items.map((attempt) => (
            <li key={attempt.attemptId}>
              <span>{dates.format(new Date(attempt.startedAt))}</span>
              {' · '}
              {attempt.score === null
                ? t('play.quiz.historyUnfinished')
                : t('play.quiz.historyScore', { score: attempt.score, max: attempt.maxScore })}
              {attempt.passed === null ? null : (
                <span className={`ms-2 badge ${attempt.passed ? 'text-bg-success' : 'text-bg-secondary'}`}>
                  {attempt.passed ? t('play.quiz.passed') : t('play.quiz.failed')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
