import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The ffmpeg binary the server itself uses when none is on PATH (the npm-shipped build). */
export function bundledFfmpegPath() {
  return /** @type {{ path: string }} */ (require('@ffmpeg-installer/ffmpeg')).path;
}

/**
 * Renders a 1080p25 H.264/AAC MP4 with moving detail (testsrc2 with a hue sweep, a sine tone), the
 * way a creator's upload arrives; moving content keeps the encoder honest, unlike a still frame.
 * @param {string} outputPath
 * @param {number} seconds
 */
export async function renderBenchClip(outputPath, seconds) {
  await run(bundledFfmpegPath(), [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=25,hue=h=t*30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=48000', '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', outputPath],
  ]);
}
