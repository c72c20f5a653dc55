import type { QuizAuthoring } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { QuizMediaView } from '../../features/quizzes/quiz-media';
import { QuizPlaySourceContext, SERVER_QUIZ_SOURCE } from '../../features/quizzes/quiz-play-source';
import { useTranslation } from '../../i18n/use-translation';
import { useAdminQuiz } from './get-admin-quiz.queries';

// Pictures of a quiz in review are not public yet: they are fetched with the moderator's token.
const MODERATOR_SOURCE = { ...SERVER_QUIZ_SOURCE, mediaRealm: 'admin' as const };

function QuestionReview({
  question,
  number,
}: {
  question: QuizAuthoring['questions'][number];
  number: number;
}) {
  const { t } = useTranslation();
  return (
    <li className="mb-3">
      <p className="mb-1 fw-semibold" dir="auto">
        {question.prompt}{' '}
        <span className="badge text-bg-light">{t(`quizEditor.questions.kinds.${question.kind}`)}</span>
      </p>
      {question.media ? (
        <QuizMediaView media={question.media} label={t('quizEditor.image.label', { number })} />
      ) : null}
      <ul className="list-unstyled ps-2 mb-1">
        {question.choices.map((choice) => (
          <li key={choice.id} className={choice.correct ? 'text-success fw-semibold' : undefined}>
            <span dir="auto">{choice.text}</span>
            {choice.correct ? ` (${t('moderation.preview.correct')})` : ''}
          </li>
        ))}
      </ul>
      {question.explanation ? (
        <p className="small text-body-secondary mb-0" dir="auto">
          {question.explanation}
        </p>
      ) : null}
    </li>
  );
}

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
            : t('moderation.preview.quizTimeLimit', {
                count: data.timeLimitSeconds,
                seconds: data.timeLimitSeconds,
              })}
        </li>
        <li>{t('moderation.preview.quizPoints', { count: data.pointsReward, points: data.pointsReward })}</li>
      </ul>
      <QuizPlaySourceContext value={MODERATOR_SOURCE}>
        <ol className="moderation-quiz ps-3">
          {data.questions.map((question, index) => (
            <QuestionReview key={question.id} question={question} number={index + 1} />
          ))}
        </ol>
      </QuizPlaySourceContext>
      <Link
        to="/admin/quizzes/$quizId"
        params={{ quizId: activityId }}
        className="btn btn-sm btn-outline-primary"
      >
        {t('quizEditor.editQuiz')}
      </Link>
    </section>
  );
}
