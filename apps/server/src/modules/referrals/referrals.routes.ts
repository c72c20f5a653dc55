import { getMyReferralCodeEndpoint, getReferralStatsEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { currentMember } from '../sessions/require-member.js';
import { getMyReferralCode, getReferralStats } from './referrals.service.js';

/** Referral code and stats of the signed-in member. */
export function registerReferralRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getMyReferralCodeEndpoint, ({ request }) =>
    getMyReferralCode(deps, currentMember(request).userId),
  );
  registerEndpoint(app, getReferralStatsEndpoint, ({ request }) =>
    getReferralStats(deps, currentMember(request).userId),
  );
}
