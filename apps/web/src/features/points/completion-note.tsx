import type { ActivityType, CompletionQuote, PendingAward } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';
import { useSecondsUntil } from './use-countdown';

// Rules that can change while the member is on the page: the evidence, and the pause between activities
// (an award earned during it waits and is paid when it ends, decision 047). Any other refusal stands.
const OPEN_REASONS = new Set<string>([
  'WATCH_TIME_NOT_REACHED',
  'QUIZ_NOT_PASSED',
  'GAME_SCORE_TOO_LOW',
  'COOLDOWN',
]);

/** Whether the member can still earn this activity on this page. */
export function isStillEarnable(reason: string | null): boolean {
  return reason === null || OPEN_REASONS.has(reason);
}

/** Props of CompletionNote. */
export interface CompletionNoteProps {
  quote: CompletionQuote;
  type: ActivityType;
  /** The share of a video to watch, from the server's rules; null while unknown. */
  watchPercent: number | null;
}

function useNoteText({ quote, type, watchPercent }: CompletionNoteProps): string {
  const { t, i18n } = useTranslation();
  const count = quote.breakdown.points;
  const reason = quote.reason;
  if (reason !== null && !isStillEarnable(reason)) return t(`points.reasons.${reason}`);
  const earnText =
    type === 'VIDEO' && watchPercent !== null
      ? t('points.quote.earnVideo', {
          count,
          percent: new Intl.NumberFormat(i18n.language).format(watchPercent),
        })
      : t('points.quote.earn', { count });
  return reason === 'COOLDOWN' ? `${earnText} ${t('points.reasons.COOLDOWN')}` : earnText;
}

/** "m:ss" in the reader's digits. */
function useClock(seconds: number) {
  const { i18n } = useTranslation();
  const digits = new Intl.NumberFormat(i18n.language, { minimumIntegerDigits: 2 });
  return `${new Intl.NumberFormat(i18n.language).format(Math.floor(seconds / 60))}:${digits.format(seconds % 60)}`;
}

/** An award the server keeps until the pause between activities ends: how much, and how long to go. */
export function PendingAwardCountdown({ pending }: { pending: PendingAward }) {
  const { t } = useTranslation();
  const seconds = useSecondsUntil(pending.dueAt);
  const time = useClock(seconds);
  const text =
    seconds > 0 ? t('points.pending.waiting', { count: pending.points, time }) : t('points.pending.landing');
  return (
    <p
      className="small d-flex align-items-center gap-2 mb-2 text-success"
      data-testid="pending-award"
      role="status"
    >
      <Icon name="gem" />
      <span>{text}</span>
    </p>
  );
}

/** Whether the member can earn this activity now: what it pays, why not, or the countdown of a waiting award. */
export function CompletionNote(props: CompletionNoteProps) {
  const text = useNoteText(props);
  const { pending, reason } = props.quote;
  if (pending?.status === 'WAITING') return <PendingAwardCountdown pending={pending} />;
  const blocked = !isStillEarnable(reason);
  return (
    <p
      className={`small d-flex align-items-center gap-2 mb-2 ${blocked ? 'text-body-secondary' : 'text-success'}`}
      data-testid="completion-note"
      data-reason={reason ?? 'NONE'}
    >
      <Icon name="gem" />
      <span>{text}</span>
    </p>
  );
}
