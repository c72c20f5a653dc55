import { statfs } from 'node:fs/promises';
import type { SystemCheck, SystemHealth } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { SERVER_VERSION } from '../../paths.js';
import { createHealthChecker } from '../system/system.service.js';
import { countOutboxBacklog, countQueueJobs } from './system-checks.repository.js';

const CHECK_TIMEOUT_MS = 2000;
/** Below this share of free space, storage reads as degraded. */
const LOW_DISK_SHARE = 0.05;
const GB = 1024 ** 3;

function check(status: SystemCheck['status'], detail: string, figures: Record<string, number> = {}) {
  return { status, detail, latencyMs: null, figures };
}

/** Times `probe`; a throw or a timeout becomes a `down` check with a secret-free line. */
async function timed(probe: () => Promise<SystemCheck>): Promise<SystemCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<SystemCheck>((resolve) => {
    timer = setTimeout(() => {
      resolve(check('down', `No answer within ${CHECK_TIMEOUT_MS} ms`));
    }, CHECK_TIMEOUT_MS);
  });
  const result = await Promise.race([
    probe().catch((error: unknown) => check('down', error instanceof Error ? error.name : 'Error')),
    timeout,
  ]);
  clearTimeout(timer);
  return { ...result, latencyMs: Math.round(performance.now() - started) };
}

async function checkQueue(deps: AppDeps): Promise<SystemCheck> {
  const { waiting, active, failedLastDay } = await countQueueJobs(deps.db);
  const status = failedLastDay > 0 ? 'degraded' : 'up';
  return check(status, `${waiting} waiting, ${active} running, ${failedLastDay} failed in 24 h`, {
    waiting,
    active,
    failedLastDay,
  });
}

async function checkStorage(deps: AppDeps): Promise<SystemCheck> {
  const stats = await statfs(deps.config.DATA_DIR);
  const freeBytes = stats.bavail * stats.bsize;
  const totalBytes = stats.blocks * stats.bsize;
  const status = totalBytes > 0 && freeBytes / totalBytes < LOW_DISK_SHARE ? 'degraded' : 'up';
  const detail = `${(freeBytes / GB).toFixed(1)} GB free of ${(totalBytes / GB).toFixed(1)} GB`;
  return check(status, detail, { freeBytes, totalBytes });
}

async function checkEmail(deps: AppDeps): Promise<SystemCheck> {
  const { retrying, givenUp } = await countOutboxBacklog(deps.db);
  const figures = { retrying, givenUp };
  if (!deps.config.SMTP_URL) return check('unconfigured', 'No SMTP_URL: emails stay in the outbox', figures);
  const status = givenUp > 0 ? 'degraded' : 'up';
  return check(status, `SMTP set; ${retrying} retrying, ${givenUp} given up`, figures);
}

async function checkChain(deps: AppDeps): Promise<SystemCheck> {
  if (!deps.chain) return check('down', 'The chain did not start; exchanges cannot pay out');
  const block = await deps.chain.publicClient.getBlockNumber();
  const where = deps.chain.local ? 'local anvil' : 'RPC';
  return check('up', `${where}, chain ${deps.chain.chainId}, block ${block}`, { block: Number(block) });
}

/** The system screen's health checks; built once per app so database pings are shared. */
export function createSystemHealthChecker(deps: AppDeps): () => Promise<SystemHealth> {
  const checkDatabase = createHealthChecker(deps);
  return async () => {
    const [base, queue, storage, email, chain] = await Promise.all([
      checkDatabase(),
      timed(() => checkQueue(deps)),
      timed(() => checkStorage(deps)),
      timed(() => checkEmail(deps)),
      timed(() => checkChain(deps)),
    ]);
    const database = base.checks.database;
    const checks = {
      database: {
        ...check(database.status, database.status === 'up' ? 'Answering' : 'No answer'),
        latencyMs: database.latencyMs,
      },
      queue,
      storage,
      email,
      chain,
    };
    const degraded = Object.values(checks).some(
      (part) => part.status === 'down' || part.status === 'degraded',
    );
    return {
      status: degraded ? 'degraded' : 'ok',
      checkedAt: new Date().toISOString(),
      version: SERVER_VERSION,
      uptimeSeconds: Math.round(process.uptime()),
      checks,
    };
  };
}
