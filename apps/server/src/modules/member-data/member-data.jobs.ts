import { pino } from 'pino';
import { logDestination } from '../../log-target.js';
import type { AppDeps } from '../../app-deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { REDACTED_PATHS } from '../../logger.js';
import { runDataExportJob } from './member-data-job.service.js';
import {
  MEMBER_DATA_EXPORT_QUEUE,
  memberDataQueueOptions,
  type MemberDataExportMessage,
} from './member-data-queue.js';

function jobLog(deps: AppDeps) {
  const level = deps.config.NODE_ENV === 'test' ? 'silent' : deps.config.LOG_LEVEL;
  return pino(
    { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    logDestination(deps.config.LOG_TARGET),
  );
}

/** member-data.export: builds one member's requested copy of their data and e-mails them. */
export const memberDataExportJob: JobDefinition<MemberDataExportMessage> = {
  name: MEMBER_DATA_EXPORT_QUEUE,
  handler: (deps, data) => runDataExportJob(deps, data.exportId, jobLog(deps)),
  options: memberDataQueueOptions,
};
