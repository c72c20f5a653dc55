import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { callApi } from './bench-admin.mjs';

/** @typedef {import('./bench-members.mjs').BenchMember} BenchMember */
/** @typedef {import('./load-runner.mjs').TargetFigures} TargetFigures */

const API = '/api/v1';
export const COMPLETION_ENDPOINT = 'POST /api/v1/activities/:id/quiz/attempts/:attemptId/finish';

/** @typedef {Map<string, Map<string, string>>} AttemptIds member token → quiz id → open attempt id */

/**
 * Starts one attempt of every quiz per member (`POST …/quiz/attempts`), members in parallel, each member's quizzes
 * in turn. Since decision 047 a passed quiz is completed by its finish (the answer carries the award), so the
 * finish is the completion the bench measures; the pass mark is 0, so every finish passes.
 * @param {string} baseUrl
 * @param {BenchMember[]} members
 * @param {string[]} quizIds
 * @returns {Promise<AttemptIds>}
 */
export async function startQuizAttempts(baseUrl, members, quizIds) {
  /** @type {AttemptIds} */
  const attempts = new Map();
  await Promise.all(
    members.map(async (member) => {
      const own = new Map();
      attempts.set(member.token, own);
      for (const quizId of quizIds) {
        const url = `${baseUrl}${API}/activities/${quizId}/quiz/attempts`;
        const attempt = await callApi(url, { method: 'POST', token: member.token }, 201);
        own.set(quizId, /** @type {string} */ (attempt.attemptId));
      }
    }),
  );
  return attempts;
}

