import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { callApi } from './bench-admin.mjs';

/** @typedef {import('./bench-members.mjs').BenchMember} BenchMember */
/** @typedef {import('./load-runner.mjs').TargetFigures} TargetFigures */

const API = '/api/v1';
export const COMPLETION_ENDPOINT = 'POST /api/v1/activities/:id/complete';

/**
 * Passes every quiz once per member (start an attempt, finish it: the pass mark is 0), members in parallel,
 * each member's quizzes in turn: the server-graded evidence each completion is checked against.
 * @param {string} baseUrl
 * @param {BenchMember[]} members
 * @param {string[]} quizIds
 */
export async function passQuizzes(baseUrl, members, quizIds) {
  await Promise.all(
    members.map(async (member) => {
      for (const quizId of quizIds) {
        const attempts = `${baseUrl}${API}/activities/${quizId}/quiz/attempts`;
        const attempt = await callApi(attempts, { method: 'POST', token: member.token }, 201);
        await callApi(
          `${attempts}/${attempt.attemptId}/finish`,
          { method: 'POST', token: member.token },
          200,
        );
      }
    }),
  );
}

/** @param {number[]} sorted @param {number} percent */
function percentile(sorted, percent) {
  return sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * One completion per member and quiz, one request in flight per member (so as many at once as there are
 * members), over keep-alive HTTP. Every request must award: anything but 200 is counted as a failure.
 * @param {string} baseUrl
 * @param {BenchMember[]} members
 * @param {string[]} quizIds
 */
async function completeAll(baseUrl, members, quizIds) {
  /** @type {number[]} */
  const latenciesMs = [];
  /** @type {Record<string, number>} */
  const statusCounts = {};
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    members.map(async (member) => {
      for (const quizId of quizIds) {
        const sent = performance.now();
        try {
          const response = await fetch(`${baseUrl}${API}/activities/${quizId}/complete`, {
            method: 'POST',
            headers: { authorization: `Bearer ${member.token}` },
            signal: AbortSignal.timeout(10_000),
          });
          await response.arrayBuffer();
          statusCounts[response.status] = (statusCounts[response.status] ?? 0) + 1;
          if (response.status === 200) latenciesMs.push(performance.now() - sent);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { latenciesMs: latenciesMs.sort((a, b) => a - b), statusCounts, errors, seconds };
}

/**
 * Completions through `POST /activities/:id/complete`: the first quiz of every member as a discarded
 * warm-up, then the rest measured.
 * @param {{ baseUrl: string, members: BenchMember[], quizIds: string[] }} subject
 * @returns {Promise<TargetFigures>}
 */
export async function measureCompletions({ baseUrl, members, quizIds }) {
  const [warmup, ...measured] = quizIds;
  if (!warmup || measured.length === 0) throw new Error('The completion run needs at least two quizzes.');
  await completeAll(baseUrl, members, [warmup]);
  const { latenciesMs, statusCounts, errors, seconds } = await completeAll(baseUrl, members, measured);
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
 * What the ledger holds afterwards for the bench quizzes: completions, and awards (activity `earn` postings
 * with a positive line on a member's account) that each belong to exactly one completion.
 * @param {string} databaseUrl
 * @param {string[]} quizIds
 * @returns {Promise<{ completions: number, awards: number }>}
 */
export async function countLedgerAwards(databaseUrl, quizIds) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT
         (SELECT count(*) FROM activity_completions WHERE activity_id = ANY($1::uuid[]))::int AS completions,
         (SELECT count(DISTINCT p.id) FROM points_postings p
            JOIN activity_completions c ON c.posting_id = p.id
            JOIN points_entries e ON e.posting_id = p.id AND e.account_id = c.user_id AND e.amount > 0
           WHERE p.kind = 'earn' AND p.source = 'activity' AND p.activity_id = ANY($1::uuid[]))::int AS awards`,
      [quizIds],
    );
    return /** @type {{ completions: number, awards: number }} */ (rows[0]);
  } finally {
    await client.end();
  }
}
