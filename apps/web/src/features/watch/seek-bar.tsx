import { formatMovieTime } from '@streamit/contract';
import { useState, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useStoryboard } from './load-storyboard.queries';
import { findStoryboardCue, type StoryboardCue } from './storyboard';

/** Props of SeekBar. */
export interface SeekBarProps {
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  storyboardUrl: string | null;
  onSeek: (time: number) => void;
}

interface Hover {
  time: number;
  /** Position along the track, 0..1 from the start of the timeline. */
  fraction: number;
}

function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.min(100, Math.max(0, (part / whole) * 100))}%` : '0%';
}

function Thumbnail({ cue }: { cue: StoryboardCue }) {
  return (
    <span
      className="watch-seek__thumb"
      style={{
        width: cue.width,
        height: cue.height,
        backgroundImage: `url("${cue.imageUrl}")`,
        backgroundPosition: `-${cue.x}px -${cue.y}px`,
      }}
    />
  );
}

/**
 * The timeline: played and buffered ranges, a slider for keyboard and assistive tech, and on hover the
 * time (with the storyboard tile when there is one). It always runs left to right, also in Arabic.
 */
export function SeekBar({ currentTime, duration, bufferedEnd, storyboardUrl, onSeek }: SeekBarProps) {
  const { t } = useTranslation();
  // The thumbnails only show while pointing at the timeline: their index loads when the pointer first comes near.
  const [wantsThumbnails, setWantsThumbnails] = useState(false);
  const storyboard = useStoryboard(wantsThumbnails ? storyboardUrl : null);
  const [hover, setHover] = useState<Hover | null>(null);
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0 || duration <= 0) return;
    const fraction = Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width));
    setHover({ time: fraction * duration, fraction });
  };
  const cue = hover && storyboard.data ? findStoryboardCue(storyboard.data, hover.time) : null;
  return (
    <div
      className="watch-seek"
      dir="ltr"
      onPointerEnter={() => {
        setWantsThumbnails(true);
      }}
      onPointerMove={onPointerMove}
      onPointerLeave={() => {
        setHover(null);
      }}
    >
      <div className="watch-seek__track" aria-hidden="true">
        <span className="watch-seek__buffered" style={{ width: percent(bufferedEnd, duration) }} />
        <span className="watch-seek__played" style={{ width: percent(currentTime, duration) }} />
      </div>
      <input
        type="range"
        className="watch-seek__input"
        data-seek-bar=""
        data-testid="player-seek"
        min={0}
        max={duration > 0 ? duration : 0}
        step="any"
        value={Math.min(currentTime, duration)}
        aria-label={t('watch.player.seek')}
        aria-valuetext={t('watch.player.seekValue', {
          current: formatMovieTime(currentTime),
          duration: formatMovieTime(duration),
        })}
        onChange={(event) => {
          onSeek(Number(event.target.value));
        }}
      />
      {hover ? (
        <span className="watch-seek__preview" style={{ left: `${hover.fraction * 100}%` }} aria-hidden="true">
          {cue ? <Thumbnail cue={cue} /> : null}
          <span className="watch-seek__time">{formatMovieTime(hover.time)}</span>
        </span>
      ) : null}
    </div>
  );
}
