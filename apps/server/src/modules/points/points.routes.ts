import { calculatePointsEndpoint, canCompleteEndpoint, completeActivityEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { currentMember, requireMember } from '../sessions/require-member.js';
import { completeActivity, quoteCompletion } from './points-completion.service.js';

/** Earning: quotes, can-complete and completions (signed-in members). */
export function registerPointsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const member = { onRequest: requireMember(deps) };
  registerEndpoint(
    app,
    calculatePointsEndpoint,
    ({ params, request }) => quoteCompletion(deps, currentMember(request).userId, params.id),
    member,
  );
  registerEndpoint(
    app,
    canCompleteEndpoint,
    ({ params, request }) => quoteCompletion(deps, currentMember(request).userId, params.id),
    member,
  );
  registerEndpoint(
    app,
    completeActivityEndpoint,
    ({ params, request }) => completeActivity(deps, currentMember(request).userId, params.id),
    member,
  );
}
