import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import { createWorkDir } from '../media/media-paths.js';
import { probeMediaFile } from '../media/media-probe.js';
import { getMediaTools } from '../media/media-tools.js';

const MAX_INPUT_PIXELS = 40_000_000;
const PREVIEW_MAX_SECONDS = 60;

/** JPEG, PNG or WebP told apart by their first bytes, never by name or declared type. */
function looksLikeImage(bytes: Buffer): boolean {
  const hex = bytes.subarray(0, 8).toString('hex');
  const ascii = bytes.subarray(0, 12).toString('latin1');
  return (
    hex.startsWith('ffd8ff') ||
    hex === '89504e470d0a1a0a' ||
    (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP')
  );
}

/** Checks an image by content and re-encodes it as a JPEG at most `maxWidth` wide (415 otherwise). */
export async function toJpeg(bytes: Buffer, maxWidth: number): Promise<Buffer> {
  if (!looksLikeImage(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
}

const WEBVTT_HEADER = /^WEBVTT(?:[ \t][^\r\n]*)?(?:\r?\n|$)/;

/** A WebVTT file: valid UTF-8, no NUL bytes, starting with the WEBVTT signature (415 otherwise). */
export function checkWebVtt(bytes: Buffer): Buffer {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.includes('\0') || !WEBVTT_HEADER.test(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  return Buffer.from(body, 'utf8');
}

/**
 * Checks a preview clip with the same sniff + allowlisted ffprobe as sources (415/422), and requires
 * MP4 (it is served as preview.mp4) and at most a minute. Returns its duration.
 */
export async function checkPreviewClip(config: Config, bytes: Buffer): Promise<number> {
  const dir = await createWorkDir(config);
  const file = path.join(dir, 'preview-upload');
  await writeFile(file, bytes);
  try {
    const { ffprobe } = await getMediaTools(config);
    const probed = await probeMediaFile(ffprobe, file);
    if (probed.demuxer !== 'mov') throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    if (probed.durationSeconds > PREVIEW_MAX_SECONDS) throw new AppError('UNPROCESSABLE');
    return probed.durationSeconds;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
