import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config.js';
import { sendError } from './error-handler.js';
import { routeOptionsOf } from './route-snapshot.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function isAllowedScraper(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return LOOPBACK.has(request.ip);
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at /metrics: process defaults plus request counts and latency by route.
 * Scrapers need METRICS_TOKEN when it is set; otherwise only loopback callers are served.
 */
export function registerMetrics(app: FastifyInstance, config: Config): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: routeOptionsOf(request).url ?? 'unmatched',
      status: reply.statusCode,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isAllowedScraper(request, config.METRICS_TOKEN)) return sendError(reply, 'FORBIDDEN');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
