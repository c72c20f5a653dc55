import {
  applyPartnerEndpoint,
  getPartnerPortalEndpoint,
  getPartnerWebhookEndpoint,
  getPublicPartnerEndpoint,
  listMyPartnerApplicationsEndpoint,
  listSponsorshipsEndpoint,
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
import { getPublicPartner, listSponsorships } from './partner-public.service.js';
import { getWebhookView, registerWebhook, resendDelivery } from './partner-webhooks.service.js';

const memberOf = (request: FastifyRequest) => currentMember(request).userId;

/** Members apply and open their partner's portal; anyone sees who presents an activity and a partner's page (decision 061). */
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
  registerEndpoint(app, listSponsorshipsEndpoint, ({ query }) => listSponsorships(deps, query));
  registerEndpoint(app, getPublicPartnerEndpoint, ({ params }) => getPublicPartner(deps, params.id));
}
