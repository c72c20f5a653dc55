import {
  bulkModerateContentEndpoint,
  getModerationFeedbackEndpoint,
  getModerationQueueEndpoint,
  moderateContentEndpoint,
  triggerCanvasViewIncrementEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { currentMember } from '../sessions/require-member.js';
import { triggerCanvasViewIncrement } from './canvas-views.service.js';
import {
  bulkModerateContent,
  getModerationFeedback,
  getModerationQueue,
  moderateContent,
  type Moderator,
} from './moderation.service.js';

function moderatorOf(request: FastifyRequest): Moderator {
  return { adminId: signedInAdmin(request).id, ip: request.ip };
}

/** Moderation queue and decisions (canModerateContent), the creator's feedback, the audited view increment. */
export function registerModerationRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getModerationQueueEndpoint, ({ query }) => getModerationQueue(deps, query));
  registerEndpoint(app, moderateContentEndpoint, ({ params, body, request }) =>
    moderateContent(deps, moderatorOf(request), params.id, body),
  );
  registerEndpoint(app, bulkModerateContentEndpoint, ({ body, request }) =>
    bulkModerateContent(deps, moderatorOf(request), body),
  );
  registerEndpoint(
    app,
    triggerCanvasViewIncrementEndpoint,
    ({ body, request }) => triggerCanvasViewIncrement(deps, moderatorOf(request), body),
    // Minting views must never double on a retry, so this route refuses requests without a key.
    { config: { idempotency: 'required' } },
  );
  registerEndpoint(app, getModerationFeedbackEndpoint, ({ request }) =>
    getModerationFeedback(deps, currentMember(request).userId),
  );
}
