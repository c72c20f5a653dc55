import {
  activatePartnerEndpoint,
  cancelPartnerEndpoint,
  createCampaignEndpoint,
  endCampaignEndpoint,
  listPartnerApplicationsEndpoint,
  listPartnerCampaignsEndpoint,
  listPartnersEndpoint,
  approveCampaignProposalEndpoint,
  pauseCampaignEndpoint,
  rejectCampaignProposalEndpoint,
  resumeCampaignEndpoint,
  reviewPartnerApplicationEndpoint,
  suspendPartnerEndpoint,
  updateCampaignEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { listPartnerApplicationQueue, reviewPartnerApplication } from './partner-applications.service.js';
import { moveCampaign, updateCampaign } from './partner-campaign-changes.service.js';
import { approveCampaignProposal, rejectCampaignProposal } from './partner-campaign-proposals.service.js';
import { createCampaign, listPartnerCampaigns } from './partner-campaigns.service.js';
import { changePartnerStatus, listPartners } from './partner-lifecycle.service.js';

const actorOf = (request: FastifyRequest) => ({ adminId: signedInAdmin(request).id, ip: request.ip });

/** Staff review applications and run partners' lifecycle (canManageCreators) and campaigns (canManagePoints). */
export function registerPartnerAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listPartnerApplicationsEndpoint, ({ query }) =>
    listPartnerApplicationQueue(deps, query),
  );
  registerEndpoint(app, reviewPartnerApplicationEndpoint, ({ params, body, request }) =>
    reviewPartnerApplication(deps, actorOf(request), params.id, body),
  );
  registerEndpoint(app, listPartnersEndpoint, ({ query }) => listPartners(deps, query));
  const lifecycle = [
    [suspendPartnerEndpoint, 'suspend'],
    [activatePartnerEndpoint, 'activate'],
    [cancelPartnerEndpoint, 'cancel'],
  ] as const;
  for (const [endpoint, action] of lifecycle)
    registerEndpoint(app, endpoint, ({ params, body, request }) =>
      changePartnerStatus(deps, actorOf(request), params.id, action, body.reason),
    );
  registerEndpoint(app, createCampaignEndpoint, ({ params, body, request }) =>
    createCampaign(deps, actorOf(request), params.id, body),
  );
  registerEndpoint(app, listPartnerCampaignsEndpoint, ({ params }) => listPartnerCampaigns(deps, params.id));
  registerCampaignChanges(app, deps);
}

/** Staff edit, pause, resume and end one campaign (canManagePoints). */
function registerCampaignChanges(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, updateCampaignEndpoint, ({ params, body, request }) =>
    updateCampaign(deps, actorOf(request), params.id, body),
  );
  const moves = [
    [pauseCampaignEndpoint, 'pause'],
    [resumeCampaignEndpoint, 'resume'],
    [endCampaignEndpoint, 'end'],
  ] as const;
  for (const [endpoint, action] of moves)
    registerEndpoint(app, endpoint, ({ params, body, request }) =>
      moveCampaign(deps, actorOf(request), params.id, action, body.reason),
    );
  registerEndpoint(app, approveCampaignProposalEndpoint, ({ params, request }) =>
    approveCampaignProposal(deps, actorOf(request), params.id),
  );
  registerEndpoint(app, rejectCampaignProposalEndpoint, ({ params, body, request }) =>
    rejectCampaignProposal(deps, actorOf(request), params.id, body.reason),
  );
}
