import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppDeps } from '../src/app-deps.js';
import { loadConfig } from '../src/config.js';
import type { LogCapture } from '../src/logger.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** An app on its own database, as `main.ts` would build it, for `inject` calls. */
export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  database: TestDatabase;
  close(): Promise<void>;
}

/** Environment every test app starts from; tests override single values. */
export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent/web-dist',
    RATE_LIMIT_MAX: '1000',
    RATE_LIMIT_WRITE_MAX: '1000',
    RATE_LIMIT_AUTH_MAX: '1000',
    // Tests often change rows directly, which no write route announces; the cache's own tests turn it on.
    PUBLIC_CACHE_TTL_MS: '0',
    // No test reaches the internet; breached-passwords.test.ts runs its own range server.
    BREACHED_PASSWORD_API_URL: '',
    ...overrides,
  };
}

/**
 * Builds the app against a fresh clone of the migrated template. Pass `prepare` to add routes
 * before the app is sealed (used to exercise the shared request pipeline), and `logCapture` to
 * receive every log line.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  prepare?: (app: FastifyInstance) => void,
  logCapture?: LogCapture,
): Promise<TestContext> {
  const database = await createTestDatabase(inject('databaseAdminUrl'));
  const config = loadConfig(testEnv({ DATABASE_URL: database.url, ...env }));
  const jobs = new PgBoss({
    connectionString: database.url,
    schema: 'pgboss',
    migrate: false,
    supervise: false,
    schedule: false,
    max: 2,
  });
  let closing = false;
  // Without a listener pg-boss rethrows pool errors; while the test database is being dropped they are expected.
  jobs.on('error', (error) => {
    if (!closing) console.error('pg-boss error in test context', error);
  });
  await jobs.start();
  const deps: AppDeps = { config, db: database.db, jobs, ...(logCapture ? { logCapture } : {}) };
  const app = await buildApp(deps);
  prepare?.(app);
  await app.ready();
  return {
    app,
    deps,
    database,
    close: async () => {
      await app.close();
      closing = true;
      await jobs.stop({ graceful: false, wait: true });
      await database.drop();
    },
  };
}

/** A suite's app; set once the suite's first `beforeAll` has run. */
export interface AppSuite {
  context: TestContext;
}

/** The plainest suite set-up: an app on `env`, started before the suite's tests and closed after them. */
export function useTestApp(env: Record<string, string> = {}): AppSuite {
  const suite = {} as AppSuite;
  beforeAll(async () => {
    suite.context = await createTestContext(env);
  });
  afterAll(() => suite.context.close());
  return suite;
}
