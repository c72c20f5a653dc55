import {
  getTasksStatusEndpoint,
  runContentCleanupTaskEndpoint,
  runDailyStatsTaskEndpoint,
  runTierUpdateEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { getTasksStatus, startTaskRun, waitForManualRuns } from './tasks.service.js';

const RUN_ENDPOINTS = [
  ['daily-stats', runDailyStatsTaskEndpoint],
  ['tier-update', runTierUpdateEndpoint],
  ['content-cleanup', runContentCleanupTaskEndpoint],
] as const;

/** `/admin/tasks/*`: run a maintenance task now and follow its runs (SUPER_ADMIN and ADMIN). */
export function registerTaskRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const [task, endpoint] of RUN_ENDPOINTS) {
    registerEndpoint(app, endpoint, ({ request }) =>
      startTaskRun(deps, task, { adminId: signedInAdmin(request).id, ip: request.ip }),
    );
  }
  registerEndpoint(app, getTasksStatusEndpoint, () => getTasksStatus(deps));
  // A run started by this app finishes (or fails) before its database pool closes.
  app.addHook('onClose', waitForManualRuns);
}
