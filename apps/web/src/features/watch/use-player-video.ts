import { useCallback, useEffect, useState } from 'react';
import { takeWarmVideo } from './warm-stream';
import type { CaptionTrack } from './use-player-menus';
import { playVideo, togglePlayback } from './video-commands';

// The player's <video> is made here, not rendered by React: the stream may have started before the app rendered,
// in the <video> the page's HTML carries or one the watch route made (warm-stream.ts), with its first frames already
// decoded or playing. The player puts that element in its slot instead of a new one, so playback goes on.

function createPlayerVideo(src: string, startAt: number): HTMLVideoElement {
  const video = takeWarmVideo(src, startAt) ?? document.createElement('video');
  video.className = 'watch-player__video';
  video.playsInline = true;
  video.dataset.testid = 'player-video';
  // A warm element is loading already; a new one fetches only what the first frame needs before play.
  if (!video.src) video.preload = 'metadata';
  video.addEventListener('click', () => {
    togglePlayback(video);
  });
  return video;
}

// Starts by itself where the browser allows it (as streaming sites do); else the big play button waits. A warm
// element is started as it goes on the page (in the same task, so its first frames show with the page's first
// paint): the autoplay attribute would wait for HAVE_ENOUGH_DATA, and only acts when it is reached.
function startAutoplay(video: HTMLVideoElement): void {
  video.autoplay = true;
  if (video.getAttribute('src') && video.paused) playVideo(video);
}

function showPoster(video: HTMLVideoElement, poster: string | null): void {
  if (poster) video.poster = poster;
  else video.removeAttribute('poster');
}

function syncCaptionTracks(video: HTMLVideoElement, captions: CaptionTrack[]): void {
  for (const track of video.querySelectorAll('track')) track.remove();
  for (const caption of captions) {
    const track = document.createElement('track');
    track.kind = 'subtitles';
    track.src = caption.url;
    track.srclang = caption.label;
    track.label = caption.label;
    video.append(track);
  }
}

/**
 * The player's <video>: adopted from a warm stream for `src` or made anew, put into the element `slotRef`
 * is given, with its poster and caption tracks kept in step. `video` is null until it is on the page.
 */
export function usePlayerVideo(
  src: string,
  startAt: number,
  poster: string | null,
  captions: CaptionTrack[],
) {
  const [element] = useState(() => createPlayerVideo(src, startAt));
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const slotRef = useCallback(
    (slot: HTMLElement | null) => {
      if (!slot) return undefined;
      slot.append(element);
      startAutoplay(element);
      setVideo(element);
      return () => {
        element.remove();
        setVideo(null);
      };
    },
    [element],
  );
  useEffect(() => {
    showPoster(element, poster);
  }, [element, poster]);
  useEffect(() => {
    syncCaptionTracks(element, captions);
  }, [element, captions]);
  return { video, slotRef };
}
