import {
  bypassSocialTaskEndpoint,
  createSocialTaskEndpoint,
  decideSocialClaimEndpoint,
  getSocialRequirementsEndpoint,
  getTweetDetailsEndpoint,
  listSocialClaimsEndpoint,
  listSocialFollowsEndpoint,
  listSocialTasksEndpoint,
  manualVerifySocialTaskEndpoint,
  updateSocialTaskEndpoint,
  verifySocialFollowEndpoint,
  verifySocialLikeEndpoint,
  verifySocialRetweetEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { currentMember } from '../sessions/require-member.js';
import { listFollows, readRequirements, readTweetDetails } from './social-requirements.service.js';
import { bypassTask, decideClaim, listClaims } from './social-review.service.js';
import { createTask, listTasks, updateTask } from './social-tasks.service.js';
import { submitEvidence, verifyTask } from './social-verify.service.js';

const operatorOf = (request: FastifyRequest) => ({ adminId: signedInAdmin(request).id, ip: request.ip });
const memberOf = (request: FastifyRequest) => currentMember(request).userId;

function registerMemberRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getSocialRequirementsEndpoint, ({ request }) =>
    readRequirements(deps, memberOf(request)),
  );
  registerEndpoint(app, listSocialFollowsEndpoint, ({ request }) => listFollows(deps, memberOf(request)));
  registerEndpoint(app, verifySocialFollowEndpoint, ({ body, request }) =>
    verifyTask(deps, memberOf(request), body.taskId, 'FOLLOW'),
  );
  registerEndpoint(app, verifySocialLikeEndpoint, ({ body, request }) =>
    verifyTask(deps, memberOf(request), body.taskId, 'LIKE'),
  );
  registerEndpoint(app, verifySocialRetweetEndpoint, ({ body, request }) =>
    verifyTask(deps, memberOf(request), body.taskId, 'RETWEET'),
  );
  registerEndpoint(app, manualVerifySocialTaskEndpoint, ({ body, request }) =>
    submitEvidence(deps, memberOf(request), body),
  );
  registerEndpoint(app, getTweetDetailsEndpoint, ({ query }) => readTweetDetails(deps, query.taskId));
}

/** Social tasks on X: members verify and send evidence; staff with canManagePoints define tasks and review. */
export function registerSocialRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMemberRoutes(app, deps);
  registerEndpoint(app, listSocialTasksEndpoint, () => listTasks(deps));
  registerEndpoint(app, createSocialTaskEndpoint, ({ body, request }) =>
    createTask(deps, operatorOf(request), body),
  );
  registerEndpoint(app, updateSocialTaskEndpoint, ({ params, body, request }) =>
    updateTask(deps, operatorOf(request), params.id, body),
  );
  registerEndpoint(app, listSocialClaimsEndpoint, ({ query }) => listClaims(deps, query));
  registerEndpoint(app, decideSocialClaimEndpoint, ({ params, body, request }) =>
    decideClaim(deps, operatorOf(request), params.id, body),
  );
  registerEndpoint(app, bypassSocialTaskEndpoint, ({ body, request }) =>
    bypassTask(deps, operatorOf(request), body),
  );
}
