import type { MemberUser } from '@streamit/contract';
import { installFakeFetch, respondByPath, respondJson, type Responder } from '../../test/fake-fetch';
import { respondProviders } from '../../test/auth-providers';
import { makeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

/** The sign-in methods of a member who signed up with an email and a password. */
export const LINKED_WITH_PASSWORD = {
  email: 'lina@example.com',
  providers: ['email'],
  hasPassword: true,
  hasGoogle: false,
  hasTwitter: false,
};

/** GET /auth/profile-with-providers for a member, with the sign-in methods linked. */
export function respondProfile(
  overrides: Partial<MemberUser> = {},
  linked: typeof LINKED_WITH_PASSWORD = LINKED_WITH_PASSWORD,
): Responder {
  return respondJson(200, { user: makeMember(overrides), linkedProviders: linked });
}

/** Answers the routes My Account loads first and the given ones; returns the requests seen. */
export function serveAccountPage(routes: Record<string, Responder>): ReturnType<typeof installFakeFetch> {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/auth/providers': respondProviders(),
      '/api/v1/auth/profile-with-providers': respondProfile(),
      ...routes,
    }),
  );
}
