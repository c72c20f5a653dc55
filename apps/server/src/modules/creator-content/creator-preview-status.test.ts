import type { ActivityDetail } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import { createAdminTestContext, createSignedInAdmin } from '../../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember } from '../../../test/moderation.test-support.js';
import { createSubmittedQuiz, sampleQuiz } from '../../../test/quizzes.test-support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createAdminTestContext();
});
afterAll(() => context.close());

const readAs = (id: string, token: string) =>
  context.app.inject({ method: 'GET', url: `/api/v1/activities/${id}`, headers: authHeader(token) });

describe("the creator's preview of an item before it is public", () => {
  it('carries its real state (in review), and none once a moderator approved it', async () => {
    const creator = await createSignedInMember(context, { creator: true });
    const created = await createSubmittedQuiz(
      context,
      creator.token,
      sampleQuiz({ title: 'Old maps of Amman' }),
    );
    const id = created.activityId;
    const inReview = await readAs(id, creator.token);
    expect(inReview.statusCode).toBe(200);
    expect(inReview.json<ActivityDetail>().previewStatus).toBe('PENDING_REVIEW');

    const moderator = await createSignedInAdmin(context, 'CONTENT_MODERATOR');
    const approved = await context.app.inject({
      method: 'POST',
      url: `/api/v1/admin/content/${id}/moderate`,
      headers: authHeader(moderator.token),
      payload: { decision: 'APPROVE' },
    });
    expect(approved.statusCode).toBe(200);
    expect((await readAs(id, creator.token)).json<ActivityDetail>().previewStatus).toBeNull();
  });
});
