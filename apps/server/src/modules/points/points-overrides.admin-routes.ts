import {
  createContentOverrideEndpoint,
  createCreatorOverrideEndpoint,
  deleteContentOverrideEndpoint,
  deleteCreatorOverrideEndpoint,
  getContentOverrideEndpoint,
  getCreatorOverrideEndpoint,
  listContentOverridesEndpoint,
  listCreatorOverridesEndpoint,
  previewPointsConfigEndpoint,
  updateContentOverrideEndpoint,
  updateCreatorOverrideEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import {
  changeContentOverride,
  changeCreatorOverride,
  createContentOverride,
  createCreatorOverride,
  getContentOverride,
  getCreatorOverride,
  listContentOverrides,
  listCreatorOverrides,
  removeContentOverride,
  removeCreatorOverride,
} from './points-overrides.service.js';
import { previewPointsConfig } from './points-preview.service.js';

const operatorOf = (request: FastifyRequest) => ({ adminId: signedInAdmin(request).id, ip: request.ip });

/** /admin/points-config/creator, /content (CRUD by id) and /preview, behind the caller's canManagePoints guard. */
export function registerPointsOverrideRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listCreatorOverridesEndpoint, () => listCreatorOverrides(deps));
  registerEndpoint(app, getCreatorOverrideEndpoint, ({ params }) => getCreatorOverride(deps, params.id));
  registerEndpoint(app, createCreatorOverrideEndpoint, ({ body, request }) =>
    createCreatorOverride(deps, operatorOf(request), body),
  );
  registerEndpoint(app, updateCreatorOverrideEndpoint, ({ params, body, request }) =>
    changeCreatorOverride(deps, operatorOf(request), params.id, body),
  );
  registerEndpoint(app, deleteCreatorOverrideEndpoint, ({ params, request }) =>
    removeCreatorOverride(deps, operatorOf(request), params.id),
  );
  registerContentRoutes(app, deps);
  registerEndpoint(app, previewPointsConfigEndpoint, ({ body }) => previewPointsConfig(deps, body));
}

function registerContentRoutes(app: FastifyInstance, deps: AppDeps) {
  registerEndpoint(app, listContentOverridesEndpoint, () => listContentOverrides(deps));
  registerEndpoint(app, getContentOverrideEndpoint, ({ params }) => getContentOverride(deps, params.id));
  registerEndpoint(app, createContentOverrideEndpoint, ({ body, request }) =>
    createContentOverride(deps, operatorOf(request), body),
  );
  registerEndpoint(app, updateContentOverrideEndpoint, ({ params, body, request }) =>
    changeContentOverride(deps, operatorOf(request), params.id, body),
  );
  registerEndpoint(app, deleteContentOverrideEndpoint, ({ params, request }) =>
    removeContentOverride(deps, operatorOf(request), params.id),
  );
}
