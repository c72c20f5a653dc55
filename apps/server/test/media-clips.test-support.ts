import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTool } from '../src/modules/media/media-process.js';
import { getMediaTools } from '../src/modules/media/media-tools.js';

/** Shapes of clip the tests need; each is drawn by the real ffmpeg from lavfi sources. */
export interface ClipOptions {
  size?: string;
  seconds?: number;
  audio?: boolean;
  faststart?: boolean;
  format?: 'mp4' | 'm4a' | 'mkv';
}

/** A scratch folder for test files; `remove` deletes it. */
export async function createScratchDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'streamit-media-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Makes a small real clip: testsrc2 video and a sine tone, H.264/AAC (or audio only for m4a). */
export async function makeClip(outputPath: string, options: ClipOptions = {}): Promise<string> {
  const { ffmpeg } = await getMediaTools({});
  const { size = '1280x720', seconds = 2, audio = true, faststart = true, format = 'mp4' } = options;
  const videoInput =
    format === 'm4a' ? [] : ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`];
  const audioInput = audio
    ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`]
    : [];
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...videoInput, ...audioInput],
    ...(format === 'm4a'
      ? []
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p']),
    ...(audio ? ['-c:a', 'aac', '-b:a', '64k'] : []),
    ...(faststart && format !== 'mkv' ? ['-movflags', '+faststart'] : []),
    ...['-f', format === 'mkv' ? 'matroska' : 'mp4', outputPath],
  ];
  const result = await runTool(ffmpeg, args, { timeoutMs: 60_000 });
  if (result.exitCode !== 0) throw new Error(`Could not make a test clip: ${result.stderrTail}`);
  return outputPath;
}

/** Writes a file with the given text, for the "text named .mp4" and playlist cases. */
export async function writeTextFile(filePath: string, text: string): Promise<string> {
  await writeFile(filePath, text);
  return filePath;
}
