import { randomBytes } from 'node:crypto';
import type { TestContext } from './test-app.js';
import { insertUser } from '../src/modules/members/members.queries.js';
import { createSession } from '../src/modules/sessions/sessions.service.js';

/** A signed-in test member: a real user row and a real session opened by the sessions service. */
export interface TestMember {
  id: string;
  token: string;
}

let counter = 0;

/** Creates a verified member (optionally an approved creator) and opens a session for them. */
export async function createSignedInMember(
  context: TestContext,
  options: { creator?: boolean } = {},
): Promise<TestMember> {
  counter += 1;
  const user = await insertUser(context.deps.db, {
    email: `member${counter}-${randomBytes(3).toString('hex')}@example.test`,
    emailVerifiedAt: new Date(),
    displayName: `Member ${counter}`,
    isContentCreator: options.creator === true,
    creatorStatus: options.creator ? 'APPROVED' : 'NONE',
  });
  if (!user) throw new Error('member insert failed');
  const client = {
    ip: `198.51.100.${counter % 250}`,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
  };
  const { token } = await createSession(context.deps, context.app.log, user.id, client, 'password');
  return { id: user.id, token };
}

/** Authorization header for a token. */
export function authHeader(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A new member reports the activity through the API; with REPORT_AUTO_HIDE_THRESHOLD=1 that hides it. */
export async function reportAsNewMember(context: TestContext, activityId: string): Promise<number> {
  const reporter = await createSignedInMember(context);
  const reported = await context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${activityId}/report`,
    headers: authHeader(reporter.token),
    payload: { reason: 'SPAM_OR_MISLEADING', note: 'Looks like an advert' },
  });
  return reported.statusCode;
}
