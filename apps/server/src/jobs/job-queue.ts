import PgBoss from 'pg-boss';
import type { AppDeps } from '../app-deps.js';

/** A background job: its queue name and the handler a worker runs for each message. */
export interface JobDefinition<TData extends object = object> {
  name: string;
  handler: (deps: AppDeps, data: TData) => Promise<void>;
  options?: PgBoss.Queue;
  /** A cron schedule (pg-boss, UTC); such a job is also sent once when workers start. */
  cron?: string;
}

interface QueueLogger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

// PostgreSQL's "terminating connection due to administrator command" family (SQLSTATE class 57P): the server
// is stopping. On a normal stop a terminal's Ctrl-C reaches the embedded PostgreSQL as well as us, so it may
// close the queue's connections before our shutdown stops the queue; that is expected, not an error.
const SERVER_STOPPING_CODES = new Set(['57P01', '57P02', '57P03']);

/** Whether a queue error only says that PostgreSQL is shutting down. */
export function isServerStopping(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SERVER_STOPPING_CODES.has(code);
}

/**
 * Starts pg-boss on the product's own PostgreSQL, in its own `pgboss` schema. `migrate: false` (a runtime role
 * without DDL rights, decision 087) only checks that the migration step installed the current schema. Its cron
 * check and maintenance run only where jobs are worked (`worksJobs`): the cron check holds the event loop for
 * 0.15-0.5 s every 30 s, which an API node with jobs off, sending jobs only, has no reason to pay (decision 084).
 */
export async function startJobQueue(
  connectionString: string,
  logger: QueueLogger,
  { migrate = true, worksJobs }: { migrate?: boolean; worksJobs: boolean },
): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    application_name: 'streamit-jobs',
    max: 4,
    migrate,
    schedule: worksJobs,
    supervise: worksJobs,
  });
  boss.on('error', (error) => {
    if (isServerStopping(error)) logger.warn({ err: error }, 'job queue: PostgreSQL is shutting down');
    else logger.error({ err: error }, 'job queue error');
  });
  await boss.start();
  return boss;
}

/** Creates each job's queue and starts working it with the app's dependencies. */
export async function startJobWorkers(
  boss: PgBoss,
  deps: AppDeps,
  jobs: readonly JobDefinition[],
): Promise<void> {
  for (const job of jobs) {
    await boss.createQueue(job.name, job.options);
    await boss.work<object>(job.name, async (batch) => {
      for (const message of batch) await job.handler(deps, message.data);
    });
    if (job.cron) {
      await boss.schedule(job.name, job.cron);
      await boss.send(job.name, {});
    }
  }
}

/**
 * The migration step's part of the queue, as the owner: installs or upgrades pg-boss's schema and creates every
 * job's queue (each is a partition table), so a runtime role only ever finds them there.
 */
export async function installJobQueue(
  connectionString: string,
  jobs: readonly JobDefinition[],
): Promise<void> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    application_name: 'streamit-migrate',
    max: 2,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  try {
    for (const job of jobs) await boss.createQueue(job.name, job.options);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
