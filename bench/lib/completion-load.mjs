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
 * One completion (a passed quiz's finish) per member and quiz, one request in flight per member (so as many at
 * once as there are members), over keep-alive HTTP. Every request must pay: anything but a 200 whose answer
 * carries a PAID award is counted as a failure.
 * @param {string} baseUrl
 * @param {BenchMember[]} members
 * @param {string[]} quizIds
 * @param {AttemptIds} attempts
 */
async function completeAll(baseUrl, members, quizIds, attempts) {
  /** @type {number[]} */
  const latenciesMs = [];
  /** @type {Record<string, number>} */
  const statusCounts = {};
  let errors = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: members.length });
  const started = performance.now();
  await Promise.all(
    members.map(async (member) => {
      for (const quizId of quizIds) {
        const attemptId = attempts.get(member.token)?.get(quizId);
        const sent = performance.now();
        try {
          const url = `${baseUrl}${API}/activities/${quizId}/quiz/attempts/${attemptId}/finish`;
          const { status, body } = await postFinish(agent, url, member.token);
          const outcome = outcomeOf(status, body);
          statusCounts[outcome] = (statusCounts[outcome] ?? 0) + 1;
          if (outcome === '200') latenciesMs.push(performance.now() - sent);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  return { latenciesMs: latenciesMs.sort((a, b) => a - b), statusCounts, errors, seconds };
}

/**
 * The first completions of a server (JIT, pool connections, caches): made, checked, not measured.
 * @param {{ baseUrl: string, members: BenchMember[], quizIds: string[], attempts: AttemptIds }} subject
 */
export async function completeWarmup({ baseUrl, members, quizIds, attempts }) {
  const { statusCounts } = await completeAll(baseUrl, members, quizIds, attempts);
  if ((statusCounts[200] ?? 0) !== members.length * quizIds.length)
    throw new Error(`Warm-up completions answered ${JSON.stringify(statusCounts)}`);
}

/**
 * Completions through a passed quiz's finish (decision 047): every member finishes every quiz given, one request
 * in flight per member.
 * @param {{ baseUrl: string, members: BenchMember[], quizIds: string[], attempts: AttemptIds }} subject
 * @returns {Promise<TargetFigures>}
 */
export async function measureCompletions({ baseUrl, members, quizIds, attempts }) {
  const { latenciesMs, statusCounts, errors, seconds } = await completeAll(
    baseUrl,
    members,
    quizIds,
    attempts,
  );
  const total = Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
  return {
    endpoint: COMPLETION_ENDPOINT,
    target: 'streamit',
    requestsPerSecond: latenciesMs.length / seconds,
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
