// The player's own glyphs (Bootstrap Icons, MIT, inlined at build time like components/icon.tsx): they are
// only used here, so they stay out of the app-wide icon set.
import playSvg from 'bootstrap-icons/icons/play-fill.svg?raw';
import pauseSvg from 'bootstrap-icons/icons/pause-fill.svg?raw';
import volumeSvg from 'bootstrap-icons/icons/volume-up-fill.svg?raw';
import mutedSvg from 'bootstrap-icons/icons/volume-mute-fill.svg?raw';
import fullscreenSvg from 'bootstrap-icons/icons/fullscreen.svg?raw';
import exitFullscreenSvg from 'bootstrap-icons/icons/fullscreen-exit.svg?raw';
import qualitySvg from 'bootstrap-icons/icons/gear-fill.svg?raw';
import captionsSvg from 'bootstrap-icons/icons/badge-cc.svg?raw';
import captionsOnSvg from 'bootstrap-icons/icons/badge-cc-fill.svg?raw';
import restartSvg from 'bootstrap-icons/icons/arrow-counterclockwise.svg?raw';
import personSvg from 'bootstrap-icons/icons/person-fill.svg?raw';

const PLAYER_ICONS = {
  play: playSvg,
  pause: pauseSvg,
  volume: volumeSvg,
  muted: mutedSvg,
  fullscreen: fullscreenSvg,
  exitFullscreen: exitFullscreenSvg,
  quality: qualitySvg,
  captions: captionsSvg,
  captionsOn: captionsOnSvg,
  restart: restartSvg,
  person: personSvg,
} as const;

/** Name of a player glyph. */
export type PlayerIconName = keyof typeof PLAYER_ICONS;

/** A decorative player glyph, sized to the text and hidden from assistive tech (the button is labelled). */
export function PlayerIcon({ name, className }: { name: PlayerIconName; className?: string }) {
  return (
    <span
      className={className ? `si-icon ${className}` : 'si-icon'}
      aria-hidden="true"
      // One of our own build-time SVG files above, never user input.
      dangerouslySetInnerHTML={{ __html: PLAYER_ICONS[name] }}
    />
  );
}
