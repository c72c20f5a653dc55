import { getMyReferralCodeEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { currentMember } from '../sessions/require-member.js';
import { getMyReferralCode } from './referrals.service.js';

/** The signed-in member's referral code (the stats, which name the points reward, are the points module's). */
export function registerReferralRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getMyReferralCodeEndpoint, ({ request }) =>
    getMyReferralCode(deps, currentMember(request).userId),
  );
}
