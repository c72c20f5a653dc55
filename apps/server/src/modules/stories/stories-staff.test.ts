import type { StoryAuthoring, StoryInput } from '@streamit/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  errorOf,
  useAdminSuite,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';

const suite = useAdminSuite('CONTENT_MODERATOR');
let creator: TestMember;
let secondModerator: TestAdmin;
let analyst: TestAdmin;

beforeAll(async () => {
  creator = await createSignedInMember(suite.context, { creator: true });
  secondModerator = await createSignedInAdmin(suite.context, 'MODERATOR');
  analyst = await createSignedInAdmin(suite.context, 'ANALYST');
});

const STORY: StoryInput = {
  title: 'Vermeer’s blue, by the museum',
  pointsReward: 10,
  sections: [
    { kind: 'TEXT', text: 'Ultramarine was worth more than gold.' },
    { kind: 'QUOTE', text: 'The light comes from the left', attribution: 'A curator' },
  ],
};

function inject(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return suite.context.app.inject({ method, url: `/api/v1${url}`, headers: authHeader(token), payload });
}

async function createStaffStory(): Promise<StoryAuthoring> {
  const created = await inject('POST', '/admin/stories', suite.admin.token, STORY);
  expect(created.statusCode, created.body).toBe(201);
  return created.json<StoryAuthoring>();
}

function moderate(token: string, id: string) {
  return inject('POST', `/admin/content/${id}/moderate`, token, { decision: 'APPROVE' });
}

async function upload(url: string, token: string) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
  const boundary = 'staff-story-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { ...authHeader(token), 'content-type': `multipart/form-data; boundary=${boundary}` };
  return suite.context.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
}

describe('staff story authoring (decision 069, amendment)', () => {
  it('keeps a staff story a draft until a second moderator approves it; its author may not', async () => {
    const story = await createStaffStory();
    expect(story.status).toBe('DRAFT');
    expect((await inject('GET', `/activities/${story.activityId}/story`, creator.token)).statusCode).toBe(
      404,
    );
    const picture = await upload(`/admin/stories/${story.activityId}/images`, suite.admin.token);
    expect(picture.statusCode, picture.body).toBe(201);
    const submitted = await inject('POST', `/admin/stories/${story.activityId}/submit`, suite.admin.token);
    expect(submitted.json<StoryAuthoring>().status).toBe('PENDING_REVIEW');
    const own = await moderate(suite.admin.token, story.activityId);
    expect([own.statusCode, errorOf(own).code]).toEqual([403, 'MODERATION_OWN_CONTENT']);
    const approved = await moderate(secondModerator.token, story.activityId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await inject('GET', `/activities/${story.activityId}/story`, creator.token)).statusCode).toBe(
      200,
    );
  });

  it('makes an edit a draft again, written by the staff member who edited it', async () => {
    const story = await createStaffStory();
    const id = story.activityId;
    const edited = await inject('PUT', `/admin/stories/${id}`, secondModerator.token, {
      ...STORY,
      title: 'v2',
    });
    expect(edited.json<StoryAuthoring>()).toMatchObject({ status: 'DRAFT', title: 'v2' });
    expect((await inject('POST', `/admin/stories/${id}/submit`, suite.admin.token)).statusCode).toBe(200);
    // The last editor wrote it, so they may not approve it; the staff member who submitted it may.
    expect((await moderate(secondModerator.token, id)).statusCode).toBe(403);
    expect((await moderate(suite.admin.token, id)).statusCode).toBe(200);
  });

  it("refuses to rewrite a creator's story (moderators request changes instead)", async () => {
    const created = await inject('POST', '/creator/stories', creator.token, STORY);
    const id = created.json<StoryAuthoring>().activityId;
    const rewrite = await inject('PUT', `/admin/stories/${id}`, suite.admin.token, STORY);
    expect([rewrite.statusCode, errorOf(rewrite).code]).toEqual([409, 'STORY_NOT_STAFF']);
    const picture = await upload(`/admin/stories/${id}/images`, suite.admin.token);
    expect(errorOf(picture).code).toBe('STORY_NOT_STAFF');
  });

  it('refuses members and creators (not staff) and staff without canModerateContent', async () => {
    const story = await createStaffStory();
    const calls = [
      ['POST', '/admin/stories', STORY],
      ['PUT', `/admin/stories/${story.activityId}`, STORY],
      ['POST', `/admin/stories/${story.activityId}/submit`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const asCreator = await inject(method, url, creator.token, body);
      expect([asCreator.statusCode, url]).toEqual([401, url]);
      const asAnalyst = await inject(method, url, analyst.token, body);
      expect([asAnalyst.statusCode, url]).toEqual([403, url]);
    }
    expect((await upload(`/admin/stories/${story.activityId}/images`, analyst.token)).statusCode).toBe(403);
  });
});
