import type { QuizAuthoring } from '@streamit/contract';
import { ErrorState } from '../../components/error-state';
import { useTranslation } from '../../i18n/use-translation';
import { useAuthoredQuiz, type QuizAuthorRealm } from './quiz-authoring.queries';
import { QuizEditor } from './quiz-editor';

/** Props of QuizEditorLoader. */
export interface QuizEditorLoaderProps {
  realm: QuizAuthorRealm;
  /** The quiz to edit; null writes a new one. */
  quizId: string | null;
  onSaved: (quiz: QuizAuthoring) => void;
}

function QuizFacts({ quiz }: { quiz: QuizAuthoring }) {
  const { t } = useTranslation();
  return (
    <p className="d-flex flex-wrap gap-2 align-items-center" data-testid="quiz-status">
      <span className="badge text-bg-secondary">{t(`quizEditor.status.${quiz.status as 'DRAFT'}`)}</span>
      <span className="text-body-secondary">{t('quizEditor.version', { version: quiz.version })}</span>
    </p>
  );
}

/** Loads a stored quiz (answers included) and opens the editor on it; a new quiz opens at once. */
export function QuizEditorLoader({ realm, quizId, onSaved }: QuizEditorLoaderProps) {
  const { t } = useTranslation();
  const quiz = useAuthoredQuiz(realm, quizId);
  if (quizId === null) return <QuizEditor realm={realm} quiz={null} onSaved={onSaved} />;
  if (quiz.isError)
    return (
      <ErrorState
        title={t('quizEditor.loadError')}
        body={quiz.error.message}
        retryLabel={t('quizEditor.retry')}
        onRetry={() => void quiz.refetch()}
      />
    );
  if (!quiz.data) return <p role="status">{t('quizEditor.loading')}</p>;
  return (
    <>
      <QuizFacts quiz={quiz.data} />
      <QuizEditor key={quiz.data.activityId} realm={realm} quiz={quiz.data} onSaved={onSaved} />
    </>
  );
}
