import {
  forgotPasswordEndpoint,
  loginEndpoint,
  loginTwoFactorEndpoint,
  logoutEndpoint,
  registerMemberEndpoint,
  resendVerificationEndpoint,
  resetPasswordEndpoint,
  verifyEmailEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf } from '../sessions/client-context.js';
import { currentMember } from '../sessions/require-member.js';
import { revokeSessions } from '../sessions/sessions.queries.js';
import { loginWithPassword } from './login.service.js';
import { forgotPassword, resendVerification, resetPassword, verifyEmail } from './recovery.service.js';
import { registerMember } from './register.service.js';
import { completeSecondFactor } from './login-completion.service.js';

/** Public sign-up, sign-in and recovery routes, and logout. */
export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, registerMemberEndpoint, ({ body, request }) =>
    registerMember(deps, request.log, body, clientContextOf(request)),
  );
  registerEndpoint(app, loginEndpoint, ({ body, request }) =>
    loginWithPassword(deps, request.log, body, clientContextOf(request)),
  );
  registerEndpoint(app, loginTwoFactorEndpoint, ({ body, request }) =>
    completeSecondFactor(deps, request.log, body, clientContextOf(request)),
  );
  registerEndpoint(app, logoutEndpoint, async ({ request }) => {
    const member = currentMember(request);
    await revokeSessions(deps.db, member.userId, 'logout', { only: member.sessionId });
    return { message: 'Signed out.' };
  });
  registerEndpoint(app, verifyEmailEndpoint, ({ body, request }) =>
    verifyEmail(deps, body, clientContextOf(request)),
  );
  registerEndpoint(app, resendVerificationEndpoint, ({ params, request }) =>
    resendVerification(deps, request.log, params.email, clientContextOf(request)),
  );
  registerEndpoint(app, forgotPasswordEndpoint, ({ params, request }) =>
    forgotPassword(deps, request.log, params.email, clientContextOf(request)),
  );
  registerEndpoint(app, resetPasswordEndpoint, ({ body, request }) =>
    resetPassword(deps, request.log, body, clientContextOf(request)),
  );
}
