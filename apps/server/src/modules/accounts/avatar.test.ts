import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  loginToken,
  memberAuthEnv,
  registerVerified,
} from '../../../test/member-auth.test-support.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let context: TestContext;
let sink: SmtpSink;
let token: string;
const MAX_BYTES = 64 * 1024;
const DATA_DIR = `/tmp/streamit-avatar-test-${process.pid}`;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createTestContext(memberAuthEnv(sink, { AVATAR_MAX_BYTES: String(MAX_BYTES), DATA_DIR }));
  await registerVerified(context.app, sink, { email: 'avatar@example.com' });
  token = await loginToken(context.app, 'avatar@example.com');
});
afterAll(async () => {
  await context.close();
  await sink.close();
  await rm(DATA_DIR, { recursive: true, force: true });
});

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = '----streamit-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return {
    payload,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (file: Buffer, filename = 'me.png', contentType = 'image/png') =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/users/avatar',
    ...multipart(file, filename, contentType),
  });

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

describe('POST /api/v1/users/avatar', () => {
  it('stores a real image as a 256 px square WebP and serves it', async () => {
    const response = await upload(await pngOf(600, 300));
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json<{ avatarUrl: string }>();
    expect(avatarUrl).toMatch(/^\/api\/v1\/media\/avatars\/.+\.webp$/);
    const served = await context.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: bearer(token),
    });
    expect(profile.json<{ user: { avatarUrl: string } }>().user.avatarUrl).toBe(avatarUrl);
  });

  it('judges the type by content: a text file named .png and a broken JPEG get 415', async () => {
    const text = await upload(Buffer.from('definitely not an image'), 'evil.png', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'File type not supported. Please use a supported file format.',
      },
    });
    const broken = await upload(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
      'x.jpg',
      'image/jpeg',
    );
    expect(broken.statusCode).toBe(415);
  });

  it('answers 413 for a file over the limit', async () => {
    const big = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'File size is too large. Please compress your file and try again.',
      },
    });
  });

  it('answers 415 for a JSON body and 401 without a token', async () => {
    const json = await context.app.inject({
      method: 'POST',
      url: '/api/v1/users/avatar',
      headers: bearer(token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/v1/users/avatar',
      ...multipart(await pngOf(10, 10), 'a.png', 'image/png'),
      headers: { 'content-type': 'multipart/form-data; boundary=----streamit-test-boundary' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves only names it wrote', async () => {
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/v1/media/avatars/..%2F..%2Fetc%2Fpasswd' }))
        .statusCode,
    ).toBe(404);
  });
});
