import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** Liveness and database readiness. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  checks: z.object({
    database: z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().nullable() }),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** GET /health: answers 200 when the database answers, 503 otherwise. */
export const getHealthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Service health, including a database round trip',
  tags: ['system'],
  auth: 'public',
  response: HealthResponseSchema,
  alsoResponds: { 503: HealthResponseSchema },
});
