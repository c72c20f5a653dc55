import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.js';
import { createS3Client, createS3MediaStorage } from './media-storage-s3.js';

/**
 * ASVS V13.2.1 for object storage (decision 092): with no S3 keys configured, the storage signs with the short-lived
 * credentials the platform hands out (an IAM role through the container credentials endpoint, the protocol of ECS
 * and EKS Pod Identity, here served on loopback) and fetches new ones before they expire. s3rver knows one key id
 * (it does not check SigV4 signatures), so a request signed with any other key id than its own is refused.
 */
const AUTHORIZATION = 'pod-identity-token-of-this-test';

let s3: S3TestServer;
let endpoint: Server;
/** What the endpoint answers next: the key id and how long the credentials live. */
let handOut = { keyId: 'S3RVER', lifetimeMs: 60 * 60_000 };
const asked: IncomingHttpHeaders[] = [];

function startCredentialsEndpoint(): Promise<Server> {
  const server = createServer((request, response) => {
    asked.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        AccessKeyId: handOut.keyId,
        SecretAccessKey: 'S3RVER',
        Token: `session-${asked.length}`,
        Expiration: new Date(Date.now() + handOut.lifetimeMs).toISOString(),
      }),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(server);
    });
  });
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  endpoint = await startCredentialsEndpoint();
  const { port } = endpoint.address() as AddressInfo;
  // Where the platform (ECS, EKS Pod Identity) tells the SDK to fetch the role's credentials.
  vi.stubEnv('AWS_CONTAINER_CREDENTIALS_FULL_URI', `http://127.0.0.1:${String(port)}/v1/credentials`);
  vi.stubEnv('AWS_CONTAINER_AUTHORIZATION_TOKEN', AUTHORIZATION);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => endpoint.close(resolve));
  await s3.stop();
});

/** A storage as the server builds it when S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are unset. */
function storageWithoutKeys() {
  const client = createS3Client({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
  });
  return createS3MediaStorage(client, s3.bucket);
}

describe('S3 media storage without configured keys (ASVS V13.2.1)', () => {
  it('signs with the credentials the endpoint hands out, and asks again as they near expiry', async () => {
    asked.length = 0;
    // Four minutes left is inside the SDK's five-minute refresh window: every request fetches afresh.
    handOut = { keyId: 'S3RVER', lifetimeMs: 4 * 60_000 };
    const storage = storageWithoutKeys();
    await storage.putStream('short/one.txt', Readable.from(['short-lived']));
    expect((await storage.readBytes('short/one.txt')).toString()).toBe('short-lived');
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.every((headers) => headers.authorization === AUTHORIZATION)).toBe(true);
    // An hour left: the next requests reuse them.
    handOut = { keyId: 'S3RVER', lifetimeMs: 60 * 60_000 };
    const fresh = storageWithoutKeys();
    await fresh.stat('short/one.txt');
    const fetched = asked.length;
    await fresh.stat('short/one.txt');
    await fresh.readBytes('short/one.txt');
    expect(asked.length).toBe(fetched);
  });

  it('is refused by the store when the endpoint hands out a key the store does not know', async () => {
    handOut = { keyId: 'EXPIRED-ROLE-KEY', lifetimeMs: 60 * 60_000 };
    await expect(storageWithoutKeys().readBytes('short/one.txt')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
  });
});
