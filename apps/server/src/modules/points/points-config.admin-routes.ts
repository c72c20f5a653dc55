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
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
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
  registerEndpoint(app, getPointsGlobalConfigEndpoint, () => getGlobalConfig(deps));
  registerEndpoint(app, updatePointsGlobalConfigEndpoint, ({ body, request }) =>
    changeGlobalConfig(deps, operatorOf(request), body),
  );
  registerEndpoint(app, listTierRulesEndpoint, () => listTierRules(deps));
  registerEndpoint(app, updateTierRuleEndpoint, ({ params, body, request }) =>
    changeTierRule(deps, operatorOf(request), params.tier, body),
  );
  registerEndpoint(app, getPointsConfigSummaryEndpoint, () => getConfigSummary(deps));
  registerCategoryRoutes(app, deps);
  registerPointsOverrideRoutes(app, deps);
}

function registerCategoryRoutes(app: FastifyInstance, deps: AppDeps) {
  registerEndpoint(app, listCategoryMultipliersEndpoint, () => listCategoryMultipliers(deps));
  registerEndpoint(app, createCategoryMultiplierEndpoint, ({ body, request }) =>
    createCategoryMultiplier(deps, operatorOf(request), body),
  );
  registerEndpoint(app, bulkCategoryMultipliersEndpoint, ({ body, request }) =>
    bulkSetCategoryMultipliers(deps, operatorOf(request), body.items),
  );
  registerEndpoint(app, updateCategoryMultiplierEndpoint, ({ params, body, request }) =>
    changeCategoryMultiplier(deps, operatorOf(request), params.id, body),
  );
  registerEndpoint(app, deleteCategoryMultiplierEndpoint, ({ params, request }) =>
    removeCategoryMultiplier(deps, operatorOf(request), params.id),
  );
}
