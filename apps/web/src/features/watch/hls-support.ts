// Apart from hls-loader.ts: the boot preloader asks this before it decides whether to fetch hls.js at all.

/** The MIME type of an HLS playlist. */
export const HLS_MIME = 'application/vnd.apple.mpegurl';

/** Whether this browser plays HLS itself (Safari; Chrome since its built-in HLS player). */
export function playsHlsNatively(): boolean {
  return typeof document !== 'undefined' && document.createElement('video').canPlayType(HLS_MIME) !== '';
}
