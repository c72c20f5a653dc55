import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PlayerControls } from './player-controls';
import { PlayerIcon } from './player-icons';
import type { RenditionInfo } from './quality-options';
import { useHlsSource, type PlaybackFailure } from './use-hls-source';
import { useMediaState } from './use-media-state';
import { useIdle } from './use-idle';
import { usePlayerKeys } from './use-player-keys';
import { usePlayerVideo } from './use-player-video';
import { useCaptionsMenu, useFullscreen, useQualityMenu, type CaptionTrack } from './use-player-menus';
import { playVideo, seekVideo, setVideoVolume, togglePlayback, toggleVideoMute } from './video-commands';
import './player.css';

/** Props of VideoPlayer. */
export interface VideoPlayerProps {
  title: string;
  /** The HLS master playlist. */
  src: string;
  poster: string | null;
  renditions: RenditionInfo[];
  captions: CaptionTrack[];
  storyboardUrl: string | null;
  /** Where playback starts (seconds). */
  startAt: number;
  /** The files need the session header (a preview): hls.js from the start, never the browser's own HLS. */
  sessionOnly?: boolean;
  /** Receives the <video> element, for watch tracking. */
  onVideoElement?: (video: HTMLVideoElement | null) => void;
  /** Shown over the picture (e.g. the resume notice). */
  overlay?: ReactNode;
  /** Hears when the video first plays or cannot play: what else the page loads can go ahead. */
  onSettled?: () => void;
}

function FailurePanel({ failure, onRetry }: { failure: PlaybackFailure; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="watch-player__overlay watch-player__failure" role="alert">
      <p className="h5 mb-2">{t('watch.player.errorTitle')}</p>
      <p className="mb-3">{t(`watch.player.errors.${failure}`)}</p>
      {failure === 'unsupported' ? null : (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('watch.player.retry')}
        </button>
      )}
    </div>
  );
}

function StatusOverlay({ loading, waiting }: { loading: boolean; waiting: boolean }) {
  const { t } = useTranslation();
  if (!loading && !waiting) return null;
  return (
    <div className="watch-player__overlay watch-player__status" role="status">
      <span className="spinner-border" aria-hidden="true" />
      <span className="visually-hidden">
        {loading ? t('watch.player.loading') : t('watch.player.buffering')}
      </span>
    </div>
  );
}

/** The large play button over a video that has not started yet. */
function BigPlayButton({ video, title }: { video: HTMLVideoElement | null; title: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="watch-player__big-play"
      aria-label={t('watch.player.playTitle', { title })}
      onClick={() => {
        if (video) playVideo(video);
      }}
    >
      <PlayerIcon name="play" />
    </button>
  );
}

/** An adaptive HLS player with its own controls, menus and keyboard shortcuts (when it has focus). */
export function VideoPlayer(props: VideoPlayerProps) {
  const { t } = useTranslation();
  const { video, slotRef } = usePlayerVideo(props.src, props.startAt, props.poster, props.captions);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const source = useHlsSource(video, {
    src: props.src,
    startAt: props.startAt,
    sessionOnly: props.sessionOnly === true,
  });
  const media = useMediaState(video);
  const quality = useQualityMenu(props.renditions, source);
  const captions = useCaptionsMenu(video, props.captions);
  const fullscreen = useFullscreen(root);
  const { onVideoElement, onSettled } = props;
  useEffect(() => {
    onVideoElement?.(video);
  }, [onVideoElement, video]);
  const settled = media.started || source.failure !== null;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const extras = { fullscreen: fullscreen.toggle, captions: captions.toggle };
  const keys = usePlayerKeys(video, extras);
  const idle = useIdle(root, !media.paused);
  const togglePlay = () => {
    if (video) togglePlayback(video);
  };
  return (
    <div
      ref={setRoot}
      className={`watch-player${media.paused ? ' is-paused' : ''}${idle ? ' is-idle' : ''}`}
      role="region"
      aria-label={t('watch.player.label', { title: props.title })}
      aria-describedby="watch-player-keys"
      tabIndex={0}
      onKeyDown={keys.onKeyDown}
      data-testid="video-player"
    >
      <div ref={slotRef} className="watch-player__screen" />
      <p id="watch-player-keys" className="visually-hidden">
        {t('watch.player.keyboardHint')}
      </p>
      {source.failure ? (
        <FailurePanel failure={source.failure} onRetry={source.retry} />
      ) : (
        <StatusOverlay loading={!media.ready} waiting={media.waiting} />
      )}
      {!media.started && media.ready && !source.failure ? (
        <BigPlayButton video={video} title={props.title} />
      ) : null}
      <p className="visually-hidden" role="status" data-testid="player-announcement">
        {keys.announcement}
      </p>
      {props.overlay}
      <PlayerControls
        media={media}
        storyboardUrl={props.storyboardUrl}
        fullscreen={fullscreen.fullscreen}
        quality={quality}
        captions={captions.menu}
        onTogglePlay={togglePlay}
        onSeek={(time) => {
          if (video) seekVideo(video, time);
        }}
        onVolume={(volume) => {
          if (video) setVideoVolume(video, volume);
        }}
        onToggleMute={() => {
          if (video) toggleVideoMute(video);
        }}
        onToggleFullscreen={fullscreen.toggle}
      />
    </div>
  );
}
