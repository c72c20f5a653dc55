import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';
import { useCountdown } from '../../lib/use-countdown';

/** Minutes and seconds as m:ss. */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes)}:${String(seconds).padStart(2, '0')}`;
}

/** Seconds left until an ISO end, ticking every second; null when there is no end. */
export function useSecondsLeft(expiresAt: string | null): number | null {
  const left = useCountdown(expiresAt);
  if (expiresAt === null) return null;
  return left.days * 86_400 + left.hours * 3600 + left.minutes * 60 + left.seconds;
}

/** The time left in an attempt, by the server's expiry; says so once time is up. */
export function QuizCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(expiresAt) ?? 0;
  if (seconds === 0) {
    return (
      <p className="quiz-timer quiz-timer--up mb-0" role="status">
        <Icon name="hourglass" className="me-1" />
        {t('play.quiz.timeUpLocal')}
      </p>
    );
  }
  return (
    <p className="quiz-timer mb-0">
      <Icon name="clock" className="me-1" />
      <span>{t('play.quiz.timeLeft')}</span>{' '}
      <span role="timer" aria-label={t('play.quiz.timeLeft')} dir="ltr" className="fw-semibold">
        {formatClock(seconds)}
      </span>
    </p>
  );
}
