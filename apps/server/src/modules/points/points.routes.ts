import {
  adjustPointsEndpoint,
  calculatePointsEndpoint,
  changeMemberTierEndpoint,
  clearTierLockEndpoint,
  canCompleteEndpoint,
  completeActivityEndpoint,
  getCreatorEarningsEndpoint,
  getLeaderboardEndpoint,
  getPointsBalanceEndpoint,
  getPointsHistoryEndpoint,
  getPointsOverviewEndpoint,
  getWatchToEarnStatsEndpoint,
  listPendingAwardsEndpoint,
  setLeaderboardVisibilityEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { AppError } from '../../http/app-error.js';
import { tokenKind } from '../../lib/security/tokens.js';
import { bearerToken } from '../admin-auth/admin-sessions.service.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { resolveMemberSession } from '../sessions/sessions.service.js';
import { currentMember } from '../sessions/require-member.js';
import { answerMoneyMove } from '../money-approvals/pending-answer.js';
import { requestPointsAdjustment } from './points-admin.service.js';
import { completeActivity, quoteCompletion } from './points-earning.service.js';
import { listPendingAwards } from './points-pending.service.js';
import { getCreatorEarnings } from './points-creator.service.js';
import { registerPointsExportRoute } from './points-export.routes.js';
import { changeMemberTier, clearTierLock } from './points-tier-lock.service.js';
import {
  getLeaderboard,
  getPointsBalance,
  getPointsHistory,
  getPointsOverview,
  getWatchToEarnStats,
  setLeaderboardVisibility,
} from './points-reading.service.js';

/** The member behind an optional bearer token; guests and bad tokens read the public leaderboard. */
async function optionalMemberId(deps: AppDeps, request: FastifyRequest): Promise<string | null> {
  const token = bearerToken(request);
  if (!token || tokenKind(token) !== 'member') return null;
  try {
    return (await resolveMemberSession(deps, token)).userId;
  } catch {
    return null;
  }
}

/** The request's Idempotency-Key; the plugin has already refused a request without a valid one. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

/** Earning (signed-in members) and staff adjustments (canManagePoints). */
export function registerPointsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listPendingAwardsEndpoint, ({ request }) =>
    listPendingAwards(deps, currentMember(request).userId),
  );
  registerEndpoint(app, calculatePointsEndpoint, ({ params, request }) =>
    quoteCompletion(deps, currentMember(request).userId, params.id),
  );
  registerEndpoint(app, canCompleteEndpoint, ({ params, request }) =>
    quoteCompletion(deps, currentMember(request).userId, params.id),
  );
  registerEndpoint(app, completeActivityEndpoint, ({ params, request }) =>
    completeActivity(deps, currentMember(request).userId, params.id),
  );
  registerEndpoint(
    app,
    adjustPointsEndpoint,
    async ({ params, body, request, reply }) =>
      answerMoneyMove(
        reply,
        await requestPointsAdjustment(
          deps,
          { adminId: signedInAdmin(request).id, ip: request.ip },
          params.id,
          {
            ...body,
            idempotencyKey: idempotencyKeyOf(request),
          },
        ),
      ),
    // Moving points must never double on a retry, so the route refuses requests without a key.
    { config: { idempotency: 'required' } },
  );
  registerEndpoint(app, changeMemberTierEndpoint, ({ params, body, request }) =>
    changeMemberTier(deps, { adminId: signedInAdmin(request).id, ip: request.ip }, params.id, body),
  );
  registerEndpoint(app, clearTierLockEndpoint, ({ params, request }) =>
    clearTierLock(deps, { adminId: signedInAdmin(request).id, ip: request.ip }, params.id),
  );
  registerReadingRoutes(app, deps);
  registerPointsExportRoute(app, deps);
}

function registerReadingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const userOf = (request: FastifyRequest) => currentMember(request).userId;
  registerEndpoint(app, getPointsBalanceEndpoint, ({ request }) => getPointsBalance(deps, userOf(request)));
  registerEndpoint(app, getPointsOverviewEndpoint, ({ request }) => getPointsOverview(deps, userOf(request)));
  registerEndpoint(app, getPointsHistoryEndpoint, ({ query, request }) =>
    getPointsHistory(deps, userOf(request), query),
  );
  registerEndpoint(app, getWatchToEarnStatsEndpoint, ({ request }) =>
    getWatchToEarnStats(deps, userOf(request)),
  );
  registerEndpoint(app, getCreatorEarningsEndpoint, ({ request }) =>
    getCreatorEarnings(deps, userOf(request)),
  );
  registerEndpoint(app, getLeaderboardEndpoint, async ({ query, request }) =>
    getLeaderboard(deps, query, await optionalMemberId(deps, request)),
  );
  registerEndpoint(app, setLeaderboardVisibilityEndpoint, ({ body, request }) =>
    setLeaderboardVisibility(deps, userOf(request), body.hidden),
  );
}
