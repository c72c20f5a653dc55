import {
  bulkCategoryMultipliersEndpoint,
  createCategoryMultiplierEndpoint,
  deleteCategoryMultiplierEndpoint,
  listCategoryMultipliersEndpoint,
  updateCategoryMultiplierEndpoint,
  getPointsConfigSummaryEndpoint,
  getPointsGlobalConfigEndpoint,
  listTierRulesEndpoint,
  updatePointsGlobalConfigEndpoint,
  updateTierRuleEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint, type EndpointRouteOptions } from '../../http/register-endpoint.js';
import { requireAdmin, signedInAdmin } from '../admin-auth/require-admin.js';
import {
  changeGlobalConfig,
  changeTierRule,
  getConfigSummary,
  getGlobalConfig,
  listTierRules,
} from './points-config-admin.service.js';
import {
  bulkSetCategoryMultipliers,
  changeCategoryMultiplier,
  createCategoryMultiplier,
  listCategoryMultipliers,
  removeCategoryMultiplier,
} from './points-category.service.js';
import { registerPointsOverrideRoutes } from './points-overrides.admin-routes.js';

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
  registerCategoryRoutes(app, deps, staff);
  registerPointsOverrideRoutes(app, deps, staff);
}

function registerCategoryRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  staff: Pick<EndpointRouteOptions, 'onRequest'>,
) {
  registerEndpoint(app, listCategoryMultipliersEndpoint, () => listCategoryMultipliers(deps), staff);
  registerEndpoint(
    app,
    createCategoryMultiplierEndpoint,
    ({ body, request }) => createCategoryMultiplier(deps, operatorOf(request), body),
    staff,
  );
  registerEndpoint(
    app,
    bulkCategoryMultipliersEndpoint,
    ({ body, request }) => bulkSetCategoryMultipliers(deps, operatorOf(request), body.items),
    staff,
  );
  registerEndpoint(
    app,
    updateCategoryMultiplierEndpoint,
    ({ params, body, request }) => changeCategoryMultiplier(deps, operatorOf(request), params.id, body),
    staff,
  );
  registerEndpoint(
    app,
    deleteCategoryMultiplierEndpoint,
    ({ params, request }) => removeCategoryMultiplier(deps, operatorOf(request), params.id),
    staff,
  );
}
