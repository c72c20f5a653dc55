import {
  confirmNewsletterEndpoint,
  subscribeNewsletterEndpoint,
  unsubscribeNewsletterEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { confirmNewsletter, subscribeToNewsletter, unsubscribeFromNewsletter } from './newsletter.service.js';

/** Per-IP limits: subscribing sends email, so it is the tightest. */
const SUBSCRIBE_LIMIT = { rateLimit: { max: 5, timeWindow: 60_000 } };
const LINK_LIMIT = { rateLimit: { max: 10, timeWindow: 60_000 } };

/** The footer's newsletter box and the pages its emails link to. */
export function registerNewsletterRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(
    app,
    subscribeNewsletterEndpoint,
    ({ body, request }) => subscribeToNewsletter(deps, request.log, body.email, request.ip),
    { config: SUBSCRIBE_LIMIT },
  );
  registerEndpoint(
    app,
    confirmNewsletterEndpoint,
    ({ body, request }) => confirmNewsletter(deps, request.log, body.token),
    { config: LINK_LIMIT },
  );
  registerEndpoint(
    app,
    unsubscribeNewsletterEndpoint,
    ({ body }) => unsubscribeFromNewsletter(deps, body.token),
    { config: LINK_LIMIT },
  );
}
