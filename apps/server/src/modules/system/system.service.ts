import type { HealthResponse } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { SERVER_VERSION } from '../../paths.js';
import { createDatabaseHealthCheck, type DatabaseCheck } from './health-check.js';
import { pingDatabase } from './system.repository.js';

const DATABASE_PING_TIMEOUT_MS = 2000;
/** Health answers from a database check at most this old. */
export const HEALTH_CHECK_MAX_AGE_MS = 1000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`timed out after ${ms} ms`));
    }, ms);
    promise.then(resolve, reject).finally(() => {
      clearTimeout(timer);
    });
  });
}

/** The app's database check, shared by every health probe (one ping a second at most). */
export function createHealthChecker(deps: AppDeps): () => Promise<HealthResponse> {
  const checkDatabase = createDatabaseHealthCheck(
    () =>
      withTimeout(pingDatabase(deps.db), DATABASE_PING_TIMEOUT_MS).then(
        () => true,
        () => false,
      ),
    HEALTH_CHECK_MAX_AGE_MS,
  );
  return async () => describeHealth(await checkDatabase());
}

/** Reports the service and its database; `degraded` when the database did not answer in time. */
function describeHealth(database: DatabaseCheck): HealthResponse {
  return {
    status: database.up ? 'ok' : 'degraded',
    version: SERVER_VERSION,
    uptimeSeconds: Math.round(process.uptime()),
    checks: { database: { status: database.up ? 'up' : 'down', latencyMs: database.latencyMs } },
  };
}
