import type { ActivityType, CompletionQuote } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';

const EVIDENCE_REASONS = new Set<string>(['WATCH_TIME_NOT_REACHED', 'QUIZ_NOT_PASSED', 'GAME_SCORE_TOO_LOW']);

/** Only the evidence rules can change while the member is on the page; any other refusal stands. */
export function isStillEarnable(reason: string | null): boolean {
  return reason === null || EVIDENCE_REASONS.has(reason);
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
  if (type === 'VIDEO' && watchPercent !== null) {
    return t('points.quote.earnVideo', {
      count,
      percent: new Intl.NumberFormat(i18n.language).format(watchPercent),
    });
  }
  return t('points.quote.earn', { count });
}

/** Whether the member can earn this activity now: what it pays, or why not (the can-complete reason). */
export function CompletionNote(props: CompletionNoteProps) {
  const text = useNoteText(props);
  const blocked = !isStillEarnable(props.quote.reason);
  return (
    <p
      className={`small d-flex align-items-center gap-2 mb-2 ${blocked ? 'text-body-secondary' : 'text-success'}`}
      data-testid="completion-note"
      data-reason={props.quote.reason ?? 'NONE'}
    >
      <Icon name="gem" />
      <span>{text}</span>
    </p>
  );
}
