import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A running local S3-speaking server (s3rver) with one empty bucket, for the S3 media storage's tests. */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  stop: () => Promise<void>;
}

/** Starts s3rver on a free loopback port with a fresh data folder and bucket `bucket`. */
export async function startS3TestServer(bucket = 'streamit-media'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'streamit-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's one built-in account.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
