import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalMediaStorage, generateKeyToken, type MediaStorage } from './media-storage.js';

/** URL path under which stored media is served (GET /media/<key>). */
export const MEDIA_URL_PREFIX = '/media';
/** Top-level key folder of files that may be served; sources live elsewhere and never are. */
export const SERVED_KEY_ROOT = 'activities';

/** The media storage of this configuration (local disk under DATA_DIR/media). */
export function mediaStorageFor(config: Pick<Config, 'DATA_DIR'>): MediaStorage {
  return createLocalMediaStorage(path.join(config.DATA_DIR, 'media'));
}

/** A private scratch folder for one job, on the same disk as the media so moves are renames. */
export async function createWorkDir(config: Pick<Config, 'DATA_DIR'>): Promise<string> {
  const root = path.join(config.DATA_DIR, 'media-work');
  await mkdir(root, { recursive: true });
  return mkdtemp(path.join(root, 'job-'));
}

/** A new, unguessable key for an uploaded source; never served. */
export function newSourceKey(activityId: string): string {
  return `sources/${activityId}/${generateKeyToken()}`;
}

/** A new, unguessable folder for one transcode's outputs. */
export function newOutputPrefix(activityId: string): string {
  return `${SERVED_KEY_ROOT}/${activityId}/${generateKeyToken()}`;
}

/** The public URL path of a stored key. */
export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}/${key}`;
}