/** @param {number[]} sorted @param {number} percent */
function percentile(sorted, percent) {
  return sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * A finish's outcome as counted: its status, or `200 <earning status>` when the answer carries no payment.
 * @param {number} status
 * @param {string} body
 */
function outcomeOf(status, body) {
  if (status !== 200) return String(status);
  const answer = /** @type {{ earning?: { status?: string } | null }} */ (JSON.parse(body));
  return answer.earning?.status === 'PAID' ? '200' : `200 ${answer.earning?.status ?? 'without earning'}`;
}

/**
 * The load generator shares the two cores with the server and PostgreSQL, so it is node:http on keep-alive
 * sockets (one per member): `fetch` cost the bench process about 0.7 ms of CPU per request, a fifth of the
 * machine's CPU per completion (bench/README.md, 2026-11-30).
 * @param {http.Agent} agent
 * @param {string} url
 * @param {string} token
 * @returns {Promise<{ status: number, body: string }>}
 */
function postFinish(agent, url, token) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${token}` },
      timeout: 10_000,
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('No answer within 10 s')));
    request.on('error', reject);
    request.end();
  });
}

/**
 * One answered finish: when it was sent and answered (ms since the run started), its outcome as counted, and
 * whether it was one of its member's warm-up finishes.
 * @typedef {{ member: number, sentMs: number, answeredMs: number, outcome: string, warmup: boolean }} Finish
 */

/**
 * One completion (a passed quiz's finish) per member and quiz, one request in flight per member (so as many at
 * once as there are members), over keep-alive HTTP, each member's next finish sent as soon as the last is
 * answered. The first `warmupCount` finishes of each member are marked as warm-up.
 * @param {string} baseUrl
 * @param {BenchMember[]} members
 * @param {string[]} quizIds
 * @param {AttemptIds} attempts
 * @param {number} warmupCount
 */
async function completeAll(baseUrl, members, quizIds, attempts, warmupCount = 0) {
  /** @type {Finish[]} */
  const finishes = [];
  let errors = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: members.length });
  const started = performance.now();
  const since = () => performance.now() - started;
  await Promise.all(
    members.map(async (member, memberIndex) => {
      for (const [index, quizId] of quizIds.entries()) {
        const attemptId = attempts.get(member.token)?.get(quizId);
        const sentMs = since();
        try {
          const url = `${baseUrl}${API}/activities/${quizId}/quiz/attempts/${attemptId}/finish`;
          const { status, body } = await postFinish(agent, url, member.token);
          const outcome = outcomeOf(status, body);
          finishes.push({
            member: memberIndex,
            sentMs,
            answeredMs: since(),
            outcome,
            warmup: index < warmupCount,
          });
        } catch {
          errors += 1;
        }
      }
    }),
  );
  agent.destroy();
  return { finishes, errors, seconds: since() / 1000 };
}

/** @param {Finish[]} finishes */
function countOutcomes(finishes) {
  /** @type {Record<string, number>} */
  const statusCounts = {};
  for (const { outcome } of finishes) statusCounts[outcome] = (statusCounts[outcome] ?? 0) + 1;
  return statusCounts;
}

/**
 * The first completions of a server (JIT, pool connections, caches): made, checked, not measured.
 * @param {{ baseUrl: string, members: BenchMember[], quizIds: string[], attempts: AttemptIds }} subject
 */
export async function completeWarmup({ baseUrl, members, quizIds, attempts }) {
  const statusCounts = countOutcomes((await completeAll(baseUrl, members, quizIds, attempts)).finishes);
  if ((statusCounts[200] ?? 0) !== members.length * quizIds.length)
    throw new Error(`Warm-up completions answered ${JSON.stringify(statusCounts)}`);
}

/**
 * The steady part of a run: from the moment the last member sent its first measured finish (every member is
 * past its warm-up, so the standing start, when all members send at once, is behind) to the moment the first
 * member had its last answer (after it, fewer members are left sending). Throws when the run has none.
 * @param {Finish[]} finishes
 */
function steadyWindow(finishes) {
  const firstMeasured = new Map();
  const lastAnswered = new Map();
  for (const { member, warmup, sentMs, answeredMs } of finishes) {
    if (!warmup) firstMeasured.set(member, Math.min(firstMeasured.get(member) ?? Infinity, sentMs));
    lastAnswered.set(member, Math.max(lastAnswered.get(member) ?? 0, answeredMs));
  }
  const window = { fromMs: Math.max(...firstMeasured.values()), toMs: Math.min(...lastAnswered.values()) };
  if (!(window.toMs > window.fromMs))
    throw new Error('The completion run has no steady part: raise BENCH_COMPLETIONS_PER_MEMBER.');
  return window;
}

const isPaid = (/** @type {Finish} */ finish) => finish.outcome === '200';

/**
 * A figures row: req/s as given, p50/p99 from the paid finishes counted, the outcomes of the whole run.
 * @param {{ finishes: Finish[], counted: Finish[], requestsPerSecond: number, errors: number, target: string }} options
 * @returns {TargetFigures}
 */
function figuresOf({ finishes, counted, requestsPerSecond, errors, target }) {
  const statusCounts = countOutcomes(finishes);
  const total = finishes.length;
  const latenciesMs = counted
    .filter(isPaid)
    .map((finish) => finish.answeredMs - finish.sentMs)
    .sort((a, b) => a - b);
  return {
    endpoint: COMPLETION_ENDPOINT,
    target,
    requestsPerSecond,
    bytesPerSecond: 0,
    latencyP50Ms: percentile(latenciesMs, 50),
    latencyP99Ms: percentile(latenciesMs, 99),
    totalRequests: total,
    non2xx: total - (statusCounts[200] ?? 0),
    errors,
    timeouts: 0,
    statusCounts,
  };
}

/** The row of a run counted from its standing start to its last answer, shown beside the steady figure. */
export const WHOLE_RUN_TARGET = 'streamit, whole run';

/**
 * Completions through a passed quiz's finish (decision 047): every member finishes every quiz given, one request
 * in flight per member, the first `warmupCount` of each member unmeasured. Two rows:
 * - `streamit`, the steady part: req/s is the paid answers that arrived inside steadyWindow ÷ its length;
 *   p50/p99 from the finishes both sent and answered inside it;
 * - the whole run: every paid finish, warm-up included, over the run's wall time, the standing start counted
 *   (as the bench measured before 2026-12-01).
 * Any finish that did not pay counts as non-2xx in both.
 * @param {{ baseUrl: string, members: BenchMember[], quizIds: string[], attempts: AttemptIds, warmupCount: number }} subject
 * @returns {Promise<TargetFigures[]>}
 */
export async function measureCompletions({ baseUrl, members, quizIds, attempts, warmupCount }) {
  const run = await completeAll(baseUrl, members, quizIds, attempts, warmupCount);
  const { fromMs, toMs } = steadyWindow(run.finishes);
  const paid = run.finishes.filter(isPaid);
  const answeredInside = paid.filter((finish) => finish.answeredMs >= fromMs && finish.answeredMs <= toMs);
  const inside = run.finishes.filter((finish) => finish.sentMs >= fromMs && finish.answeredMs <= toMs);
  return [
    figuresOf({
      ...run,
      counted: inside,
      requestsPerSecond: answeredInside.length / ((toMs - fromMs) / 1000),
      target: 'streamit',
    }),
    figuresOf({
      ...run,
      counted: run.finishes,
      requestsPerSecond: paid.length / run.seconds,
      target: WHOLE_RUN_TARGET,
    }),
  ];
}

/**
 * @typedef {object} LedgerCheck
 * @property {number} completions completion rows of the bench quizzes
 * @property {number} awards activity earn postings, each belonging to exactly one completion
 * @property {number} creatorShareExpected floor(points × percent / 100) summed over every completion
 * @property {number} creatorSharePaid the creator's `creator` lines (settled in batches, so not per activity: the
 *   bench creator earns nothing else in the run)
 * @property {number} creatorBalance the creator's projected balance (users.total_points)
 * @property {number} creatorLedger the sum of the creator's ledger lines
 * @property {number} settleSeconds how long after the last completion the share was all paid
 */

const LEDGER_SQL = `
  WITH c AS (SELECT * FROM activity_completions WHERE activity_id = ANY($1::uuid[])),
  creator AS (SELECT DISTINCT creator_id AS id FROM activities WHERE id = ANY($1::uuid[]))
  SELECT
    (SELECT count(*) FROM c)::int AS completions,
    (SELECT count(DISTINCT p.id) FROM points_postings p
       JOIN c ON c.posting_id = p.id
       JOIN points_entries e ON e.posting_id = p.id AND e.account_id = c.user_id AND e.amount > 0
      WHERE p.kind = 'earn' AND p.source = 'activity')::int AS awards,
    (SELECT coalesce(sum(floor(c.points * $2::int / 100)), 0) FROM c)::int AS "creatorShareExpected",
    (SELECT coalesce(sum(e.amount), 0) FROM points_entries e JOIN points_postings p ON p.id = e.posting_id
      WHERE p.source = 'creator' AND e.account_id IN (SELECT id FROM creator))::int
      AS "creatorSharePaid",
    (SELECT min(total_points) FROM users WHERE id IN (SELECT id FROM creator))::int AS "creatorBalance",
    (SELECT coalesce(sum(amount), 0) FROM points_entries WHERE account_id IN (SELECT id FROM creator))::int
      AS "creatorLedger"`;

/**
 * What the ledger holds afterwards for the bench quizzes, read until the creator's share is all paid (it may be
 * settled by a job a moment after the awards) or 120 s have passed.
 * @param {string} databaseUrl
 * @param {string[]} quizIds
 * @param {number} sharePercent
 * @returns {Promise<LedgerCheck>}
 */
export async function countLedgerAwards(databaseUrl, quizIds, sharePercent) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query(LEDGER_SQL, [quizIds, sharePercent]);
      const row = /** @type {Omit<LedgerCheck, 'settleSeconds'>} */ (rows[0]);
      const settleSeconds = (performance.now() - started) / 1000;
      const settled =
        row.creatorSharePaid === row.creatorShareExpected && row.creatorBalance === row.creatorLedger;
      if (settled || settleSeconds > 120) return { ...row, settleSeconds };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}
