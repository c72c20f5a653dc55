import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStoredFiles } from '../../../test/media.test-support.js';
import {
  assertValidKey,
  createLocalMediaStorage,
  generateKeyToken,
  type MediaStorage,
} from './media-storage.js';
import { createScratchDir } from '../../../test/media-clips.test-support.js';

let scratch: Awaited<ReturnType<typeof createScratchDir>>;
let root: string;
let storage: MediaStorage;

beforeAll(async () => {
  scratch = await createScratchDir();
  root = path.join(scratch.dir, 'media');
  storage = createLocalMediaStorage(root);
});
afterAll(async () => {
  await scratch.remove();
});

async function collect(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('local media storage', () => {
  it('refuses keys that could leave the root or carry odd characters', () => {
    for (const key of ['../etc/passwd', '/abs', 'a//b', 'a/../b', 'a/.hidden', 'a\\b', 'a/b c', '']) {
      expect(() => {
        assertValidKey(key);
      }, key).toThrow();
    }
    expect(() => {
      assertValidKey('activities/0b7d/abc/hls/360p/segment-0001.m4s');
    }).not.toThrow();
  });

  it('stores a stream atomically and reads it back whole or by range', async () => {
    const stored = await storage.putStream('t/one.txt', Readable.from(['hello ', 'media']));
    expect(stored.bytes).toBe(11);
    expect(await collect(storage.read('t/one.txt'))).toBe('hello media');
    expect(await collect(storage.read('t/one.txt', { start: 6, end: 10 }))).toBe('media');
    expect(await listStoredFiles(root)).toEqual([path.join('t', 'one.txt')]);
  });

  it('leaves no partial file when a stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('connection dropped'));
      },
    });
    await expect(storage.putStream('t/broken.txt', failing)).rejects.toThrow('connection dropped');
    expect(await storage.stat('t/broken.txt')).toBeNull();
    expect(await listStoredFiles(path.join(root, 't'))).toEqual(['one.txt']);
  });

  it('moves a folder in under a prefix and deletes by prefix', async () => {
    const local = path.join(scratch.dir, 'out');
    await mkdir(path.join(local, 'hls', '360p'), { recursive: true });
    await writeFile(path.join(local, 'hls', '360p', 'index.m3u8'), '#EXTM3U\n');
    await writeFile(path.join(local, 'thumbnail.jpg'), 'jpg');
    const prefix = `activities/x/${generateKeyToken()}`;
    const keys = await storage.putDirectory(prefix, local);
    expect(keys.sort()).toEqual([`${prefix}/hls/360p/index.m3u8`, `${prefix}/thumbnail.jpg`]);
    expect(await readFile(path.join(root, prefix, 'thumbnail.jpg'), 'utf8')).toBe('jpg');
    await storage.deletePrefix(prefix);
    expect(await storage.stat(`${prefix}/thumbnail.jpg`)).toBeNull();
  });

  it('makes unguessable URL-safe tokens', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => generateKeyToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{22}$/);
  });
});
