import type { QuizAuthoring } from '@streamit/contract';
import { SubmitForReview } from '../../components/submit-for-review';
import { useTranslation } from '../../i18n/use-translation';
import { useSubmitQuiz, type QuizAuthorRealm } from './quiz-authoring.queries';
import type { DraftProblem } from './quiz-draft';

/** The problems that keep the draft from being saved, as a list the screen reader announces. */
export function DraftProblems({ problems }: { problems: DraftProblem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="alert alert-warning">
      <p className="fw-semibold mb-1">{t('quizEditor.problems.heading')}</p>
      <ul className="mb-0">
        {problems.map((problem) => (
          <li key={'question' in problem ? `${problem.field}-${String(problem.question)}` : problem.field}>
            {'question' in problem
              ? t(`quizEditor.problems.${problem.field}`, { number: problem.question + 1 })
              : t('quizEditor.problems.title')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Props of SubmitQuiz. */
export interface SubmitQuizProps {
  quiz: QuizAuthoring | null;
  dirty: boolean;
}

/** A creator's draft goes to the moderators from here, once its changes are saved. */
export function SubmitQuiz({ quiz, dirty }: SubmitQuizProps) {
  const { t } = useTranslation();
  const submit = useSubmitQuiz(quiz?.activityId ?? null);
  if (!quiz || quiz.status !== 'DRAFT') return null;
  return (
    <SubmitForReview
      unsavedId="quiz-unsaved"
      dirty={dirty}
      pending={submit.isPending}
      error={submit.error}
      label={t('quizEditor.actions.submit')}
      unsavedLabel={t('quizEditor.actions.unsaved')}
      onSubmit={() => {
        submit.mutate();
      }}
    />
  );
}

/** The save button's words: creators save drafts, staff save straight to the site. */
export function saveLabel(
  realm: QuizAuthorRealm,
  saving: boolean,
  t: (
    key: 'quizEditor.actions.saving' | 'quizEditor.actions.save' | 'quizEditor.actions.saveStaff',
  ) => string,
) {
  if (saving) return t('quizEditor.actions.saving');
  return realm === 'member' ? t('quizEditor.actions.save') : t('quizEditor.actions.saveStaff');
}
