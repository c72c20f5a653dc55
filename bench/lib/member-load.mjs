import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { measureTarget } from './load-runner.mjs';
import { recordResponse, startReplayServer, verifyReplay } from './replay-server.mjs';

/** @typedef {import('./bench-members.mjs').BenchMember} BenchMember */
/** @typedef {import('./load-runner.mjs').TargetFigures} TargetFigures */
/** @typedef {{ connections: number, durationSeconds: number, warmupSeconds: number }} Load */

/** What a member's dashboard and account pages read, each with the member's own token. */
export const PERSONALISED_PATHS = [
  '/api/v1/auth/profile',
  '/api/v1/auth/dashboard-stats',
  '/api/v1/points/overview',
];
const HEARTBEAT_ENDPOINT = 'POST /api/v1/activities/:id/interact';
/** The last heartbeat sequence sent per member's session, across every run of the bench. */
const sentSequences = new WeakMap();

/**
 * Each connection signs in as the next member in turn, so the load spreads over every member's session.
 * @param {BenchMember[]} members
 * @returns {import('autocannon').Options['setupClient']}
 */
function rotateMembers(members) {
  let next = 0;
  return (client) => {
    const member = members[next % members.length];
    next += 1;
    client.setHeaders({ authorization: `Bearer ${member?.token ?? ''}` });
  };
}

/**
 * Personalised reads on StreamIt (session lookup, the member's own rows) next to a bare Fastify replaying
 * the same bytes, one after the other.
 * @param {{ baseUrl: string, members: BenchMember[] }} subject
 * @param {Load} load
 * @returns {Promise<TargetFigures[]>}
 */
export async function measurePersonalisedReads({ baseUrl, members }, load) {
  const [first] = members;
  if (!first) throw new Error('No bench members to read as.');
  const auth = { authorization: `Bearer ${first.token}` };
  const responses = await Promise.all(PERSONALISED_PATHS.map((p) => recordResponse(baseUrl, p, auth)));
  const bare = await startReplayServer(responses);
  try {
    await verifyReplay(bare.baseUrl, responses);
    const figures = [];
    for (const endpoint of PERSONALISED_PATHS) {
      const request = { setupClient: rotateMembers(members) };
      figures.push(
        await measureTarget({ url: `${baseUrl}${endpoint}`, endpoint, target: 'streamit', request }, load),
      );
      figures.push(
        await measureTarget({ url: `${bare.baseUrl}${endpoint}`, endpoint, target: 'bare fastify' }, load),
      );
    }
    return figures;
  } finally {
    await bare.close();
  }
}

/**
 * Watch heartbeats: each connection is one member with one open watch session (only one is open per
 * member), sending the next sequence number every time, so every heartbeat is a real write.
 * @param {{ baseUrl: string, members: BenchMember[], videoId: string }} subject
 * @param {Load} load
 * @returns {Promise<TargetFigures>}
 */
export async function measureHeartbeats({ baseUrl, members, videoId }, load) {
  if (members.length < load.connections)
    throw new Error('The heartbeat run needs one member per connection.');
  let next = 0;
  // Per connection, not per request: autocannon resets a request sequence's context whenever it loops.
  /** @param {import('autocannon').Client} client */
  const setupClient = (client) => {
    const member = /** @type {BenchMember} */ (members[next % members.length]);
    next += 1;
    const sendNext = () => {
      // Every run (warm-ups and repeated runs too) continues above the numbers the session already sent.
      const sequence = (sentSequences.get(member) ?? 0) + 1;
      sentSequences.set(member, sequence);
      client.setBody(
        JSON.stringify({ sessionToken: member.sessionToken, currentTime: 1, playing: true, sequence }),
      );
    };
    client.setHeaders({ authorization: `Bearer ${member.token}`, 'content-type': 'application/json' });
    sendNext();
    client.on('response', sendNext);
  };
  const url = `${baseUrl}/api/v1/activities/${videoId}/interact`;
  const request = { method: 'POST', setupClient };
  return measureTarget({ url, endpoint: HEARTBEAT_ENDPOINT, target: 'streamit', request }, load);
}

/**
 * @param {pg.Pool} pool
 * @param {number} connections
 * @param {number} seconds
 */
async function runInserts(pool, connections, seconds) {
  /** @type {number[]} */
  const latenciesMs = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        await pool.query(
          'INSERT INTO bench_insert_floor (user_id, position) VALUES (gen_random_uuid(), $1)',
          [1],
        );
        latenciesMs.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { latenciesMs: latenciesMs.sort((a, b) => a - b), errors };
}

/** @param {number[]} sorted @param {number} percent */
function percentile(sorted, percent) {
  return sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * The floor of a write: a bare single-row INSERT with the pg client on the same database, from as many
 * connections at once as the HTTP run uses, in its own scratch table.
 * @param {string} databaseUrl
 * @param {Load} load
 * @param {string} endpoint the HTTP write this is the floor of (the row it is reported next to)
 * @returns {Promise<TargetFigures>}
 */
export async function measureInsertFloor(databaseUrl, load, endpoint = HEARTBEAT_ENDPOINT) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: load.connections });
  try {
    await pool.query(
      'CREATE TABLE IF NOT EXISTS bench_insert_floor (id bigserial PRIMARY KEY, user_id uuid NOT NULL, position real NOT NULL, at timestamptz NOT NULL DEFAULT now())',
    );
    await runInserts(pool, load.connections, load.warmupSeconds);
    const { latenciesMs, errors } = await runInserts(pool, load.connections, load.durationSeconds);
    await pool.query('DROP TABLE bench_insert_floor');
    return {
      endpoint,
      target: 'bare pg INSERT',
      requestsPerSecond: latenciesMs.length / load.durationSeconds,
      bytesPerSecond: 0,
      latencyP50Ms: percentile(latenciesMs, 50),
      latencyP99Ms: percentile(latenciesMs, 99),
      totalRequests: latenciesMs.length,
      non2xx: 0,
      errors,
      timeouts: 0,
    };
  } finally {
    await pool.end();
  }
}
