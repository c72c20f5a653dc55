import { formatMovieTime } from '@streamit/contract';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { actionForKey, isOwnedByControl, stepVolume, type PlayerAction } from './player-keys';
import { seekVideo, setVideoVolume, togglePlayback, toggleVideoMute } from './video-commands';

/** What the player does for actions that are not about the <video> element itself. */
export interface PlayerExtras {
  fullscreen: () => void;
  captions: () => void;
}

/** Runs one player action on the video. */
export function runAction(action: PlayerAction, video: HTMLVideoElement, extras: PlayerExtras): void {
  switch (action.kind) {
    case 'toggle-play':
      togglePlayback(video);
      return;
    case 'seek-by':
      seekVideo(video, video.currentTime + action.seconds);
      return;
    case 'volume-by':
      setVideoVolume(video, stepVolume(video.volume, action.delta));
      return;
    case 'toggle-mute':
      toggleVideoMute(video);
      return;
    case 'toggle-fullscreen':
      extras.fullscreen();
      return;
    case 'toggle-captions':
      extras.captions();
      return;
  }
}

type Announcement =
  { kind: 'muted' } | { kind: 'volume'; percent: number } | { kind: 'position'; time: string };

// Shortcuts change things nobody sees without looking: say the new position or volume out loud.
function describeResult(action: PlayerAction, video: HTMLVideoElement): Announcement | null {
  if (action.kind === 'seek-by') return { kind: 'position', time: formatMovieTime(video.currentTime) };
  if (action.kind !== 'volume-by' && action.kind !== 'toggle-mute') return null;
  if (video.muted) return { kind: 'muted' };
  return { kind: 'volume', percent: Math.round(video.volume * 100) };
}

function useAnnouncementText(announcement: Announcement | null): string {
  const { t } = useTranslation();
  if (announcement === null) return '';
  if (announcement.kind === 'muted') return t('watch.player.announce.muted');
  if (announcement.kind === 'volume')
    return t('watch.player.announce.volume', { percent: announcement.percent });
  return t('watch.player.announce.position', { time: announcement.time });
}

/** The player's keydown handler (shortcuts while it has focus) and the last announcement to read out. */
export function usePlayerKeys(video: HTMLVideoElement | null, extras: PlayerExtras) {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isOwnedByControl(event.target, event.key)) return;
    const action = actionForKey(event.key);
    if (!action || !video) return;
    event.preventDefault();
    runAction(action, video, extras);
    const message = describeResult(action, video);
    if (message !== null) setAnnouncement(message);
  };
  return { onKeyDown, announcement: useAnnouncementText(announcement) };
}
