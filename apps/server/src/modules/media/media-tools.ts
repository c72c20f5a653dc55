import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { Config } from '../../config.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The ffmpeg and ffprobe binaries the pipeline runs, and where each came from. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  source: 'environment' | 'path' | 'npm';
}

/** Encoders and formats the pipeline cannot work without. */
const REQUIRED_ENCODERS = ['libx264', 'aac', 'mjpeg'];

function findShipped(packageName: string): string | undefined {
  try {
    return (require(packageName) as { path: string }).path;
  } catch {
    // The package ships no binary for this platform.
    return undefined;
  }
}

/** Lists the encoders an ffmpeg binary is missing from REQUIRED_ENCODERS. */
export async function findMissingEncoders(ffmpeg: string): Promise<string[]> {
  const { stdout } = await run(ffmpeg, ['-hide_banner', '-encoders'], { maxBuffer: 4 * 1024 * 1024 });
  const present = new Set(stdout.split('\n').map((line) => line.trim().split(/\s+/)[1]));
  return REQUIRED_ENCODERS.filter((name) => !present.has(name));
}

async function isOnPath(name: string): Promise<boolean> {
  try {
    // A bare name is looked up on PATH by the operating system, as it would be when we run it.
    await run(name, ['-version']);
    return true;
  } catch {
    return false;
  }
}

async function usablePathTools(): Promise<MediaTools | undefined> {
  if (!(await isOnPath('ffmpeg')) || !(await isOnPath('ffprobe'))) return undefined;
  // A system ffmpeg built without x264 (some distributions) is skipped for the shipped one.
  const missing = await findMissingEncoders('ffmpeg').catch(() => REQUIRED_ENCODERS);
  return missing.length === 0 ? { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', source: 'path' } : undefined;
}

/**
 * Finds ffmpeg/ffprobe as ARCHITECTURE §2 says: FFMPEG_PATH/FFPROBE_PATH, then `ffmpeg`/`ffprobe` on PATH,
 * then the binaries shipped in `@ffmpeg-installer/ffmpeg` and `@ffprobe-installer/ffprobe`.
 */
export async function resolveMediaTools(
  config: Pick<Config, 'FFMPEG_PATH' | 'FFPROBE_PATH'>,
): Promise<MediaTools> {
  const shippedFfmpeg = findShipped('@ffmpeg-installer/ffmpeg');
  const shippedFfprobe = findShipped('@ffprobe-installer/ffprobe');
  if (config.FFMPEG_PATH || config.FFPROBE_PATH) {
    const ffmpeg = config.FFMPEG_PATH ?? ((await isOnPath('ffmpeg')) ? 'ffmpeg' : shippedFfmpeg);
    const ffprobe = config.FFPROBE_PATH ?? ((await isOnPath('ffprobe')) ? 'ffprobe' : shippedFfprobe);
    if (ffmpeg && ffprobe) return { ffmpeg, ffprobe, source: 'environment' };
  }
  const onPath = await usablePathTools();
  if (onPath) return onPath;
  if (shippedFfmpeg && shippedFfprobe)
    return { ffmpeg: shippedFfmpeg, ffprobe: shippedFfprobe, source: 'npm' };
  throw new Error(
    'No usable ffmpeg/ffprobe: set FFMPEG_PATH and FFPROBE_PATH, install ffmpeg with libx264, or reinstall npm packages.',
  );
}

const cache = new Map<string, Promise<MediaTools>>();

/** resolveMediaTools, once per configuration and process. */
export function getMediaTools(config: Pick<Config, 'FFMPEG_PATH' | 'FFPROBE_PATH'>): Promise<MediaTools> {
  const cacheKey = `${config.FFMPEG_PATH ?? ''}\n${config.FFPROBE_PATH ?? ''}`;
  let tools = cache.get(cacheKey);
  if (!tools) {
    tools = resolveMediaTools(config);
    cache.set(cacheKey, tools);
    tools.catch(() => cache.delete(cacheKey));
  }
  return tools;
}
