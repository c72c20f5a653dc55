import { formatMovieTime } from '@streamit/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PlayerIcon } from './player-icons';

/** How long the notice stays before it steps aside on its own. */
const NOTICE_MS = 8_000;

/** Props of ResumeNotice. */
export interface ResumeNoticeProps {
  position: number;
  /** The notice steps aside a few seconds after this video starts playing. */
  video: HTMLVideoElement | null;
  onStartOver: () => void;
  onDismiss: () => void;
}

/** "Resumed from 1:23 · Start over", as streaming sites show it over the picture for a few seconds. */
export function ResumeNotice({ position, video, onStartOver, onDismiss }: ResumeNoticeProps) {
  const { t } = useTranslation();
  useEffect(() => {
    let timer: number | undefined;
    const onPlay = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onDismiss, NOTICE_MS);
    };
    video?.addEventListener('play', onPlay);
    return () => {
      video?.removeEventListener('play', onPlay);
      window.clearTimeout(timer);
    };
  }, [video, onDismiss]);
  return (
    <div className="watch-resume" role="status" data-testid="player-resume">
      <span>{t('watch.player.resumed', { time: formatMovieTime(position) })}</span>
      <button type="button" className="btn btn-sm btn-light" onClick={onStartOver}>
        <PlayerIcon name="restart" className="me-1" />
        {t('watch.player.startOver')}
      </button>
      <button
        type="button"
        className="btn-close btn-close-white"
        aria-label={t('watch.player.dismiss')}
        onClick={onDismiss}
      />
    </div>
  );
}
