import type { HealthResponse } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { SERVER_VERSION } from '../../paths.js';
import { pingDatabase } from './system.repository.js';

const DATABASE_PING_TIMEOUT_MS = 2000;

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

/** Reports the service and its database; `degraded` when the database does not answer in time. */
export async function checkHealth(deps: AppDeps): Promise<HealthResponse> {
  const started = performance.now();
  const up = await withTimeout(pingDatabase(deps.db), DATABASE_PING_TIMEOUT_MS).then(
    () => true,
    () => false,
  );
  return {
    status: up ? 'ok' : 'degraded',
    version: SERVER_VERSION,
    uptimeSeconds: Math.round(process.uptime()),
    checks: {
      database: {
        status: up ? 'up' : 'down',
        latencyMs: up ? Math.round(performance.now() - started) : null,
      },
    },
  };
}
