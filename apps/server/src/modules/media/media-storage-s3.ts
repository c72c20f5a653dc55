import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { mediaTypeOf } from './media-serve.js';
import { assertValidKey, type ByteRange, type MediaStorage, type StoredObject } from './media-storage.js';

/** Where the bucket is and how to reach it (MEDIA_STORAGE=s3; docs/configuration.md). */
export interface S3MediaStorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

// Files a folder upload sends at once: enough to fill a link without a burst of sockets per transcode.
const DIRECTORY_UPLOAD_CONCURRENCY = 4;
// Multipart parts of 8 MiB, four in flight: a 2 GiB source goes up in 256 parts with bounded memory.
const PART_BYTES = 8 * 1024 * 1024;

/** An S3 client for this configuration; checksums only where S3 requires them, so any S3-compatible store works. */
export function createS3Client(options: S3MediaStorageOptions): S3Client {
  const config: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  };
  return new S3Client(config);
}

function isNotFound(error: unknown): boolean {
  const named = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return named.name === 'NotFound' || named.name === 'NoSuchKey' || named.$metadata?.httpStatusCode === 404;
}

async function listLocalFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function runLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  });
  await Promise.all(workers);
}

/** Media storage in an S3-compatible bucket through the official AWS SDK (decision 050). */
// eslint-disable-next-line max-lines-per-function -- the storage object's methods share the client and the bucket; an object literal of small methods
export function createS3MediaStorage(client: S3Client, bucket: string): MediaStorage {
  const head = async (key: string): Promise<StoredObject | null> => {
    assertValidKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { bytes: answer.ContentLength ?? 0, modifiedAt: answer.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  const getBody = async (key: string, range?: ByteRange): Promise<Readable> => {
    assertValidKey(key);
    const answer = await client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return answer.Body as Readable;
  };
  const upload = async (key: string, body: Readable | Buffer): Promise<StoredObject> => {
    assertValidKey(key);
    const type = mediaTypeOf(key);
    // An S3 object appears only when its (multipart) upload completes, so readers never see part of it.
    await new Upload({
      client,
      params: { Bucket: bucket, Key: key, Body: body, ...(type ? { ContentType: type } : {}) },
      partSize: PART_BYTES,
      queueSize: 4,
      leavePartsOnError: false,
    }).done();
    const stored = await head(key);
    if (!stored) throw new Error(`Stored object vanished: ${key}`);
    return stored;
  };
  const listKeys = async (prefix: string): Promise<string[]> => {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  };
  const storage: MediaStorage = {
    putStream: upload,
    async putFile(key, localPath) {
      const stored = await upload(key, createReadStream(localPath));
      await rm(localPath, { force: true });
      return stored;
    },
    async putDirectory(prefix, localDir) {
      const files = await listLocalFiles(localDir);
      const keys = files.map((file) => `${prefix}/${file.split(path.sep).join('/')}`);
      keys.forEach(assertValidKey);
      await runLimited(files, DIRECTORY_UPLOAD_CONCURRENCY, async (file) => {
        await storage.putFile(`${prefix}/${file.split(path.sep).join('/')}`, path.join(localDir, file));
      });
      return keys;
    },
    stat: head,
    read(key, range) {
      // The interface hands back a stream at once; the object's body is piped in when S3 answers.
      const out = new PassThrough();
      getBody(key, range).then(
        (body) => body.on('error', (error) => out.destroy(error)).pipe(out),
        (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return out;
    },
    async readBytes(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await getBody(key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async withLocalFile(key, use) {
      const dir = await mkdtemp(path.join(tmpdir(), 'streamit-s3-'));
      try {
        const local = path.join(dir, path.basename(key));
        await pipeline(await getBody(key), createWriteStream(local));
        return await use(local);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      assertValidKey(prefix);
      const keys = await listKeys(prefix);
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000).map((Key) => ({ Key }));
        await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }),
        );
      }
    },
    signedReadUrl(key, expiresInSeconds) {
      assertValidKey(key);
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), {
        expiresIn: expiresInSeconds,
      });
    },
  };
  return storage;
}
