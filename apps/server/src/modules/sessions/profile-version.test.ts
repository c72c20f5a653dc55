import { PROFILE_VERSION_HEADER, type MemberUser } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { errorOf, injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { applied, review } from '../../../test/creators.test-support.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';

const suite = useAdminSuite('SUPER_ADMIN');

function profileOf(member: TestMember) {
  return injectAs(suite.context.app, member.token, { method: 'GET', url: '/api/v1/auth/profile' });
}

async function versionOf(member: TestMember): Promise<string> {
  const response = await profileOf(member);
  expect(response.statusCode, response.body).toBe(200);
  const version = response.headers[PROFILE_VERSION_HEADER.toLowerCase()];
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  return String(version);
}

const staffPost = (url: string, payload: object) =>
  injectAs(suite.context.app, suite.admin.token, { method: 'POST', url: `/api/v1/admin/${url}`, payload });

describe('the profile version on every member answer (decision 049)', () => {
  it('stays put while nothing about the member changes, on any member route', async () => {
    const member = await createSignedInMember(suite.context);
    const version = await versionOf(member);
    expect(await versionOf(member)).toBe(version);
    const stats = await injectAs(suite.context.app, member.token, {
      method: 'GET',
      url: '/api/v1/auth/dashboard-stats',
    });
    expect(stats.headers[PROFILE_VERSION_HEADER.toLowerCase()]).toBe(version);
  });

  it('changes on the next request after a creator application is approved', async () => {
    const member = await createSignedInMember(suite.context);
    const application = await applied(suite.context, member);
    const before = await versionOf(member);
    expect((await review(suite.context, suite.admin.token, application.id, 'APPROVE')).statusCode).toBe(200);
    const after = await profileOf(member);
    expect(after.headers[PROFILE_VERSION_HEADER.toLowerCase()]).not.toBe(before);
    expect(after.json<{ user: MemberUser }>().user).toMatchObject({
      isContentCreator: true,
      creatorStatus: 'APPROVED',
    });
  });

  it('changes on the next request after a tier change', async () => {
    const member = await createSignedInMember(suite.context);
    const before = await versionOf(member);
    const changed = await staffPost(`users/${member.id}/tier`, { tier: 'GOLD', reason: 'Event winner' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await versionOf(member)).not.toBe(before);
  });

  it("answers a suspended member's open session with the suspension message, not a bare 401", async () => {
    const member = await createSignedInMember(suite.context);
    await versionOf(member);
    const suspended = await staffPost(`users/${member.id}/suspend`, { reason: 'Spam in comments' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const next = await profileOf(member);
    expect(next.statusCode).toBe(403);
    expect(errorOf(next)).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message: 'This account is suspended. Please contact support.',
    });
    expect(next.headers[PROFILE_VERSION_HEADER.toLowerCase()]).toBeUndefined();
  });
});
