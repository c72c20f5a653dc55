import { useTranslation } from '../../i18n/use-translation';
import { useAdminQuiz } from './get-admin-quiz.queries';

/** A quiz's rules and questions with the right answers marked, for deciding on it. */
export function QuizPreview({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const quiz = useAdminQuiz(activityId);
  if (quiz.isPending) return <p className="text-body-secondary">{t('moderation.preview.loading')}</p>;
  if (quiz.isError) return <p className="text-danger">{t('moderation.preview.quizError')}</p>;
  const data = quiz.data;
  return (
    <section aria-label={t('moderation.preview.quizLabel')}>
      <ul className="list-unstyled small mb-3">
        <li>{t('moderation.preview.quizQuestions', { count: data.questions.length })}</li>
        <li>{t('moderation.preview.quizPassMark', { percent: data.passMarkPercent })}</li>
        <li>
          {data.timeLimitSeconds === null
            ? t('moderation.preview.quizNoLimit')
            : t('moderation.preview.quizTimeLimit', { seconds: data.timeLimitSeconds })}
        </li>
        <li>{t('moderation.preview.quizPoints', { points: data.pointsReward })}</li>
      </ul>
      <ol className="moderation-quiz ps-3">
        {data.questions.map((question) => (
          <li key={question.id} className="mb-2">
            <p className="mb-1 fw-semibold" dir="auto">
              {question.prompt}
            </p>
            <ul className="list-unstyled ps-2 mb-0">
              {question.choices.map((choice) => (
                <li key={choice.id} className={choice.correct ? 'text-success fw-semibold' : undefined}>
                  <span dir="auto">{choice.text}</span>
                  {choice.correct ? ` (${t('moderation.preview.correct')})` : ''}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
