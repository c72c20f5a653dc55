import { performance } from 'node:perf_hooks';
import { BENCH_ADMIN, liftEarningLimits, publishCreatorQuizzes, signInBenchAdmin } from './bench-admin.mjs';
import { analyzeBenchDatabase, createBenchMembers, readDatabaseUrl } from './bench-members.mjs';
import {
  COMPLETION_ENDPOINT,
  completeWarmup,
  countLedgerAwards,
  measureCompletions,
  startQuizAttempts,
} from './completion-load.mjs';
import { measureRuns } from './median-runs.mjs';
import { signInMember } from './member-api.mjs';
import { measureInsertFloor } from './member-load.mjs';
import { cpuPerRequest, readCpuSeconds } from './process-cpu.mjs';
import { startStreamitServer } from './streamit-server.mjs';

/** @typedef {import('./bench-settings.mjs').BenchSettings} BenchSettings */

const DEMO_CREATOR = 'creator@streamit.local';
const DEMO_PASSWORD = `bench demo ${Date.now().toString(36)} passphrase`;

/**
 * @typedef {object} CompletionFigures
 * @property {(import('./load-runner.mjs').TargetFigures & { runs?: import('./median-runs.mjs').Spread })[]} writes
 *   completions, then the bare pg INSERT floor: medians of the runs
 * @property {number} members members completing at once
 * @property {number} creatorSharePercent the creator's share during the run (> 0: every award pays it)
 * @property {import('./completion-load.mjs').LedgerCheck & { expected: number }} ledger what the ledger holds afterwards
 * @property {CompletionCpu[]} cpu where each run's CPU went (whole run, warm-up finishes included)
 */

/** @typedef {import('./process-cpu.mjs').CpuPerRequest & { seconds: number }} CompletionCpu */

/**
 * A server for the run: the bootstrap admin lifts caps and cooldown (the creator's share stays on), the demo
 * creator writes every quiz and staff approve them, so all the run's awards share ONE creator.
 * @param {BenchSettings} settings
 * @param {string} repoRoot
 * @param {import('./cleanup-stack.mjs').CleanupStack} cleanup
 */
async function startCompletionServer(settings, repoRoot, cleanup) {
  console.log('Starting a server for the completion run...');
  const server = await startStreamitServer({
    repoRoot,
    rateLimitMax: settings.rateLimitMax,
    startTimeoutSeconds: settings.startTimeoutSeconds,
    extraEnv: {
      BOOTSTRAP_ADMIN_EMAIL: BENCH_ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: BENCH_ADMIN.password,
      DEMO_MEMBER_PASSWORD: DEMO_PASSWORD,
    },
  });
  cleanup.add('StreamIt server (completions)', server.stop);
  const admin = await signInBenchAdmin(server.baseUrl);
  const { creatorSharePercent } = await liftEarningLimits(server.baseUrl, admin);
  const creator = await signInMember(server.baseUrl, { email: DEMO_CREATOR, password: DEMO_PASSWORD });
  const quizCount = 1 + settings.runs * (settings.completionWarmupPerMember + settings.completionsPerMember);
  const quizIds = await publishCreatorQuizzes(server.baseUrl, { creator, admin }, quizCount);
  return { server, quizIds, creatorSharePercent };
}

/**
 * Quiz completions at `connections` concurrent members on a server of their own, every quiz by one creator
 * with the creator's share on: members register and pass every quiz through the API, complete the first as
 * a warm-up, then `runs` times complete the next `completionWarmupPerMember` + `completionsPerMember` quizzes
 * each without a pause (measureCompletions: the steady part, and the whole run from its standing start), every
 * run followed by a bare single-row INSERT on the same database (the floor).
 * @param {BenchSettings} settings
 * @param {string} repoRoot
 * @param {import('./cleanup-stack.mjs').CleanupStack} cleanup
 * @returns {Promise<CompletionFigures>}
 */
export async function runCompletionPhase(settings, repoRoot, cleanup) {
  const { server, quizIds, creatorSharePercent } = await startCompletionServer(settings, repoRoot, cleanup);
  const databaseUrl = await readDatabaseUrl(server.dataDir);
  const count = settings.connections;
  console.log(`Registering ${count} members, then starting ${quizIds.length} quiz attempts each...`);
  const members = await createBenchMembers({ baseUrl: server.baseUrl, databaseUrl, videoId: null, count });
  const attempts = await startQuizAttempts(server.baseUrl, members, quizIds);
  await analyzeBenchDatabase(databaseUrl);
  const [warmup, ...measured] = quizIds;
  const subject = { baseUrl: server.baseUrl, members, attempts };
  await completeWarmup({ ...subject, quizIds: [/** @type {string} */ (warmup)] });
  const warmupCount = settings.completionWarmupPerMember;
  const perRun = warmupCount + settings.completionsPerMember;
  /** @type {import('./completion-load.mjs').LedgerCheck | undefined} */
  let ledger;
  /** @type {CompletionCpu[]} */
  const cpu = [];
  const writes = await measureRuns(settings.runs, async (run) => {
    console.log(
      `Run ${run + 1}/${settings.runs}: ${count * perRun} completions by ${count} members at once (the first ${warmupCount} of each unmeasured), then a bare INSERT...`,
    );
    const runQuizzes = measured.slice(run * perRun, (run + 1) * perRun);
    const before = { reading: await readCpuSeconds(server.pid), at: performance.now() };
    const completions = await measureCompletions({ ...subject, quizIds: runQuizzes, warmupCount });
    const seconds = (performance.now() - before.at) / 1000;
    const after = await readCpuSeconds(server.pid);
    cpu.push({ ...cpuPerRequest(before.reading, after, count * perRun), seconds });
    // Right after the last completions: how soon the creator's share is in the creator's balance.
    if (run === settings.runs - 1)
      ledger = await countLedgerAwards(databaseUrl, quizIds, creatorSharePercent);
    return [...completions, await measureInsertFloor(databaseUrl, settings, COMPLETION_ENDPOINT)];
  });
  if (!ledger) throw new Error('The completion run measured nothing.');
  return {
    writes,
    members: count,
    creatorSharePercent,
    ledger: { expected: count * quizIds.length, ...ledger },
    cpu,
  };
}

/**
 * The ledger check of the run: every completion request paid once, none twice, none lost, and the creator's
 * share of every award in the creator's balance.
 * @param {CompletionFigures['ledger']} ledger
 */
export function describeLedgerCheck(ledger) {
  return `${isLedgerRight(ledger) ? 'OK' : 'MISMATCH'}: ${ledger.awards} awards and ${ledger.completions} completions in the ledger for ${ledger.expected} completion requests; creator's share ${ledger.creatorSharePaid} of ${ledger.creatorShareExpected} points paid (${ledger.settleSeconds.toFixed(1)} s after the last completion), creator's balance ${ledger.creatorBalance} = ledger ${ledger.creatorLedger}`;
}

/** @param {CompletionFigures['ledger']} ledger */
export function isLedgerRight(ledger) {
  return (
    ledger.completions === ledger.expected &&
    ledger.awards === ledger.expected &&
    ledger.creatorSharePaid === ledger.creatorShareExpected &&
    ledger.creatorBalance === ledger.creatorLedger
  );
}
