import { respondJson, type Responder } from './fake-fetch';

/** GET /auth/providers for a server with the given providers configured (both unless said otherwise). */
export function respondProviders(configured: { google?: boolean; twitter?: boolean } = {}): Responder {
  return respondJson(200, {
    providers: [
      { id: 'google', configured: configured.google ?? true, startPath: '/api/v1/auth/google' },
      { id: 'twitter', configured: configured.twitter ?? true, startPath: '/api/v1/auth/twitter' },
    ],
  });
}
