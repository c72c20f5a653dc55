import type { ActivityListItem } from '@streamit/contract';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useMediaQuery } from '../../lib/use-media-query';
import { PlayerIcon } from './player-icons';
import { AUTOPLAY_SECONDS, useAutoplayCountdown } from './use-autoplay-countdown';

/** Props of EndScreen. */
export interface EndScreenProps {
  /** The first up-next item; null when there is nothing else to watch. */
  next: ActivityListItem | null;
  onReplay: () => void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function NextCard({ next, remaining }: { next: ActivityListItem; remaining: number | null }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/activities/$activityId"
      params={{ activityId: next.id }}
      className="watch-end__next"
      data-testid="end-screen-next"
    >
      <span className="watch-end__label">
        {remaining === null ? t('watch.end.upNext') : t('watch.end.playingIn', { count: remaining })}
      </span>
      <span className="watch-end__media">
        {next.card.image ? <img src={next.card.image} alt="" width={320} height={180} /> : null}
        <PlayerIcon name="play" className="watch-end__play" />
      </span>
      <span className="watch-end__title" dir="auto">
        {next.card.title}
      </span>
    </Link>
  );
}

/**
 * What the player shows when a video ends: the next video with an autoplay countdown (cancellable with its
 * button or Esc; none when the viewer prefers reduced motion), and replay.
 */
export function EndScreen({ next, onReplay }: EndScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const nextId = next?.id;
  const playNext = useCallback(() => {
    if (nextId) void navigate({ to: '/activities/$activityId', params: { activityId: nextId } });
  }, [navigate, nextId]);
  const countdown = useAutoplayCountdown(AUTOPLAY_SECONDS, next !== null && !reducedMotion, playNext);
  const replayRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Keyboard and screen reader users land on the end screen's actions, not on the body.
    replayRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="watch-end" role="group" aria-label={t('watch.end.label')} data-testid="end-screen">
      {next ? <NextCard next={next} remaining={countdown.remaining} /> : null}
      <div className="watch-end__actions">
        {countdown.remaining !== null ? (
          <button
            type="button"
            className="btn btn-light btn-sm"
            onClick={countdown.cancel}
            data-testid="end-screen-cancel"
          >
            {t('watch.end.cancel')}
          </button>
        ) : null}
        <button ref={replayRef} type="button" className="btn btn-outline-light btn-sm" onClick={onReplay}>
          <PlayerIcon name="restart" className="me-1" />
          {t('watch.end.replay')}
        </button>
      </div>
    </div>
  );
}
