import {
  STORE_MAX_PRODUCT_IMAGES,
  type StoreProduct,
  type StoreProductImages,
  type StoreProductSummary,
} from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  errorOf,
  TEST_TOTP_KEY,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import {
  createMediaTestContext,
  listStoredFiles,
  type MediaTestContext,
} from '../../../test/media.test-support.js';
import { authHeader } from '../../../test/moderation.test-support.js';
import { createProduct } from '../../../test/store.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { mediaStorageFor } from '../media/media-paths.js';
import { seedDemoStore, seedDemoStorePictures } from './store.seed.js';

let context: MediaTestContext;
let staff: TestAdmin;
let analyst: TestAdmin;
let png: Buffer;

function upload(productId: string, bytes: Buffer, alt = 'A print', admin = staff) {
  const boundary = '----store-image-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`;
  return context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/store/products/${productId}/images?altEn=${encodeURIComponent(alt)}&altAr=${encodeURIComponent('طبعة')}`,
    remoteAddress: admin.ip,
    headers: { ...authHeader(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

function change(method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return context.app.inject({
    method,
    url: `/api/v1/admin/store/products/${url}`,
    remoteAddress: staff.ip,
    headers: authHeader(staff.token),
    ...(payload ? { payload } : {}),
  });
}

async function shopView(slug: string) {
  const page = await context.app.inject({ method: 'GET', url: `/api/v1/store/products/${slug}` });
  const list = await context.app.inject({ method: 'GET', url: '/api/v1/store/products?limit=100' });
  const card = list.json<{ items: StoreProductSummary[] }>().items.find((item) => item.slug === slug);
  return { product: page.json<StoreProduct>(), cardImage: card?.imageUrl };
}

beforeAll(async () => {
  context = await createMediaTestContext({ ADMIN_TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY });
  staff = await createSignedInAdmin(context, 'SUPER_ADMIN');
  analyst = await createSignedInAdmin(context, 'ANALYST');
  png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await context.close();
});

describe('store product pictures', () => {
  it('re-encodes an upload as a JPEG at most 1600 px wide, serves it, and shows it on the page and the card', async () => {
    const product = await createProduct(context, { stock: 3, price: 100 });
    const response = await upload(product.productId, png, 'Blue print, framed');
    expect(response.statusCode).toBe(201);
    const [image] = response.json<StoreProductImages>().items;
    expect(image?.alt).toEqual({ en: 'Blue print, framed', ar: 'طبعة' });
    expect(image?.url).toMatch(/^\/api\/v1\/media\/store\/[0-9a-f-]{36}\/\w+\/image\.jpg$/);
    const file = await context.app.inject({ method: 'GET', url: image?.url ?? '' });
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 800]);
    const { product: page, cardImage } = await shopView(product.slug);
    expect(page.images).toEqual([image]);
    expect(cardImage).toBe(image?.url);
  });

  it('orders, re-describes and removes pictures; the card follows the first and a removed file goes', async () => {
    const product = await createProduct(context, { stock: 3, price: 100 });
    for (const alt of ['first', 'second', 'third']) await upload(product.productId, png, alt);
    const { product: before } = await shopView(product.slug);
    const [a, b, c] = before.images.map((image) => image.id);
    const reordered = await change('PUT', `${product.productId}/images/order`, { imageIds: [c, a, b] });
    expect(reordered.json<StoreProductImages>().items.map((image) => image.alt.en)).toEqual([
      'third',
      'first',
      'second',
    ]);
    const partial = await change('PUT', `${product.productId}/images/order`, { imageIds: [a, b] });
    expect([partial.statusCode, errorOf(partial).code]).toEqual([409, 'STORE_IMAGE_ORDER']);
    await change('PATCH', `${product.productId}/images/${a}`, { alt: { en: 'Front', ar: 'أمام' } });
    const removed = await change('DELETE', `${product.productId}/images/${c}`);
    expect(removed.json<StoreProductImages>().items.map((image) => image.alt.en)).toEqual([
      'Front',
      'second',
    ]);
    const { product: after, cardImage } = await shopView(product.slug);
    expect(cardImage).toBe(after.images[0]?.url);
    const files = await listStoredFiles(context.mediaRoot);
    expect(files.filter((name) => name.startsWith(`store/${product.productId}/`))).toHaveLength(2);
    const gone = await context.app.inject({ method: 'GET', url: before.images[2]?.url ?? '' });
    expect(gone.statusCode).toBe(404);
    const missing = await change('DELETE', `${product.productId}/images/${c}`);
    expect(errorOf(missing).code).toBe('STORE_IMAGE_NOT_FOUND');
    const audited = await context.deps.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.targetType, 'store-product'), eq(adminAuditLog.targetId, product.productId)),
      );
    expect(new Set(audited.map((row) => row.action))).toEqual(
      new Set(['store.image-add', 'store.image-order', 'store.image-alt', 'store.image-remove']),
    );
  });

  const PARALLEL_UPLOADS = 50;
  it(`keeps at most ${STORE_MAX_PRODUCT_IMAGES} pictures under ${String(PARALLEL_UPLOADS)} parallel uploads, with no file left behind`, async () => {
    const product = await createProduct(context, { stock: 3, price: 100 });
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_UPLOADS }, () => upload(product.productId, small)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(STORE_MAX_PRODUCT_IMAGES);
    expect(statuses.filter((status) => status === 409)).toHaveLength(
      PARALLEL_UPLOADS - STORE_MAX_PRODUCT_IMAGES,
    );
    const files = await listStoredFiles(context.mediaRoot);
    const stored = files.filter((name) => name.startsWith(`store/${product.productId}/`));
    expect(stored).toHaveLength(STORE_MAX_PRODUCT_IMAGES);
  });

  it('refuses staff without canManagePoints, files that are not pictures, a missing alt text and unknown products', async () => {
    const product = await createProduct(context, { stock: 3, price: 100 });
    expect((await upload(product.productId, png, 'x', analyst)).statusCode).toBe(403);
    const text = await upload(product.productId, Buffer.from('not an image'));
    expect([text.statusCode, errorOf(text).code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect((await upload(product.productId, png, '')).statusCode).toBe(400);
    const unknown = await upload('00000000-0000-4000-8000-000000000000', png);
    expect(errorOf(unknown).code).toBe('STORE_PRODUCT_NOT_FOUND');
    const files = await listStoredFiles(context.mediaRoot);
    expect(files.filter((name) => name.startsWith('store/00000000-'))).toEqual([]);
  });

  it('seeds one drawn picture for each of the dozen demo products, once', async () => {
    const storage = mediaStorageFor(context.deps.config);
    await seedDemoStore(context.deps.db);
    expect(await seedDemoStorePictures(context.deps.db, storage)).toBe(12);
    expect(await seedDemoStorePictures(context.deps.db, storage)).toBe(0);
    const { product, cardImage } = await shopView('nightfall-vip-edition');
    expect(product.images).toHaveLength(1);
    expect(product.images[0]?.alt.ar).toContain('صورة تجريبية');
    const file = await context.app.inject({ method: 'GET', url: cardImage ?? '' });
    expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
  });
});
