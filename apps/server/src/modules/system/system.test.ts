import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { createTestContext, testEnv, type TestContext } from '../../../test/test-app.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('GET /api/v1/health', () => {
  it('reports ok with the database up and its latency', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      status: string;
      checks: { database: { status: string; latencyMs: number } };
    }>();
    expect(body.status).toBe('ok');
    expect(body.checks.database.status).toBe('up');
    expect(body.checks.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 degraded when the database cannot be reached', async () => {
    const unreachable = 'postgres://postgres:x@127.0.0.1:1/none';
    const handle = openDatabase(unreachable, 1);
    const config = loadConfig(testEnv({ DATABASE_URL: unreachable }));
    const app = await buildApp({ config, db: handle.db, jobs: context.deps.jobs });
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    await app.close();
    await handle.pool.end();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      checks: { database: { status: 'down', latencyMs: null } },
    });
  });
});

describe('API documentation', () => {
  it('lists the contract routes in the generated OpenAPI document', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/activities/categories']),
    );
  });

  type Operations = Record<string, { security?: Record<string, unknown>[] }>;
  const documentOf = async (app: TestContext['app']) =>
    (await app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json<{
      paths: Record<string, Operations>;
    }>();
  const staffPaths = (paths: Record<string, Operations>) =>
    Object.entries(paths)
      .filter(
        ([path, operations]) =>
          /^\/api\/v1\/(auth\/)?admin(\/|$)/.test(path) ||
          Object.values(operations).some((operation) =>
            (operation.security ?? []).some((scheme) => 'adminBearer' in scheme),
          ),
      )
      .map(([path]) => path);

  it('lists no staff route to the public: no admin path, nothing that needs an admin session', async () => {
    const { paths } = await documentOf(context.app);
    expect(staffPaths(paths)).toEqual([]);
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/auth/login', '/api/v1/support/tickets']),
    );
  });

  it('lists the staff routes too when API_DOCS_STAFF_ROUTES is on', async () => {
    const internal = await createTestContext({ API_DOCS_STAFF_ROUTES: 'true' });
    try {
      const listed = staffPaths((await documentOf(internal.app)).paths);
      expect(listed).toEqual(
        expect.arrayContaining(['/api/v1/auth/admin/login', '/api/v1/support/admin/tickets/{id}']),
      );
    } finally {
      await internal.close();
    }
  });

  it('serves the documentation UI', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});

describe('GET /metrics', () => {
  it('serves Prometheus metrics with request counts to a loopback scraper', async () => {
    await context.app.inject({ method: 'GET', url: '/api/v1/health' });
    const response = await context.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/v1\/health",status="200"\} \d+/,
    );
  });

  it('refuses a remote scraper without the token', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' },
    });
  });
});
