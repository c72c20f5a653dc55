import type { CategoryImages } from '@streamit/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, TEST_TOTP_KEY, type TestAdmin } from '../../../test/admin-auth.test-support.js';
import { contentCategories } from '../catalog/catalog.schema.js';
import {
  createMediaTestContext,
  listStoredFiles,
  type MediaTestContext,
} from '../../../test/media.test-support.js';

let context: MediaTestContext;
let moderator: TestAdmin;
let analyst: TestAdmin;
let categoryId: string;
let png: Buffer;

function upload(admin: TestAdmin, kind: string, bytes: Buffer) {
  const boundary = '----category-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`;
  return context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/content-categories/${categoryId}/${kind}`,
    remoteAddress: admin.ip,
    headers: {
      authorization: `Bearer ${admin.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

beforeAll(async () => {
  context = await createMediaTestContext({ ADMIN_TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY });
  moderator = await createSignedInAdmin(context, 'CONTENT_MODERATOR');
  analyst = await createSignedInAdmin(context, 'ANALYST');
  const [row] = await context.deps.db
    .insert(contentCategories)
    .values({ slug: 'category-media-test', name: 'Test' })
    .returning();
  categoryId = row?.id ?? '';
  png = await sharp({ create: { width: 800, height: 400, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await context.close();
});

describe('content category images', () => {
  it('stores icon (PNG) and banner (JPEG), replaces on re-upload, lists and serves them', async () => {
    expect((await upload(moderator, 'icon', png)).statusCode).toBe(201);
    await upload(moderator, 'banner', png);
    const again = await upload(moderator, 'banner', png);
    const images = again.json<CategoryImages>();
    expect(images.iconUrl).toMatch(/icon\.png$/);
    expect(images.bannerUrl).toMatch(/banner\.jpg$/);
    expect(images.thumbnailUrl).toBeNull();
    const files = await listStoredFiles(context.mediaRoot);
    expect(files.filter((file) => file.startsWith('categories/'))).toHaveLength(2);
    const listed = await context.app.inject({ method: 'GET', url: '/api/v1/activities/categories/images' });
    expect(listed.json<{ items: CategoryImages[] }>().items).toContainEqual(images);
    const icon = await context.app.inject({ method: 'GET', url: images.iconUrl ?? '' });
    expect(icon.headers['content-type']).toBe('image/png');
    expect((await sharp(icon.rawPayload).metadata()).width).toBe(256);
  });

  it('refuses admins without canModerateContent, non-images and unknown kinds', async () => {
    expect((await upload(analyst, 'thumbnail', png)).statusCode).toBe(403);
    const text = await upload(moderator, 'thumbnail', Buffer.from('not an image'));
    expect(text.statusCode).toBe(415);
    expect((await upload(moderator, 'poster', png)).statusCode).toBe(400);
  });
});
