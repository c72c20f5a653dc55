import {
  API_BASE_PATH,
  ErrorBodySchema,
  type AdminPermission,
  type AdminRole,
  type Endpoint,
} from '@streamit/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { realmOfEndpoint } from './admin-origin.js';

/** What a handler receives: the parsed input of its endpoint. */
type Parsed<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : undefined;

export interface EndpointInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

/**
 * Extra per-route options (body limit, rate limit, captcha and other preHandler hooks). No `onRequest`:
 * the auth guard comes from the endpoint's `auth`, never from the routes file.
 */
export type EndpointRouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'config' | 'preHandler'>;

/** What a staff route needs beyond a session, as the contract names it. */
export interface StaffRequirement {
  permission?: AdminPermission;
  roles?: readonly AdminRole[];
}

/** The realm guards the app installs once; registerEndpoint picks one from each endpoint's `auth`. */
export interface EndpointGuards {
  member: onRequestAsyncHookHandler;
  admin: (requirement: StaffRequirement) => onRequestAsyncHookHandler;
  memberOrStaff: (permission: AdminPermission) => onRequestAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once by `installEndpointGuards`; null until then, so signed-in endpoints refuse to mount. */
    endpointGuards: EndpointGuards | null;
  }
}

/** Makes the realm guards available to every `registerEndpoint` call; call before any route module. */
export function installEndpointGuards(app: FastifyInstance, guards: EndpointGuards): void {
  app.decorate('endpointGuards', guards);
}

function guardOf(app: FastifyInstance, endpoint: Endpoint): onRequestAsyncHookHandler | undefined {
  if (endpoint.auth === 'public') return undefined;
  const guards = app.hasDecorator('endpointGuards') ? app.endpointGuards : null;
  // A signed-in endpoint without its realm's guard would be open to anyone: refuse to start instead.
  if (!guards) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} declares auth '${endpoint.auth}' but no endpoint guards are installed`,
    );
  }
  if (endpoint.auth === 'admin') {
    return guards.admin({ permission: endpoint.permission, roles: endpoint.roles });
  }
  return endpoint.staffPermission ? guards.memberOrStaff(endpoint.staffPermission) : guards.member;
}

function refuseHandWrittenGuard(endpoint: Endpoint, options: EndpointRouteOptions): void {
  // Routes files written in JavaScript or with casts could still slip one in: auth is the contract's word.
  if ('onRequest' in options) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} passes onRequest by hand; its guard comes from endpoint.auth`,
    );
  }
}

function buildSchema(endpoint: Endpoint) {
  const status = endpoint.successStatus ?? 200;
  return {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.auth === 'public' ? {} : { security: [{ [`${endpoint.auth}Bearer`]: [] }] }),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: {
      [status]: endpoint.response,
      '4xx': ErrorBodySchema,
      '5xx': ErrorBodySchema,
      ...endpoint.alsoResponds,
    },
  };
}

/**
 * Mounts a contract endpoint: the contract's zod schemas validate input and serialize output,
 * so a route cannot accept unknown fields or leak columns the contract does not name.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  refuseHandWrittenGuard(endpoint, options);
  const guard = guardOf(app, endpoint);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    ...options,
    // Which site's pages may call it (admin-origin.ts, decision 091).
    config: { ...options.config, realm: realmOfEndpoint(endpoint) },
    ...(guard ? { onRequest: guard } : {}),
    method: endpoint.method,
    url: `${API_BASE_PATH}${endpoint.path}`,
    schema: buildSchema(endpoint),
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body, request, reply };
      const result = await handler(input as EndpointInput<E>);
      // A handler that set its own status (e.g. health's 503) keeps it.
      const status = reply.statusCode === 200 ? (endpoint.successStatus ?? 200) : reply.statusCode;
      return reply.code(status).send(result);
    },
  });
}
