import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ActivityAsset, ActivityDetail, CreatorActivity } from '@streamit/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMediaTestContext,
  listStoredFiles,
  updateActivity,
  type MediaTestContext,
} from '../../../test/media.test-support.js';
import { makeClip } from '../../../test/media-clips.test-support.js';
import { createTestMember, type TestMember } from '../../../test/content.test-support.js';

let context: MediaTestContext;
let creator: TestMember;
let png: Buffer;
let clip: Buffer;

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function formData(bytes: Buffer, filename: string, type: string) {
  const boundary = '----streamit-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(member: TestMember, url: string, bytes: Buffer, filename: string, type: string) {
  const form = formData(bytes, filename, type);
  return context.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...member.headers, ...form.headers },
    payload: form.payload,
  });
}

async function createDraft(member: TestMember) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/activities/create',
    headers: member.headers,
    payload: { type: 'VIDEO', title: 'With images' },
  });
  return response.json<CreatorActivity>().id;
}

const storedFor = async (id: string) =>
  (await listStoredFiles(context.mediaRoot)).filter((file) => file.includes(id));

beforeAll(async () => {
  context = await createMediaTestContext();
  creator = await createTestMember(context, { creator: true });
  png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  clip = await readFile(await makeClip(path.join(context.dataDir, 'preview.mp4'), { size: '320x180' }));
}, 60_000);
afterAll(async () => {
  await context.close();
});

describe('creator media uploads', () => {
  it('stores a thumbnail re-encoded as JPEG, replaces it on a second upload, and shows it on the card', async () => {
    const id = await createDraft(creator);
    const first = await upload(creator, `/activities/${id}/thumbnail`, png, 'a.png', 'image/png');
    expect(first.statusCode).toBe(201);
    const second = await upload(creator, `/activities/${id}/thumbnail`, png, 'b.png', 'image/png');
    const asset = second.json<ActivityAsset>();
    expect(asset.kind).toBe('THUMBNAIL');
    expect(asset.url).toMatch(/thumbnail\.jpg$/);
    expect(await storedFor(id)).toHaveLength(1);
    await updateActivity(context, id, { status: 'PUBLISHED', publishAt: new Date(Date.now() - 1000) });
    const detail = await context.app.inject({ method: 'GET', url: `/api/v1/activities/${id}` });
    expect(detail.json<ActivityDetail>().card.image).toBe(asset.url);
    const served = await context.app.inject({ method: 'GET', url: asset.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  });

  it('refuses a text file named .png with 415 and stores nothing', async () => {
    const id = await createDraft(creator);
    const response = await upload(
      creator,
      `/activities/${id}/banner`,
      Buffer.from('hello'),
      'x.png',
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      error: { message: 'File type not supported. Please use a supported file format.' },
    });
    expect(await storedFor(id)).toEqual([]);
  });

  it('refuses an image above the size limit with 413', async () => {
    const id = await createDraft(creator);
    const big = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]);
    const response = await upload(creator, `/activities/${id}/thumbnail`, big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: { message: 'File size is too large. Please compress your file and try again.' },
    });
    expect(await storedFor(id)).toEqual([]);
  });

  it('accepts an MP4 preview checked by ffprobe and refuses a truncated one', async () => {
    const id = await createDraft(creator);
    const good = await upload(creator, `/activities/${id}/preview`, clip, 'p.mp4', 'video/mp4');
    expect(good.statusCode).toBe(201);
    const cut = await upload(
      creator,
      `/activities/${id}/preview`,
      clip.subarray(0, 2000),
      'p.mp4',
      'video/mp4',
    );
    expect(cut.statusCode).toBe(422);
    expect(await storedFor(id)).toHaveLength(1);
  });

  it('accepts WebVTT captions per language, refuses other text, and deletes them', async () => {
    const id = await createDraft(creator);
    const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n');
    const ok = await upload(creator, `/activities/${id}/media?label=en`, vtt, 'en.vtt', 'text/vtt');
    expect(ok.statusCode).toBe(201);
    const srt = Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nHello\n');
    const bad = await upload(creator, `/activities/${id}/media?label=ar`, srt, 'ar.vtt', 'text/vtt');
    expect(bad.statusCode).toBe(415);
    const list = await context.app.inject({
      method: 'GET',
      url: `/api/v1/activities/${id}/media`,
      headers: creator.headers,
    });
    const items = list.json<{ items: ActivityAsset[] }>().items;
    expect(items.map((item) => `${item.kind}:${item.label}`)).toEqual(['CAPTION:en']);
    const other = await createTestMember(context, { creator: true });
    const url = `/api/v1/activities/${id}/media/${items[0]?.id ?? ''}`;
    expect((await context.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(
      404,
    );
    const removed = await context.app.inject({ method: 'DELETE', url, headers: creator.headers });
    expect(removed.json()).toMatchObject({ deleted: true });
    expect(await storedFor(id)).toEqual([]);
  });

  it('refuses uploads from members who are not creators and non-multipart bodies', async () => {
    const id = await createDraft(creator);
    const member = await createTestMember(context);
    expect((await upload(member, `/activities/${id}/thumbnail`, png, 'a.png', 'image/png')).statusCode).toBe(
      403,
    );
    const json = await context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${id}/thumbnail`,
      headers: creator.headers,
      payload: { file: 'nope' },
    });
    expect(json.statusCode).toBe(415);
  });
});
