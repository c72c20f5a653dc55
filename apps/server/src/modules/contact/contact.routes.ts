import { sendContactMessageEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf } from '../sessions/client-context.js';
import { sendContactMessage } from './contact.service.js';

/** Per-IP limit of the contact form; the per-address limit is counted in PostgreSQL. */
const CONTACT_IP_LIMIT = { rateLimit: { max: 5, timeWindow: 10 * 60_000 } };

/** The public contact form. */
export function registerContactRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(
    app,
    sendContactMessageEndpoint,
    ({ body, request }) => sendContactMessage(deps, request.log, body, clientContextOf(request)),
    { config: CONTACT_IP_LIMIT },
  );
}
