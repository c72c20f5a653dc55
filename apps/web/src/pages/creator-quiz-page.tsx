import { useNavigate } from '@tanstack/react-router';
import { CreatorEditorFrame, useCreatorContentSaved } from '../features/creator-content/creator-editor-frame';
import { QuizEditorLoader } from '../features/quizzes/quiz-editor-loader';
import { useTranslation } from '../i18n/use-translation';

/** Routes /creator/quizzes/new and /creator/quizzes/$quizId: a creator writes a quiz, previews it and sends it for review. */
export function CreatorQuizPage({ quizId }: { quizId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onSaved = useCreatorContentSaved(!quizId, (activityId) => {
    void navigate({ to: '/creator/quizzes/$quizId', params: { quizId: activityId } });
  });
  return (
    <CreatorEditorFrame title={quizId ? t('quizEditor.titleEdit') : t('quizEditor.titleNew')}>
      <QuizEditorLoader realm="member" quizId={quizId} onSaved={onSaved} />
    </CreatorEditorFrame>
  );
}
