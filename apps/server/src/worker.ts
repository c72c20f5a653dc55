import { pino } from 'pino';
import { logDestination } from './log-target.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { runMigrationStep } from './db/migration-step.js';
import { readRuntimeDatabaseUrl } from './embedded/runtime-file.js';
import { startJobQueue, startJobWorkers } from './jobs/job-queue.js';
import { JOBS } from './jobs/job-registry.js';
import { REDACTED_PATHS } from './logger.js';
import { connectWorkerChain } from './modules/wallet-chain/chain-start.js';
import { installSponsoredBonus } from './modules/partners/partner-bonus.service.js';
import { createShutdown } from './shutdown.js';

/** Runs background jobs alone, against DATABASE_URL or the embedded database of a running server. */
async function startWorker(): Promise<void> {
  const config = loadConfig();
  const logger = pino(
    { level: config.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    logDestination(config.LOG_TARGET),
  );
  const databaseUrl = config.DATABASE_URL ?? readRuntimeDatabaseUrl(config.DATA_DIR);
  if (!databaseUrl) {
    logger.fatal(
      `No database: set DATABASE_URL, or start the server first (npm start) so it can share ${config.DATA_DIR}.`,
    );
    process.exit(1);
  }
  const shutdown = createShutdown(logger);
  const database = openDatabase(databaseUrl, config.DATABASE_POOL_MAX, (problem) => {
    logger.warn({ code: problem.code, reason: problem.message }, 'database connection closed');
  });
  shutdown.add('database pool', () => database.pool.end());
  // With an owner role (decision 087) the worker runs the same idempotent migration step as the API nodes, so
  // whichever process starts first leaves the schema, the queues and the runtime role's grants in place.
  const owner = config.DATABASE_MIGRATION_URL;
  if (owner) await runMigrationStep({ ownerUrl: owner, runtimeUrl: databaseUrl, jobs: JOBS });
  const jobs = await startJobQueue(databaseUrl, logger, { migrate: !owner, worksJobs: true });
  shutdown.add('job queue', () => jobs.stop({ graceful: true, wait: true, timeout: 10_000 }));
  const chain = await connectWorkerChain(config, logger);
  // Pending awards paid here must pay a sponsored bonus exactly as the API's completions do (decision 061).
  installSponsoredBonus();
  await startJobWorkers(jobs, { config, db: database.db, jobs, chain }, JOBS);
  logger.info(`Worker running ${JOBS.length} job type(s). Press Ctrl-C to stop.`);
}

await startWorker();
