import { API_BASE_PATH, ErrorBodySchema, type Endpoint } from '@streamit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

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

/** Extra per-route options (body limit, rate limit, security hooks). */
export type EndpointRouteOptions = Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'config' | 'preHandler' | 'onRequest'
>;

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
  // A signed-in endpoint without its realm's guard would be open to anyone: refuse to start instead.
  if (endpoint.auth !== 'public' && !options.onRequest) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} declares auth '${endpoint.auth}' but has no onRequest guard`,
    );
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    ...options,
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
