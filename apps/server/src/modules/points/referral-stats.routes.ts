import { getReferralStatsEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getReferralStats } from '../referrals/referrals.service.js';
import { currentMember } from '../sessions/require-member.js';
import { loadGlobalConfig } from './points-config.service.js';

/**
 * GET /referral/stats: the referrals module's figures with the reward a referral earns, which is a points
 * rule (registered here because the points module already reads the referrals module, not the reverse).
 */
export function registerReferralStatsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getReferralStatsEndpoint, async ({ request }) => {
    const { referralReward } = await loadGlobalConfig(deps.db);
    return getReferralStats(deps, currentMember(request).userId, referralReward);
  });
}
