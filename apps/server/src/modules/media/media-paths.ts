import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { deferMediaStorage } from './media-storage-deferred.js';
import { createLocalMediaStorage, generateKeyToken, type MediaStorage } from './media-storage.js';

/** URL path under which stored media is served (GET /media/<key>). */
export const MEDIA_URL_PREFIX = '/media';
/** Top-level key folder of files that may be served; sources live elsewhere and never are. */
export const SERVED_KEY_ROOT = 'activities';

/** The configuration a media storage is built from. */
export type MediaStorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'MEDIA_STORAGE'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

// One storage (and so one S3 client with its connection pool) per configuration object.
const storages = new WeakMap<MediaStorageConfig, MediaStorage>();

function createMediaStorage(config: MediaStorageConfig): MediaStorage {
  if (config.MEDIA_STORAGE === 'local' || !config.S3_BUCKET) {
    return createLocalMediaStorage(path.join(config.DATA_DIR, 'media'));
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  const options = {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
  const driver = import('./media-storage-s3.js');
  return deferMediaStorage(
    driver.then((s3) => s3.createS3MediaStorage(s3.createS3Client(options), options.bucket)),
  );
}

/** The media storage of this configuration: local disk under DATA_DIR/media, or the S3 bucket. */
export function mediaStorageFor(config: MediaStorageConfig): MediaStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = createMediaStorage(config);
    storages.set(config, storage);
  }
  return storage;
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
