import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { QuizEditorLoader } from '../../features/quizzes/quiz-editor-loader';
import { useTranslation } from '../../i18n/use-translation';

/** Routes /admin/quizzes/new and /admin/quizzes/$quizId: staff write or edit any quiz (published at once). */
export function AdminQuizEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { quizId } = useParams({ strict: false });
  return (
    <>
      <p>
        <Link to="/admin/moderation">{t('moderation.title')}</Link>
      </p>
      <QuizEditorLoader
        realm="admin"
        quizId={quizId ?? null}
        onSaved={(quiz) => {
          if (!quizId) void navigate({ to: '/admin/quizzes/$quizId', params: { quizId: quiz.activityId } });
        }}
      />
    </>
  );
}
