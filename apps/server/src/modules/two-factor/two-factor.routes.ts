import {
  disableTwoFactorEndpoint,
  enableTwoFactorEndpoint,
  verifyTwoFactorEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf } from '../sessions/client-context.js';
import { currentMember } from '../sessions/require-member.js';
import { confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup } from './two-factor.service.js';

/** TOTP two-factor setup, confirmation and removal for the signed-in member. */
export function registerTwoFactorRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, enableTwoFactorEndpoint, ({ request }) =>
    startTwoFactorSetup(deps, currentMember(request).userId),
  );
  registerEndpoint(app, verifyTwoFactorEndpoint, ({ request, body }) =>
    confirmTwoFactorSetup(
      deps,
      request.log,
      currentMember(request).userId,
      body.code,
      clientContextOf(request),
    ),
  );
  registerEndpoint(app, disableTwoFactorEndpoint, ({ request, body }) =>
    disableTwoFactor(deps, request.log, currentMember(request).userId, body.code, clientContextOf(request)),
  );
}
