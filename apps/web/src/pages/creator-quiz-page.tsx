import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title';
import { CreatorOnlyNotice } from '../features/creator-content/creator-gate';
import { CREATOR_CONTENT_KEY } from '../features/creator-content/list-creator-activities.queries';
import { QuizEditorLoader } from '../features/quizzes/quiz-editor-loader';
import { useTranslation } from '../i18n/use-translation';
import { isActiveCreator } from '../lib/member-display';
import { useSession } from '../lib/use-session';

/** Routes /creator/quizzes/new and /creator/quizzes/$quizId: a creator writes a quiz, previews it and sends it for review. */
export function CreatorQuizPage({ quizId }: { quizId: string | null }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className="page-container py-4">
      <PageTitle title={quizId ? t('quizEditor.titleEdit') : t('quizEditor.titleNew')} />
      {member && !isActiveCreator(member) ? (
        <CreatorOnlyNotice member={member} />
      ) : (
        <QuizEditorLoader
          realm="member"
          quizId={quizId}
          onSaved={(quiz) => {
            void queryClient.invalidateQueries({ queryKey: CREATOR_CONTENT_KEY });
            if (!quizId)
              void navigate({ to: '/creator/quizzes/$quizId', params: { quizId: quiz.activityId } });
          }}
        />
      )}
    </div>
  );
}
