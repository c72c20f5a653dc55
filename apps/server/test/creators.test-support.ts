import type { CreatorApplication, CreatorApplicationBody } from '@streamit/contract';
import { expect } from 'vitest';
import type { TestContext } from './test-app.js';
import { authHeader, type TestMember } from './moderation.test-support.js';

/** A complete, valid application body. */
export function sampleApplication(overrides: Partial<CreatorApplicationBody> = {}): CreatorApplicationBody {
  return {
    applicantType: 'ARTIST',
    contentFormats: ['SHORT_FORM', 'SERIES_EDUCATIONAL'],
    bio: 'I paint murals and film how they are made, step by step.',
    portfolioLinks: ['https://portfolio.example.com/me'],
    sampleLink: 'https://video.example.com/sample',
    country: 'SA',
    agreementAccepted: true,
    ...overrides,
  };
}

/** POST /auth/apply-creator as a member. */
export function apply(context: TestContext, member: TestMember, body: unknown = sampleApplication()) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/apply-creator',
    headers: authHeader(member.token),
    payload: body as Record<string, unknown>,
  });
}

/** Applies and returns the created application. */
export async function applied(context: TestContext, member: TestMember): Promise<CreatorApplication> {
  const response = await apply(context, member);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatorApplication>();
}

/** POST /admin/creator-applications/:id/review as staff. */
export function review(
  context: TestContext,
  token: string,
  id: string,
  decision: string,
  reason = 'Looked at it',
) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/creator-applications/${id}/review`,
    headers: authHeader(token),
    payload: { decision, reason },
  });
}
