import {
  applyPartnerEndpoint,
  getPartnerPortalEndpoint,
  getPartnerWebhookEndpoint,
  listMyPartnerApplicationsEndpoint,
  registerPartnerWebhookEndpoint,
  resendWebhookDeliveryEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { currentMember } from '../sessions/require-member.js';
import { installSponsoredBonus } from './partner-bonus.service.js';
import { applyPartner, listMyPartnerApplications } from './partner-applications.service.js';
import { getPartnerPortal } from './partner-portal.service.js';
import { getWebhookView, registerWebhook, resendDelivery } from './partner-webhooks.service.js';

const memberOf = (request: FastifyRequest) => currentMember(request).userId;

/** Members apply for their organisation and open their partner's portal (decision 061). */
export function registerPartnerRoutes(app: FastifyInstance, deps: AppDeps): void {
  installSponsoredBonus();
  registerEndpoint(app, applyPartnerEndpoint, ({ body, request }) =>
    applyPartner(deps, memberOf(request), body),
  );
  registerEndpoint(app, listMyPartnerApplicationsEndpoint, ({ request }) =>
    listMyPartnerApplications(deps, memberOf(request)),
  );
  registerEndpoint(app, getPartnerPortalEndpoint, ({ request }) => getPartnerPortal(deps, memberOf(request)));
  registerEndpoint(app, registerPartnerWebhookEndpoint, ({ body, request }) =>
    registerWebhook(deps, memberOf(request), body.url),
  );
  registerEndpoint(app, getPartnerWebhookEndpoint, ({ request }) => getWebhookView(deps, memberOf(request)));
  registerEndpoint(app, resendWebhookDeliveryEndpoint, ({ params, request }) =>
    resendDelivery(deps, memberOf(request), params.id),
  );
}
