import { clampTime } from './player-keys';

// The <video> element is an external system: these commands change it, React only reads its events.

/** Starts playback; a refused play() (autoplay rules, a source being replaced) is not an error to show. */
export function playVideo(video: HTMLVideoElement): void {
  // Older engines (and jsdom) return nothing from play().
  void Promise.resolve(video.play() as Promise<void> | undefined).catch(() => undefined);
}

/** Plays a paused video, pauses a playing one. */
export function togglePlayback(video: HTMLVideoElement): void {
  if (video.paused) playVideo(video);
  else video.pause();
}

/** Moves the playhead, kept inside the video. */
export function seekVideo(video: HTMLVideoElement, time: number): void {
  video.currentTime = clampTime(time, video.duration);
}

/** Sets the volume (0..1); zero also mutes, anything else unmutes. */
export function setVideoVolume(video: HTMLVideoElement, volume: number): void {
  video.volume = volume;
  video.muted = volume === 0;
}

/** Mutes or unmutes. */
export function toggleVideoMute(video: HTMLVideoElement): void {
  video.muted = !video.muted;
}
