import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CREATOR_BANNER_HEIGHT,
  CREATOR_BANNER_MIN_HEIGHT,
  CREATOR_BANNER_MIN_WIDTH,
  CREATOR_BANNER_WIDTH,
} from '@streamit/contract';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { looksLikeImage } from '../accounts/avatar.service.js';
import { assertActiveCreator } from './creator-standing.js';
import { setBannerFile } from './creator-profiles.repository.js';

/** Where banners are served from. */
export const BANNER_URL_PREFIX = '/api/v1/media/creator-banners/';
const MAX_INPUT_PIXELS = 40_000_000;
/** Names we write, and the only names the banner route will read. */
const BANNER_FILE_PATTERN = /^[0-9a-f-]{36}-[A-Za-z0-9_-]{16}\.webp$/;

function bannerDir(deps: AppDeps): string {
  return path.join(deps.config.DATA_DIR, 'media', 'creator-banners');
}

/** The public URL of a stored banner file. */
export function bannerUrlOf(file: string | null): string | null {
  return file ? `${BANNER_URL_PREFIX}${file}` : null;
}

async function toBannerWebp(bytes: Buffer): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await image.metadata().catch(() => {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  });
  // EXIF orientations 5–8 swap width and height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (width < CREATOR_BANNER_MIN_WIDTH || height < CREATOR_BANNER_MIN_HEIGHT) {
    throw new AppError('CREATOR_BANNER_TOO_SMALL');
  }
  try {
    return await image
      .resize(CREATOR_BANNER_WIDTH, CREATOR_BANNER_HEIGHT, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
}

/** Checks the upload by content and size, re-encodes it as a 4:1 WebP and makes it the creator's banner. */
export async function saveCreatorBanner(
  deps: AppDeps,
  userId: string,
  bytes: Buffer,
): Promise<{ bannerUrl: string }> {
  await assertActiveCreator(deps, userId);
  if (bytes.length === 0) throw new AppError('FILE_MISSING');
  if (!looksLikeImage(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const image = await toBannerWebp(bytes);
  const file = `${userId}-${randomBytes(12).toString('base64url')}.webp`;
  await mkdir(bannerDir(deps), { recursive: true });
  await writeFile(path.join(bannerDir(deps), file), image);
  const saved = await setBannerFile(deps.db, userId, file);
  if (!saved) {
    await unlink(path.join(bannerDir(deps), file)).catch(() => undefined);
    throw new AppError('CREATOR_PROFILE_MISSING');
  }
  if (saved.previous) await unlink(path.join(bannerDir(deps), saved.previous)).catch(() => undefined);
  return { bannerUrl: `${BANNER_URL_PREFIX}${file}` };
}

/** The bytes of a stored banner, or undefined for names we never wrote. */
export async function readCreatorBanner(deps: AppDeps, file: string): Promise<Buffer | undefined> {
  if (!BANNER_FILE_PATTERN.test(file)) return undefined;
  return readFile(path.join(bannerDir(deps), file)).catch(() => undefined);
}
