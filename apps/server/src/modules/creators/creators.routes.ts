import {
  applyCreatorEndpoint,
  bulkReviewCreatorApplicationsEndpoint,
  getCreatorApplicationEndpoint,
  getCreatorApplicationStatusEndpoint,
  getMyCreatorApplicationEndpoint,
  listCreatorApplicationsEndpoint,
  listMyCreatorApplicationsEndpoint,
  resubmitCreatorApplicationEndpoint,
  reviewCreatorApplicationEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { currentMember } from '../sessions/require-member.js';
import {
  applyCreator,
  getCreatorApplicationStatus,
  getMyCreatorApplication,
  listMyCreatorApplications,
  resubmitCreatorApplication,
} from './creator-applications.service.js';
import {
  getCreatorApplication,
  listCreatorApplications,
  reviewApplication,
  reviewApplications,
} from './creator-review.service.js';

const reviewerOf = (request: FastifyRequest) => ({ adminId: signedInAdmin(request).id, ip: request.ip });
const memberOf = (request: FastifyRequest) => currentMember(request).userId;

/** Members apply to become creators; staff with canManageCreators review the applications. */
export function registerCreatorRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, applyCreatorEndpoint, ({ body, request }) =>
    applyCreator(deps, memberOf(request), body),
  );
  registerEndpoint(app, resubmitCreatorApplicationEndpoint, ({ body, request }) =>
    resubmitCreatorApplication(deps, memberOf(request), body),
  );
  registerEndpoint(app, getMyCreatorApplicationEndpoint, ({ request }) =>
    getMyCreatorApplication(deps, memberOf(request)),
  );
  registerEndpoint(app, getCreatorApplicationStatusEndpoint, ({ request }) =>
    getCreatorApplicationStatus(deps, memberOf(request)),
  );
  registerEndpoint(app, listMyCreatorApplicationsEndpoint, ({ request }) =>
    listMyCreatorApplications(deps, memberOf(request)),
  );
  registerEndpoint(app, listCreatorApplicationsEndpoint, ({ query }) => listCreatorApplications(deps, query));
  registerEndpoint(app, getCreatorApplicationEndpoint, ({ params }) =>
    getCreatorApplication(deps, params.id),
  );
  registerEndpoint(app, reviewCreatorApplicationEndpoint, ({ params, body, request }) =>
    reviewApplication(deps, reviewerOf(request), params.id, body),
  );
  registerEndpoint(app, bulkReviewCreatorApplicationsEndpoint, ({ body, request }) =>
    reviewApplications(deps, reviewerOf(request), body.ids, body).then((items) => ({ items })),
  );
}
