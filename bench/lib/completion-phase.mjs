import { BENCH_ADMIN, liftEarningLimits, publishBenchQuizzes, signInBenchAdmin } from './bench-admin.mjs';
import { createBenchMembers, readDatabaseUrl } from './bench-members.mjs';
import {
  COMPLETION_ENDPOINT,
  countLedgerAwards,
  measureCompletions,
  passQuizzes,
} from './completion-load.mjs';
import { measureInsertFloor } from './member-load.mjs';
import { startStreamitServer } from './streamit-server.mjs';

/** @typedef {import('./bench-settings.mjs').BenchSettings} BenchSettings */

/**
 * @typedef {object} CompletionFigures
 * @property {import('./load-runner.mjs').TargetFigures[]} writes completions, then the bare pg INSERT floor
 * @property {number} members members completing at once
 * @property {{ expected: number, completions: number, awards: number }} ledger what the ledger holds afterwards
 */

/**
 * Quiz completions at `connections` concurrent members on a server of their own: the admin lifts the caps
 * and cooldown and publishes the quizzes, members register and pass every quiz through the API, then each
 * completes them in turn; a bare single-row INSERT on the same database follows as the floor.
 * @param {BenchSettings} settings
 * @param {string} repoRoot
 * @param {import('./cleanup-stack.mjs').CleanupStack} cleanup
 * @returns {Promise<CompletionFigures>}
 */
export async function runCompletionPhase(settings, repoRoot, cleanup) {
  console.log('Starting a server for the completion run...');
  const server = await startStreamitServer({
    repoRoot,
    rateLimitMax: settings.rateLimitMax,
    startTimeoutSeconds: settings.startTimeoutSeconds,
    extraEnv: { BOOTSTRAP_ADMIN_EMAIL: BENCH_ADMIN.email, BOOTSTRAP_ADMIN_PASSWORD: BENCH_ADMIN.password },
  });
  cleanup.add('StreamIt server (completions)', server.stop);
  const admin = await signInBenchAdmin(server.baseUrl);
  await liftEarningLimits(server.baseUrl, admin);
  const quizIds = await publishBenchQuizzes(server.baseUrl, admin, settings.completionsPerMember);
  const databaseUrl = await readDatabaseUrl(server.dataDir);
  const count = settings.connections;
  console.log(`Registering ${count} members, then passing ${quizIds.length} quizzes each...`);
  const members = await createBenchMembers({ baseUrl: server.baseUrl, databaseUrl, videoId: null, count });
  await passQuizzes(server.baseUrl, members, quizIds);
  console.log(
    `Measuring ${count * quizIds.length} completions (${count} members at once), then a bare INSERT...`,
  );
  const completions = await measureCompletions({ baseUrl: server.baseUrl, members, quizIds });
  const ledger = await countLedgerAwards(databaseUrl, quizIds);
  const floor = await measureInsertFloor(databaseUrl, settings, COMPLETION_ENDPOINT);
  return {
    writes: [completions, floor],
    members: count,
    ledger: { expected: count * quizIds.length, ...ledger },
  };
}

/**
 * The ledger check of the run: every completion request paid once, none twice, none lost.
 * @param {CompletionFigures['ledger']} ledger
 */
export function describeLedgerCheck({ expected, completions, awards }) {
  const ok = completions === expected && awards === expected;
  return `${ok ? 'OK' : 'MISMATCH'}: ${awards} awards and ${completions} completions in the ledger for ${expected} completion requests`;
}
