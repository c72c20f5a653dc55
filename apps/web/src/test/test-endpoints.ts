import {
  defineEndpoint,
  HealthResponseSchema,
  ListCategoriesResponseSchema,
  type Endpoint,
  type EndpointAuth,
  type HttpMethod,
} from '@streamit/contract';

/** A healthy answer for GET /health. */
export const HEALTHY = {
  status: 'ok',
  version: '1.0.0',
  uptimeSeconds: 1,
  checks: { database: { status: 'up', latencyMs: 1 } },
} as const;

/** An endpoint of any method, path and realm, answering the health shape; its inputs are untyped. */
export function defineTestEndpoint(
  method: HttpMethod,
  path: string,
  auth: EndpointAuth = 'member',
): Endpoint {
  return defineEndpoint({
    method,
    path,
    summary: 'test',
    tags: ['test'],
    ...(auth === 'admin' ? { auth, anyStaff: true } : { auth }),
    response: HealthResponseSchema,
  });
}

/** An admin-only endpoint answering the categories shape. */
export const adminTestEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/dashboard',
  summary: 'test',
  tags: ['test'],
  auth: 'admin',
  anyStaff: true,
  response: ListCategoriesResponseSchema,
});
