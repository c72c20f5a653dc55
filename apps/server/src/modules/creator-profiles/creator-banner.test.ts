import { rm } from 'node:fs/promises';
import { CREATOR_BANNER_MAX_BYTES, type CreatorPublicPage } from '@streamit/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { createTestMember, type TestMember } from '../../../test/content.test-support.js';
import { createCreatorWithProfile } from '../../../test/creator-profiles.test-support.js';

let context: TestContext;
const DATA_DIR = `/tmp/streamit-banner-test-${process.pid}`;

beforeAll(async () => {
  context = await createTestContext({ DATA_DIR });
});
afterAll(async () => {
  await context.close();
  await rm(DATA_DIR, { recursive: true, force: true });
});

function upload(member: TestMember, file: Buffer, contentType = 'image/png') {
  const boundary = '----streamit-banner-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/users/creator-banner',
    headers: { ...member.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

describe('POST /users/creator-banner', () => {
  it('re-encodes a real image as a 1500×375 WebP, serves it and shows it on the public page', async () => {
    const { member, profile } = await createCreatorWithProfile(context);
    const response = await upload(member, await pngOf(2000, 800));
    expect(response.statusCode, response.body).toBe(200);
    const { bannerUrl } = response.json<{ bannerUrl: string }>();
    expect(bannerUrl).toMatch(/^\/api\/v1\/media\/creator-banners\/.+\.webp$/);
    const served = await context.app.inject({ method: 'GET', url: bannerUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1500, 375]);
    const page = await context.app.inject({ method: 'GET', url: `/api/v1/creators/${profile.handle}` });
    expect(page.json<CreatorPublicPage>().bannerUrl).toBe(bannerUrl);
  });

  it('refuses a file that only claims to be an image (415), a small one (422) and a huge one (413)', async () => {
    const { member } = await createCreatorWithProfile(context);
    const fake = await upload(member, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(fake.statusCode).toBe(415);
    const small = await upload(member, await pngOf(800, 200));
    expect(small.json()).toMatchObject({ error: { code: 'CREATOR_BANNER_TOO_SMALL' } });
    const huge = await upload(member, Buffer.alloc(CREATOR_BANNER_MAX_BYTES + 1024, 1));
    expect(huge.statusCode).toBe(413);
  });

  it('needs a saved profile and a creator', async () => {
    const creator = await createTestMember(context, { creator: true });
    expect((await upload(creator, await pngOf(1000, 300))).json()).toMatchObject({
      error: { code: 'CREATOR_PROFILE_MISSING' },
    });
    const member = await createTestMember(context);
    expect((await upload(member, await pngOf(1000, 300))).statusCode).toBe(403);
  });

  it('does not serve names it never wrote', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/media/creator-banners/..%2Fx.webp',
    });
    expect(response.statusCode).toBe(404);
  });
});
