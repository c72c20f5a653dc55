import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.js';
import { loadConfig } from '../../config.js';
import { mediaStorageFor } from './media-paths.js';
import { createS3Client, createS3MediaStorage } from './media-storage-s3.js';
import type { MediaStorage } from './media-storage.js';
import { createScratchDir } from '../../../test/media-clips.test-support.js';

let server: S3TestServer;
let scratch: Awaited<ReturnType<typeof createScratchDir>>;
let storage: MediaStorage;

beforeAll(async () => {
  server = await startS3TestServer();
  scratch = await createScratchDir();
  const client = createS3Client({
    bucket: server.bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: server.credentials,
  });
  storage = createS3MediaStorage(client, server.bucket);
});
afterAll(async () => {
  await server.stop();
  await scratch.remove();
});

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 media storage (against a local S3 server)', () => {
  it('stores a stream and reads it back whole, by range and as bytes', async () => {
    const stored = await storage.putStream('t/one.txt', Readable.from(['hello ', 'media']));
    expect(stored.bytes).toBe(11);
    expect((await collect(storage.read('t/one.txt'))).toString()).toBe('hello media');
    expect((await collect(storage.read('t/one.txt', { start: 6, end: 10 }))).toString()).toBe('media');
    expect((await storage.readBytes('t/one.txt')).toString()).toBe('hello media');
  });

  it('uploads a large object in several parts and reads any range of it back exactly', async () => {
    const body = randomBytes(17 * 1024 * 1024 + 123);
    const stored = await storage.putStream('t/large.bin', Readable.from([body]));
    expect(stored.bytes).toBe(body.length);
    const range = { start: 8 * 1024 * 1024 - 10, end: 8 * 1024 * 1024 + 10 };
    const slice = await collect(storage.read('t/large.bin', range));
    expect(slice.toString('hex')).toBe(body.subarray(range.start, range.end + 1).toString('hex'));
    const copy = await storage.withLocalFile('t/large.bin', (local) => readFile(local));
    expect(sha256(copy)).toBe(sha256(body));
  });

  it('leaves no object when the source stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('connection dropped'));
      },
    });
    await expect(storage.putStream('t/broken.txt', failing)).rejects.toThrow('connection dropped');
    expect(await storage.stat('t/broken.txt')).toBeNull();
  });

  it('answers null for a missing object and a failing stream when reading one', async () => {
    expect(await storage.stat('t/missing.txt')).toBeNull();
    await expect(collect(storage.read('t/missing.txt'))).rejects.toThrow();
  });

  it('moves a folder in under a prefix (the local files go) and deletes by prefix', async () => {
    const local = path.join(scratch.dir, 'out');
    await mkdir(path.join(local, 'hls', '360p'), { recursive: true });
    await writeFile(path.join(local, 'hls', '360p', 'index.m3u8'), '#EXTM3U\n');
    await writeFile(path.join(local, 'thumbnail.jpg'), 'jpg');
    const keys = await storage.putDirectory('activities/x/abc', local);
    expect(keys.sort()).toEqual(['activities/x/abc/hls/360p/index.m3u8', 'activities/x/abc/thumbnail.jpg']);
    expect((await storage.readBytes('activities/x/abc/thumbnail.jpg')).toString()).toBe('jpg');
    await expect(readFile(path.join(local, 'thumbnail.jpg'))).rejects.toThrow();
    await storage.deletePrefix('activities/x/abc');
    expect(await storage.stat('activities/x/abc/thumbnail.jpg')).toBeNull();
    expect(await storage.stat('activities/x/abc/hls/360p/index.m3u8')).toBeNull();
  });

  it('deletes one object', async () => {
    await storage.putStream('t/gone.txt', Readable.from(['x']));
    await storage.delete('t/gone.txt');
    expect(await storage.stat('t/gone.txt')).toBeNull();
  });

  it('signs a read URL that works until it expires and then is refused', async () => {
    await storage.putStream('t/signed.txt', Readable.from(['signed body']));
    const url = await storage.signedReadUrl('t/signed.txt', 1);
    expect(url).toMatch(/X-Amz-Expires=1/);
    const fresh = await fetch(url ?? '');
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe('signed body');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(url ?? '')).status).toBe(403);
  });

  it('refuses keys that could leave the bucket prefix', async () => {
    await expect(storage.putStream('../x', Readable.from(['x']))).rejects.toThrow(
      'Invalid media storage key',
    );
    await expect(collect(storage.read('a/../b'))).rejects.toThrow('Invalid media storage key');
  });

  it('is chosen by MEDIA_STORAGE=s3, one storage per configuration, the SDK loaded on first use', async () => {
    const config = loadConfig({
      DATA_DIR: scratch.dir,
      MEDIA_STORAGE: 's3',
      S3_BUCKET: server.bucket,
      S3_ENDPOINT: server.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: server.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: server.credentials.secretAccessKey,
    });
    const configured = mediaStorageFor(config);
    expect(mediaStorageFor(config)).toBe(configured);
    await configured.putStream('t/configured.txt', Readable.from(['through config']));
    expect((await collect(storage.read('t/configured.txt'))).toString()).toBe('through config');
    expect((await collect(configured.read('t/configured.txt', { start: 8, end: 13 }))).toString()).toBe(
      'config',
    );
    expect(() => loadConfig({ DATA_DIR: scratch.dir, MEDIA_STORAGE: 's3' })).toThrow('S3_BUCKET');
  });
});
