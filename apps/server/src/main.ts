import { pino } from 'pino';
import { logDestination } from './log-target.js';
import { buildApp } from './app.js';
import type { AppDeps } from './app-deps.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { applyMigrations, openDatabase, type DatabaseHandle } from './db/database.js';
import { runMigrationStep } from './db/migration-step.js';
import { acquireDataDirLock, DataDirLockedError } from './embedded/data-dir-lock.js';
import { startEmbeddedPostgres, type EmbeddedLogger } from './embedded/embedded-postgres.js';
import { describeStartupFailure } from './embedded/startup-error.js';
import { removeRuntimeFile, writeRuntimeFile } from './embedded/runtime-file.js';
import { startJobQueue, startJobWorkers } from './jobs/job-queue.js';
import { JOBS } from './jobs/job-registry.js';
import { REDACTED_PATHS } from './logger.js';
import { demoMemberLogins, resolveDemoMemberPassword } from './modules/accounts/demo-members.js';
import { bootstrapAdmins } from './modules/admin-auth/admin-bootstrap.js';
import { OUTBOX_SCREEN_PATH } from './modules/email/email.service.js';
import { startChainOrExplain } from './modules/wallet-chain/chain-start.js';
import { mediaStorageFor } from './modules/media/media-paths.js';
import { seedDemoData } from './seed/seed.js';
import { encryptPlainWebhookSecrets } from './modules/partners/partner-webhook-secret.js';
import { createShutdown, type ShutdownRegistry } from './shutdown.js';

type Logger = pino.Logger;

async function resolveDatabaseUrl(
  config: Config,
  logger: Logger,
  shutdown: ShutdownRegistry,
): Promise<string> {
  if (config.DATABASE_URL) return config.DATABASE_URL;
  const lock = acquireDataDirLock(config.DATA_DIR);
  shutdown.add('data directory lock', () => {
    lock.release();
  });
  const embeddedLogger: EmbeddedLogger = {
    info: (message) => {
      logger.info(message);
    },
    debug: (message) => {
      logger.debug(message);
    },
    error: (message) => {
      logger.warn(message);
    },
  };
  const embedded = await startEmbeddedPostgres(config.DATA_DIR, embeddedLogger, config.POSTGRES_RUNTIME_DIR);
  shutdown.add('embedded PostgreSQL', () => embedded.stop());
  writeRuntimeFile(config.DATA_DIR, embedded.connectionString);
  shutdown.add('runtime file', () => {
    removeRuntimeFile(config.DATA_DIR);
  });
  return embedded.connectionString;
}

/**
 * The migration step. With DATABASE_MIGRATION_URL it runs as that owner role and the app then connects as a
 * runtime role (decision 087); without it (the embedded database, development) the one role does both.
 * Returns whether the runtime connection may change the schema itself (pg-boss's own migrations).
 */
async function migrateDatabase(
  config: Config,
  databaseUrl: string,
  database: DatabaseHandle,
): Promise<boolean> {
  if (!config.DATABASE_MIGRATION_URL) {
    await applyMigrations(database);
    return true;
  }
  await runMigrationStep({ ownerUrl: config.DATABASE_MIGRATION_URL, runtimeUrl: databaseUrl, jobs: JOBS });
  return false;
}

async function prepareDeps(config: Config, logger: Logger, shutdown: ShutdownRegistry): Promise<AppDeps> {
  const databaseUrl = await resolveDatabaseUrl(config, logger, shutdown);
  const database = openDatabase(databaseUrl, config.DATABASE_POOL_MAX, (problem) => {
    logger.warn({ code: problem.code, reason: problem.message }, 'database connection closed');
  });
  shutdown.add('database pool', () => database.pool.end());
  const ownRole = await migrateDatabase(config, databaseUrl, database);
  await encryptPlainWebhookSecrets(database.db, config);
  if (config.SEED_DEMO) {
    const demoMemberPassword = resolveDemoMemberPassword(config);
    await seedDemoData(database.db, logger, {
      demoMedia: config.SEED_DEMO_MEDIA,
      demoMemberPassword,
      mediaStorage: mediaStorageFor(config),
    });
  }
  const jobs = await startJobQueue(databaseUrl, logger, {
    migrate: ownRole,
    worksJobs: config.RUN_JOBS_IN_PROCESS,
  });
  shutdown.add('job queue', () => jobs.stop({ graceful: true, wait: true, timeout: 10_000 }));
  // A chain that cannot start leaves the rest of the product running; the wallet screens say why.
  const chain = await startChainOrExplain(config, logger, shutdown);
  return { config, db: database.db, jobs, chain };
}

/** Where outgoing emails go, in words: the SMTP host, or the admin Outbox screen. */
function describeEmailDestination(config: Config): string {
  if (config.SMTP_URL) {
    return `sent through SMTP at ${URL.canParse(config.SMTP_URL) ? new URL(config.SMTP_URL).host : 'SMTP_URL'}`;
  }
  return `kept in the outbox (no SMTP_URL): read them at ${config.publicUrl}${OUTBOX_SCREEN_PATH} (admin)`;
}

/** A plain-text banner for the person who ran `npm start` (logs stay JSON). */
function printWelcome(config: Config, demoLogins: readonly string[]): void {
  const lines = [
    '',
    `  StreamIt is running at ${config.publicUrl}`,
    `  API documentation:    ${config.publicUrl}/api/v1/docs`,
    `  Health:               ${config.publicUrl}/api/v1/health`,
    `  Emails:               ${describeEmailDestination(config)}`,
    '',
    ...(demoLogins.length > 0
      ? ['  Demo logins:', ...demoLogins.map((line) => `    ${line}`)]
      : ['  Demo logins: none']),
    '',
    '  Press Ctrl-C to stop (PostgreSQL stops with it).',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function start(): Promise<void> {
  const config = loadConfig();
  const logger = pino(
    { level: config.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    logDestination(config.LOG_TARGET),
  );
  const shutdown = createShutdown(logger);
  try {
    const deps = await prepareDeps(config, logger, shutdown);
    const adminLogins = await bootstrapAdmins(deps.db, config, logger);
    if (config.RUN_JOBS_IN_PROCESS) await startJobWorkers(deps.jobs, deps, JOBS);
    const app = await buildApp(deps);
    shutdown.add('http server', () => app.close());
    await app.listen({ host: config.HOST, port: config.PORT });
    printWelcome(config, [...adminLogins, ...(config.SEED_DEMO ? demoMemberLogins(config) : [])]);
  } catch (error) {
    // The details go to the debug log; the operator reads one line with the fix.
    logger.debug({ err: error }, 'start-up failure details');
    const line =
      error instanceof DataDirLockedError ? error.message.replace('\n', ' ') : describeStartupFailure(error);
    logger.fatal(line);
    process.stderr.write(`StreamIt could not start: ${line}\n`);
    await shutdown.run('start-up failure');
    process.exit(1);
  }
}

try {
  await start();
} catch (error) {
  // Configuration errors come before a logger exists; print them plainly.
  process.stderr.write(`${error instanceof ConfigError ? error.message : describeStartupFailure(error)}\n`);
  process.exit(1);
}
