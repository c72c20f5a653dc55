import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE_PATH } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SERVER_VERSION } from '../paths.js';

/** OpenAPI generated from the contract's zod schemas, with a UI at /api/v1/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_BASE_PATH}/docs`,
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
