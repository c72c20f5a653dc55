import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CreatorActivity } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, TEST_TOTP_KEY, type TestAdmin } from '../../../test/admin-auth.test-support.js';
import { insertMediaAssets } from '../media/media.repository.js';
import {
  createMediaTestContext,
  listStoredFiles,
  type MediaTestContext,
} from '../../../test/media.test-support.js';
import { findActivityById } from '../activities/activities.queries.js';
import { createTestMember, type TestMember } from '../../../test/content.test-support.js';

let context: MediaTestContext;
let creator: TestMember;
let moderator: TestAdmin;
let analyst: TestAdmin;

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => context.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const adminHeaders = (admin: TestAdmin) => ({ authorization: `Bearer ${admin.token}` });

async function createDraft(member: TestMember, title = 'Night market') {
  const response = await send('POST', '/activities/create', member.headers, {
    type: 'VIDEO',
    title,
    description: 'Lanterns',
    tags: ['Street', 'Night'],
    licence: 'CC_BY',
    visibility: 'UNLISTED',
    publishAt: '2031-01-01T10:00:00Z',
  });
  expect(response.statusCode).toBe(201);
  return response.json<CreatorActivity>();
}

/** Puts a stored file and its asset row in place, as a finished transcode would. */
async function storeFakeOutput(activityId: string) {
  const key = `activities/${activityId}/abcdefghijklmnop/thumbnail.jpg`;
  await mkdir(path.dirname(path.join(context.mediaRoot, key)), { recursive: true });
  await writeFile(path.join(context.mediaRoot, key), 'jpeg bytes');
  await insertMediaAssets(context.deps.db, [
    { activityId, kind: 'THUMBNAIL', storageKey: key, mime: 'image/jpeg' },
  ]);
}

beforeAll(async () => {
  context = await createMediaTestContext({ ADMIN_TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY });
  creator = await createTestMember(context, { creator: true });
  moderator = await createSignedInAdmin(context, 'CONTENT_MODERATOR');
  analyst = await createSignedInAdmin(context, 'ANALYST');
});
afterAll(async () => {
  await context.close();
});

describe('creator content routes', () => {
  it('creates a DRAFT with tags, licence, visibility and schedule', async () => {
    const draft = await createDraft(creator);
    expect(draft).toMatchObject({
      type: 'VIDEO',
      title: 'Night market',
      status: 'DRAFT',
      licence: 'CC_BY',
      visibility: 'UNLISTED',
      publishAt: '2031-01-01T10:00:00.000Z',
      transcode: null,
      thumbnailUrl: null,
    });
    expect([...draft.tags].sort()).toEqual(['Night', 'Street']);
    expect(draft.slug).toMatch(/^night-market-[a-z0-9]{10}$/);
  });

  it('refuses members who are not creators, and banned creators, with 403', async () => {
    const member = await createTestMember(context);
    const banned = await createTestMember(context, { creator: true, creatorStatus: 'BANNED' });
    for (const who of [member, banned]) {
      const response = await send('POST', '/activities/create', who.headers, { type: 'VIDEO', title: 'x' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'CREATOR_REQUIRED' } });
    }
    const guest = await send('POST', '/activities/create', {}, { type: 'VIDEO', title: 'x' });
    expect(guest.statusCode).toBe(401);
  });

  it('lets only the owner update, and refuses unknown fields', async () => {
    const draft = await createDraft(creator);
    const other = await createTestMember(context, { creator: true });
    const foreign = await send('PATCH', `/activities/${draft.id}`, other.headers, { title: 'Mine now' });
    expect(foreign.statusCode).toBe(404);
    const updated = await send('PATCH', `/activities/${draft.id}`, creator.headers, {
      title: 'Night market, revisited',
      tags: ['Night'],
      publishAt: null,
    });
    expect(updated.json<CreatorActivity>()).toMatchObject({
      title: 'Night market, revisited',
      tags: ['Night'],
      publishAt: null,
    });
    const sneaky = await send('PATCH', `/activities/${draft.id}`, creator.headers, { status: 'PUBLISHED' });
    expect(sneaky.statusCode).toBe(400);
    expect((await findActivityById(context.deps.db, draft.id))?.status).toBe('DRAFT');
  });

  it("lists the creator's own content only", async () => {
    const other = await createTestMember(context, { creator: true });
    const theirs = await createDraft(other, 'Theirs');
    const mine = await createDraft(creator, 'Mine');
    const list = await send('GET', '/creator/activities', creator.headers);
    const listed = list.json<{ items: CreatorActivity[] }>().items.map((item) => item.id);
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(theirs.id);
  });

  it('shows transcode status to the owner and moderators, and refuses retry when nothing failed', async () => {
    const draft = await createDraft(creator);
    expect((await send('GET', `/activities/${draft.id}/transcode-status`, creator.headers)).statusCode).toBe(
      404,
    );
    const retry = await send('POST', `/activities/${draft.id}/retry-transcode`, adminHeaders(moderator));
    expect(retry.json()).toMatchObject({ error: { code: 'TRANSCODE_NOT_RETRYABLE' } });
    const other = await createTestMember(context, { creator: true });
    expect((await send('POST', `/activities/${draft.id}/retry-transcode`, other.headers)).statusCode).toBe(
      404,
    );
  });

  it('deletes with every stored file for the owner or a content moderator, not for others', async () => {
    const first = await createDraft(creator);
    const second = await createDraft(creator);
    await storeFakeOutput(first.id);
    await storeFakeOutput(second.id);
    const other = await createTestMember(context, { creator: true });
    expect((await send('DELETE', `/activities/${first.id}`, other.headers)).statusCode).toBe(404);
    expect((await send('DELETE', `/activities/${first.id}`, adminHeaders(analyst))).statusCode).toBe(403);
    const own = await send('DELETE', `/activities/${first.id}`, creator.headers);
    expect(own.json()).toEqual({ id: first.id, deleted: true });
    const moderated = await send('DELETE', `/activities/${second.id}`, adminHeaders(moderator));
    expect(moderated.statusCode).toBe(200);
    const files = await listStoredFiles(context.mediaRoot);
    expect(files.filter((file) => file.includes(first.id) || file.includes(second.id))).toEqual([]);
    expect(await findActivityById(context.deps.db, first.id)).toBeUndefined();
  });
});
