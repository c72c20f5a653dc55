import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Size and age of a stored object. */
export interface StoredObject {
  bytes: number;
  modifiedAt: Date;
}

/** An inclusive byte range of an object. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media files live. Callers only ever name server-generated keys (`a/b/c.m4s`); the local-disk
 * implementation maps them under one root, the S3 one (media-storage-s3.ts) to object keys of one bucket.
 */
export interface MediaStorage {
  /** Stores a stream under `key` atomically: readers see the whole object or none. */
  putStream(key: string, source: Readable): Promise<StoredObject>;
  /** Moves (or copies, across devices) a local file in under `key`. */
  putFile(key: string, localPath: string): Promise<StoredObject>;
  /** Stores every file of a local folder under `prefix/`, keeping relative paths. */
  putDirectory(prefix: string, localDir: string): Promise<string[]>;
  stat(key: string): Promise<StoredObject | null>;
  read(key: string, range?: ByteRange): Readable;
  /** The whole object in memory (for small files the server keeps hot). */
  readBytes(key: string): Promise<Buffer>;
  /** Gives a local path of the object to a tool such as ffprobe, for the duration of `use`. */
  withLocalFile<T>(key: string, use: (localPath: string) => Promise<T>): Promise<T>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** A URL that reads the object directly for `expiresInSeconds`, or null when only the server can serve it. */
  signedReadUrl(key: string, expiresInSeconds: number): Promise<string | null>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Throws unless `key` is a relative path of safe segments (no `..`, no absolute paths, no odd characters). */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= 512 &&
    segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
  if (!valid) throw new Error(`Invalid media storage key: ${JSON.stringify(key)}`);
}

/** A random URL-safe token that makes storage keys unguessable (128 bits). */
export function generateKeyToken(): string {
  return randomBytes(16).toString('base64url').replaceAll('_', 'x').replaceAll('-', 'y');
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full, base);
      return Promise.resolve(entry.isFile() ? [path.relative(base, full)] : []);
    }),
  );
  return nested.flat();
}

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** Media storage on the local disk under `root` (DATA_DIR/media by default). */
// eslint-disable-next-line max-lines-per-function -- the storage object's methods share the root and the key resolver; an object literal of small methods
export function createLocalMediaStorage(root: string): MediaStorage {
  const resolve = (key: string): string => {
    assertValidKey(key);
    const full = path.resolve(root, ...key.split('/'));
    // Defence in depth: the key check already forbids escaping the root.
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('Key escapes the media root');
    return full;
  };
  const tempPathFor = async (target: string): Promise<string> => {
    await mkdir(path.dirname(target), { recursive: true });
    return `${target}.${generateKeyToken()}.partial`;
  };
  const statKey = async (key: string): Promise<StoredObject | null> => {
    try {
      const info = await stat(resolve(key));
      return info.isFile() ? { bytes: info.size, modifiedAt: info.mtime } : null;
    } catch {
      return null;
    }
  };
  const commit = async (temp: string, target: string): Promise<StoredObject> => {
    await rename(temp, target);
    const info = await stat(target);
    return { bytes: info.size, modifiedAt: info.mtime };
  };
  const storage: MediaStorage = {
    async putStream(key, source) {
      const target = resolve(key);
      const temp = await tempPathFor(target);
      try {
        await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
        return await commit(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async putFile(key, localPath) {
      const target = resolve(key);
      const temp = await tempPathFor(target);
      try {
        await moveFile(localPath, temp);
        return await commit(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async putDirectory(prefix, localDir) {
      const files = await listFiles(localDir);
      const keys: string[] = [];
      for (const file of files) {
        const key = `${prefix}/${file.split(path.sep).join('/')}`;
        await storage.putFile(key, path.join(localDir, file));
        keys.push(key);
      }
      return keys;
    },
    stat: statKey,
    read(key, range) {
      return createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
    },
    readBytes(key) {
      return readFile(resolve(key));
    },
    async withLocalFile(key, use) {
      return use(resolve(key));
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    signedReadUrl() {
      return Promise.resolve(null);
    },
  };
  return storage;
}

/** Whether a file system call failed because the disk (or the account's quota) is full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
