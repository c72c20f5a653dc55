import path from 'node:path';
import type { CreatorActivity } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, type TestMember } from '../../../test/content.test-support.js';
import {
  createMediaTestContext,
  listStoredFiles,
  type MediaTestContext,
} from '../../../test/media.test-support.js';
import { removeStaleTusUploads } from './tus-store.js';

let context: MediaTestContext;
let creator: TestMember;
const TUS = { 'tus-resumable': '1.0.0' };
const clip = Buffer.alloc(4000, 1);

async function createDraft(member: TestMember) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/activities/create',
    headers: member.headers,
    payload: { type: 'VIDEO', title: 'Limits' },
  });
  return response.json<CreatorActivity>().id;
}

function createUpload(member: TestMember, activityId: string, length: number) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${activityId}/upload-video`,
    headers: { ...member.headers, ...TUS, 'upload-length': String(length) },
  });
}

function patch(member: TestMember, location: string, offset: number, body: Buffer) {
  return context.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...member.headers,
      ...TUS,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
    payload: body,
  });
}

function head(member: TestMember, location: string) {
  return context.app.inject({ method: 'HEAD', url: location, headers: { ...member.headers, ...TUS } });
}

async function leftovers(activityId: string): Promise<string[]> {
  const tus = await listStoredFiles(path.join(context.dataDir, 'uploads'));
  const stored = (await listStoredFiles(context.mediaRoot)).filter((file) => file.includes(activityId));
  return [...tus, ...stored];
}

beforeAll(async () => {
  context = await createMediaTestContext();
  creator = await createTestMember(context, { creator: true });
});
afterAll(async () => {
  await context.close();
});

describe('limits on unfinished resumable uploads', () => {
  it('sweeps uploads abandoned for a day, and keeps recent ones', async () => {
    const activityId = await createDraft(creator);
    const location = String((await createUpload(creator, activityId, clip.length)).headers.location);
    await patch(creator, location, 0, clip.subarray(0, 500));
    expect(await removeStaleTusUploads(context.deps.config, 24 * 3_600_000)).toBe(0);
    expect((await head(creator, location)).statusCode).toBe(200);
    const dayLater = Date.now() + 25 * 3_600_000;
    expect(await removeStaleTusUploads(context.deps.config, 24 * 3_600_000, dayLater)).toBeGreaterThanOrEqual(
      1,
    );
    expect((await head(creator, location)).statusCode).toBe(404);
    expect(await leftovers(activityId)).toEqual([]);
  });

  it('replaces an unfinished upload of the same activity and caps open uploads per member', async () => {
    const busy = await createTestMember(context, { creator: true });
    const drafts = [];
    for (let index = 0; index < 4; index += 1) drafts.push(await createDraft(busy));
    const first = String((await createUpload(busy, drafts[0] ?? '', 1000)).headers.location);
    const again = await createUpload(busy, drafts[0] ?? '', 1000);
    expect(again.statusCode).toBe(201);
    expect((await head(busy, first)).statusCode).toBe(404);
    expect((await createUpload(busy, drafts[1] ?? '', 1000)).statusCode).toBe(201);
    expect((await createUpload(busy, drafts[2] ?? '', 1000)).statusCode).toBe(201);
    expect((await createUpload(busy, drafts[3] ?? '', 1000)).statusCode).toBe(409);
  });
});
