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
import { registerEndpoint, type EndpointRouteOptions } from '../../http/register-endpoint.js';
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

type Staff = Pick<EndpointRouteOptions, 'onRequest'>;

const operatorOf = (request: FastifyRequest) => ({ adminId: signedInAdmin(request).id, ip: request.ip });

/** /admin/points-config/creator, /content (CRUD by id) and /preview, behind the caller's canManagePoints guard. */
export function registerPointsOverrideRoutes(app: FastifyInstance, deps: AppDeps, staff: Staff): void {
  registerEndpoint(app, listCreatorOverridesEndpoint, () => listCreatorOverrides(deps), staff);
  registerEndpoint(
    app,
    getCreatorOverrideEndpoint,
    ({ params }) => getCreatorOverride(deps, params.id),
    staff,
  );
  registerEndpoint(
    app,
    createCreatorOverrideEndpoint,
    ({ body, request }) => createCreatorOverride(deps, operatorOf(request), body),
    staff,
  );
  registerEndpoint(
    app,
    updateCreatorOverrideEndpoint,
    ({ params, body, request }) => changeCreatorOverride(deps, operatorOf(request), params.id, body),
    staff,
  );
  registerEndpoint(
    app,
    deleteCreatorOverrideEndpoint,
    ({ params, request }) => removeCreatorOverride(deps, operatorOf(request), params.id),
    staff,
  );
  registerContentRoutes(app, deps, staff);
  registerEndpoint(app, previewPointsConfigEndpoint, ({ body }) => previewPointsConfig(deps, body), staff);
}

function registerContentRoutes(app: FastifyInstance, deps: AppDeps, staff: Staff) {
  registerEndpoint(app, listContentOverridesEndpoint, () => listContentOverrides(deps), staff);
  registerEndpoint(
    app,
    getContentOverrideEndpoint,
    ({ params }) => getContentOverride(deps, params.id),
    staff,
  );
  registerEndpoint(
    app,
    createContentOverrideEndpoint,
    ({ body, request }) => createContentOverride(deps, operatorOf(request), body),
    staff,
  );
  registerEndpoint(
    app,
    updateContentOverrideEndpoint,
    ({ params, body, request }) => changeContentOverride(deps, operatorOf(request), params.id, body),
    staff,
  );
  registerEndpoint(
    app,
    deleteContentOverrideEndpoint,
    ({ params, request }) => removeContentOverride(deps, operatorOf(request), params.id),
    staff,
  );
}
