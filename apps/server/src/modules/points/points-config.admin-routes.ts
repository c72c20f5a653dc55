import {
  getPointsConfigSummaryEndpoint,
  getPointsGlobalConfigEndpoint,
  listTierRulesEndpoint,
  updatePointsGlobalConfigEndpoint,
  updateTierRuleEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { requireAdmin, signedInAdmin } from '../admin-auth/require-admin.js';
import {
  changeGlobalConfig,
  changeTierRule,
  getConfigSummary,
  getGlobalConfig,
  listTierRules,
} from './points-config-admin.service.js';

const operatorOf = (request: FastifyRequest) => ({ adminId: signedInAdmin(request).id, ip: request.ip });

/** /admin/points-config/*: the earning rules (canManagePoints). */
export function registerPointsConfigRoutes(app: FastifyInstance, deps: AppDeps): void {
  const staff = { onRequest: requireAdmin(deps, 'canManagePoints') };
  registerEndpoint(app, getPointsGlobalConfigEndpoint, () => getGlobalConfig(deps), staff);
  registerEndpoint(
    app,
    updatePointsGlobalConfigEndpoint,
    ({ body, request }) => changeGlobalConfig(deps, operatorOf(request), body),
    staff,
  );
  registerEndpoint(app, listTierRulesEndpoint, () => listTierRules(deps), staff);
  registerEndpoint(
    app,
    updateTierRuleEndpoint,
    ({ params, body, request }) => changeTierRule(deps, operatorOf(request), params.tier, body),
    staff,
  );
  registerEndpoint(app, getPointsConfigSummaryEndpoint, () => getConfigSummary(deps), staff);
}
