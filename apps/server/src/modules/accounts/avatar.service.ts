import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { updateUser } from '../members/members.queries.js';
import { AVATAR_URL_PREFIX, requireUser } from '../members/member-view.js';

const AVATAR_SIZE_PX = 256;
const MAX_INPUT_PIXELS = 40_000_000;
/** Names we write, and the only names the media route will read. */
export const AVATAR_FILE_PATTERN = /^[0-9a-f-]{36}-[A-Za-z0-9_-]{16}\.webp$/;

/** Image kinds told apart by their first bytes, never by the name or the declared type. */
export function looksLikeImage(bytes: Buffer): boolean {
  const hex = bytes.subarray(0, 12).toString('hex');
  const ascii = bytes.subarray(0, 12).toString('latin1');
  return (
    hex.startsWith('ffd8ff') ||
    hex.startsWith('89504e470d0a1a0a') ||
    ascii.startsWith('GIF87a') ||
    ascii.startsWith('GIF89a') ||
    (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP')
  );
}

function avatarDir(deps: AppDeps): string {
  return path.join(deps.config.DATA_DIR, 'media', 'avatars');
}

async function toSquareWebp(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
}

/** Checks the upload by content, re-encodes it as a square WebP and makes it the member's avatar. */
export async function saveAvatar(
  deps: AppDeps,
  userId: string,
  bytes: Buffer,
): Promise<{ avatarUrl: string }> {
  if (bytes.length === 0) throw new AppError('FILE_MISSING');
  if (!looksLikeImage(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const image = await toSquareWebp(bytes);
  const user = await requireUser(deps, userId);
  const file = `${userId}-${randomBytes(12).toString('base64url')}.webp`;
  await mkdir(avatarDir(deps), { recursive: true });
  await writeFile(path.join(avatarDir(deps), file), image);
  await updateUser(deps.db, userId, { avatarFile: file });
  if (user.avatarFile) await unlink(path.join(avatarDir(deps), user.avatarFile)).catch(() => undefined);
  return { avatarUrl: `${AVATAR_URL_PREFIX}${file}` };
}

/** Deletes a stored avatar file (account deletion); a name we never wrote, or a file already gone, is ignored. */
export async function deleteAvatarFile(deps: AppDeps, file: string): Promise<void> {
  if (!AVATAR_FILE_PATTERN.test(file)) return;
  await unlink(path.join(avatarDir(deps), file)).catch(() => undefined);
}

/** The bytes of a stored avatar, or undefined for names we never wrote. */
export async function readAvatar(deps: AppDeps, file: string): Promise<Buffer | undefined> {
  if (!AVATAR_FILE_PATTERN.test(file)) return undefined;
  return readFile(path.join(avatarDir(deps), file)).catch(() => undefined);
}
