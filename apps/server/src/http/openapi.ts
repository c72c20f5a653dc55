import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE_PATH } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { SERVER_VERSION } from '../paths.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
const STAFF_PREFIXES = [`${API_BASE_PATH}/admin`, `${API_BASE_PATH}/auth/admin`];

/** A staff route: one that needs an admin session, or any under the staff paths (the admin sign-in too). */
function isStaffRoute({ schema, url }: TransformInput): boolean {
  const security = (schema as { security?: Record<string, unknown>[] } | undefined)?.security ?? [];
  return (
    security.some((scheme) => 'adminBearer' in scheme) ||
    STAFF_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))
  );
}

/**
 * The contract's zod schemas as JSON Schema; staff routes are hidden unless API_DOCS_STAFF_ROUTES is on, so
 * the public document does not map the admin surface for anyone who asks (ASVS V13.4.5).
 */
function transformFor(config: Pick<Config, 'API_DOCS_STAFF_ROUTES'>) {
  return (input: TransformInput) =>
    !config.API_DOCS_STAFF_ROUTES && isStaffRoute(input)
      ? { schema: { ...input.schema, hide: true }, url: input.url }
      : jsonSchemaTransform(input);
}

/** OpenAPI generated from the contract's zod schemas, with a UI at /api/v1/docs. */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<Config, 'API_DOCS_STAFF_ROUTES'>,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'StreamIt API',
        description: 'Art and culture streaming where members earn for what they watch and do.',
        version: SERVER_VERSION,
      },
      components: {
        securitySchemes: {
          memberBearer: { type: 'http', scheme: 'bearer', description: 'Member access token' },
          adminBearer: { type: 'http', scheme: 'bearer', description: 'Admin access token' },
        },
      },
    },
    transform: transformFor(config),
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_BASE_PATH}/docs`,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
