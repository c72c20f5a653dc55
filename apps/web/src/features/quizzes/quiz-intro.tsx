import type { QuizAttempt, QuizSummary } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorState } from '../../components/error-state';
import { Icon } from '../../components/icon';
import { useSession } from '../../lib/use-session';
import { useQuizSummary } from './get-quiz-summary.queries';
import { QuizAttemptHistory } from './quiz-attempt-history';
import { formatClock } from './quiz-countdown';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { useQuizPlaySource } from './quiz-play-source';
import { useStartQuizAttempt } from './start-quiz-attempt.queries';

function QuizRules({ summary, points }: { summary: QuizSummary; points: number }) {
  const { t } = useTranslation();
  return (
    <ul className="play-facts list-unstyled" data-testid="quiz-rules">
      <li>
        <Icon name="quiz" className="me-1" />
        {t('play.quiz.questionCount', { count: summary.questionCount })}
      </li>
      <li>
        <Icon name="clock" className="me-1" />
        {summary.timeLimitSeconds === null
          ? t('play.quiz.noTimeLimit')
          : t('play.quiz.timeLimit', { time: formatClock(summary.timeLimitSeconds) })}
      </li>
      <li>
        <Icon name="trophy" className="me-1" />
        {t('play.quiz.passMark', { percent: summary.passMarkPercent })}
      </li>
      {points > 0 ? (
        <li data-testid="quiz-points">
          <Icon name="gem" className="me-1" />
          {t('play.quiz.points', { count: points })}
        </li>
      ) : null}
    </ul>
  );
}

function StartButton({ activityId, onStarted }: { activityId: string; onStarted: (a: QuizAttempt) => void }) {
  const { t } = useTranslation();
  const start = useStartQuizAttempt(activityId);
  return (
    <div className="mb-4">
      <button
        type="button"
        className="btn btn-primary"
        disabled={start.isPending}
        onClick={() => {
          start.mutate(undefined, { onSuccess: onStarted });
        }}
      >
        <Icon name="play" className="me-1" />
        {start.isPending ? t('play.quiz.starting') : t('play.quiz.start')}
      </button>
      {start.error ? (
        <p role="alert" className="text-danger mt-2 mb-0">
          {start.error.message}
        </p>
      ) : null}
    </div>
  );
}

/** Before an attempt: the rules, the member's past attempts and the start button (guests are asked to sign in). */
export function QuizIntro({
  activityId,
  onStarted,
  points = null,
}: {
  activityId: string;
  onStarted: (a: QuizAttempt) => void;
  /** The member's quote from the server; the quiz's configured points when there is none. */
  points?: number | null;
}) {
  const { t } = useTranslation();
  const { member } = useSession();
  const { preview } = useQuizPlaySource();
  const summary = useQuizSummary(activityId);
  if (summary.isPending) {
    return (
      <p role="status" className="text-body-secondary">
        {t('play.loading')}
      </p>
    );
  }
  if (summary.error) {
    return (
      <ErrorState
        title={t('play.quiz.loadError')}
        body={summary.error.message}
        retryLabel={t('play.retry')}
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return (
    <div className="quiz-intro">
      <p className="lead" dir="auto">
        {summary.data.description}
      </p>
      <QuizRules summary={summary.data} points={points ?? summary.data.pointsReward} />
      {member || preview ? (
        <>
          <StartButton activityId={activityId} onStarted={onStarted} />
          <QuizAttemptHistory activityId={activityId} />
        </>
      ) : (
        <SignInPrompt text={t('play.quiz.signInToPlay')} linkLabel={t('play.signIn')} />
      )}
    </div>
  );
}
