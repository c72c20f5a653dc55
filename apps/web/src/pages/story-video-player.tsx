import { useCallback, useRef } from 'react';
import type { StoryVideoPlayerProps } from '../features/stories/story-video-slot';
import { playVideo } from '../features/watch/video-commands';
import { VideoPlayer } from '../features/watch/video-player';

/**
 * A story's video in the watch page's player (its keys, controls and adaptive stream). The reader asked for
 * it with the poster's play button, so it starts at once and takes the focus; it reports no watch time (the
 * story credits the reading, decision 069 amendment 2).
 */
export function StoryVideoPlayer({ title, src, poster }: StoryVideoPlayerProps) {
  const started = useRef(false);
  const onVideoElement = useCallback((video: HTMLVideoElement | null) => {
    if (!video || started.current) return;
    started.current = true;
    video.closest<HTMLElement>('[data-testid="video-player"]')?.focus();
    // The stream attaches a moment later: autoplay starts it then (the reader's click allows sound).
    video.autoplay = true;
    playVideo(video);
  }, []);
  return (
    <VideoPlayer
      title={title}
      src={src}
      poster={poster}
      renditions={[]}
      captions={[]}
      storyboardUrl={null}
      startAt={0}
      onVideoElement={onVideoElement}
    />
  );
}
