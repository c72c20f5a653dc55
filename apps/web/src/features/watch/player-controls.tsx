import { formatMovieTime } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { PlayerIcon } from './player-icons';
import { PlayerMenu, type PlayerMenuOption } from './player-menu';
import { SeekBar } from './seek-bar';
import type { MediaState } from './use-media-state';

/** A single-choice menu's contents. */
export interface MenuChoice {
  options: PlayerMenuOption[];
  selectedKey: string;
  onSelect: (key: string) => void;
  note?: string;
}

/** Props of PlayerControls. */
export interface PlayerControlsProps {
  media: MediaState;
  storyboardUrl: string | null;
  fullscreen: boolean;
  quality: MenuChoice;
  captions: MenuChoice | null;
  onTogglePlay: () => void;
  onSeek: (time: number) => void;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
  onToggleFullscreen: () => void;
}

function VolumeControl({
  media,
  onVolume,
  onToggleMute,
}: Pick<PlayerControlsProps, 'media' | 'onVolume' | 'onToggleMute'>) {
  const { t } = useTranslation();
  const silent = media.muted || media.volume === 0;
  return (
    <div className="watch-volume">
      <button
        type="button"
        className="watch-control"
        aria-label={silent ? t('watch.player.unmute') : t('watch.player.mute')}
        aria-pressed={media.muted}
        onClick={onToggleMute}
      >
        <PlayerIcon name={silent ? 'muted' : 'volume'} />
      </button>
      <input
        type="range"
        dir="ltr"
        className="watch-volume__input"
        min={0}
        max={1}
        step={0.05}
        value={media.muted ? 0 : media.volume}
        aria-label={t('watch.player.volume')}
        aria-valuetext={`${Math.round((media.muted ? 0 : media.volume) * 100)}%`}
        onChange={(event) => {
          onVolume(Number(event.target.value));
        }}
      />
    </div>
  );
}

/** The control bar under the picture: timeline, play, volume, time, subtitles, quality, full screen. */
export function PlayerControls(props: PlayerControlsProps) {
  const { t } = useTranslation();
  const { media, quality, captions } = props;
  const playing = !media.paused;
  return (
    <div className="watch-controls">
      <SeekBar
        currentTime={media.currentTime}
        duration={media.duration}
        bufferedEnd={media.bufferedEnd}
        storyboardUrl={props.storyboardUrl}
        onSeek={props.onSeek}
      />
      <div className="watch-controls__row">
        <button
          type="button"
          className="watch-control"
          aria-label={playing ? t('watch.player.pause') : t('watch.player.play')}
          data-testid="player-play"
          onClick={props.onTogglePlay}
        >
          <PlayerIcon name={playing ? 'pause' : 'play'} />
        </button>
        <VolumeControl media={media} onVolume={props.onVolume} onToggleMute={props.onToggleMute} />
        <span className="watch-controls__time" dir="ltr" data-testid="player-time">
          {formatMovieTime(media.currentTime)} / {formatMovieTime(media.duration)}
        </span>
        <span className="watch-controls__spacer" />
        {captions ? (
          <PlayerMenu
            label={t('watch.player.captions')}
            icon={captions.selectedKey === 'off' ? 'captions' : 'captionsOn'}
            testId="player-captions"
            {...captions}
          />
        ) : null}
        <PlayerMenu label={t('watch.player.quality')} icon="quality" testId="player-quality" {...quality} />
        <button
          type="button"
          className="watch-control"
          aria-label={props.fullscreen ? t('watch.player.exitFullscreen') : t('watch.player.fullscreen')}
          aria-pressed={props.fullscreen}
          onClick={props.onToggleFullscreen}
        >
          <PlayerIcon name={props.fullscreen ? 'exitFullscreen' : 'fullscreen'} />
        </button>
      </div>
    </div>
  );
}
