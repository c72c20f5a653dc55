import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';

const API = '/api/v1';
const CODE_WAIT_MS = 30_000;
const CREATE_BATCH = 10;

/**
 * @typedef {object} BenchMember
 * @property {string} email
 * @property {string} token the member's access token
 * @property {string} sessionToken an open watch session of the bench video, for heartbeats ('' without one)
 */

/**
 * The server's own database, read from the runtime file it writes into its data dir.
 * @param {string} dataDir
 */
export async function readDatabaseUrl(dataDir) {
  const runtime = JSON.parse(await readFile(path.join(dataDir, 'runtime.json'), 'utf8'));
  return /** @type {{ databaseUrl: string }} */ (runtime).databaseUrl;
}

/**
 * Gathers the planner's statistics of the whole database, as a database in service has them. Called once the
 * bench's members, sessions and attempts are written and before anything is measured: autovacuum would
 * analyze the new rows only within a minute or so, and until then the planner guesses. The first heartbeat
 * runs measured its guesses (PostgreSQL's CPU per beat 120 µs, against 60 µs once analyzed).
 * @param {string} databaseUrl
 */
export async function analyzeBenchDatabase(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/**
 * @param {string} url
 * @param {RequestInit} init
 * @param {number} expected
 */
async function callJson(url, init, expected) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) }).catch((error) => {
    throw new Error(
      `${init.method ?? 'GET'} ${url}: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  const text = await response.text();
  if (response.status !== expected)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** @param {string} token @param {unknown} body */
const post = (token, body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

/** @param {string} baseUrl the captcha a browser would solve (altcha proof of work) */
async function solveCaptcha(baseUrl) {
  const challenge = await callJson(`${baseUrl}${API}/auth/captcha/challenge`, {}, 200);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * The verification code the server emailed, read from its outbox table (the bench's mail sink).
 * @param {pg.Pool} pool
 * @param {string} email
 */
async function waitForVerificationCode(pool, email) {
  const deadline = Date.now() + CODE_WAIT_MS;
  while (Date.now() < deadline) {
    const { rows } = await pool.query(
      'SELECT text_body FROM email_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
      [email],
    );
    const code = /Verification code: (\d+)/.exec(String(rows[0]?.text_body ?? ''))?.[1];
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`No verification email reached ${email} within ${CODE_WAIT_MS / 1000} s.`);
}

/**
 * Registers one member the way a person does (captcha, emailed code, sign-in) and opens a watch session
 * when given a video.
 * @param {{ baseUrl: string, pool: pg.Pool, videoId: string | null, index: number }} options
 * @returns {Promise<BenchMember>}
 */
async function createMember({ baseUrl, pool, videoId, index }) {
  const email = `bench.${index}.${randomBytes(4).toString('hex')}@streamit.test`;
  const password = `quiet harbour lantern ${randomBytes(6).toString('hex')}`;
  const captchaToken = await solveCaptcha(baseUrl);
  const names = { firstName: 'Load', lastName: `Tester ${index}` };
  await callJson(
    `${baseUrl}${API}/auth/register`,
    post('', { email, password, captchaToken, ...names }),
    201,
  );
  const token = await waitForVerificationCode(pool, email);
  await callJson(`${baseUrl}${API}/auth/verify/email`, post('', { email, token }), 200);
  const login = await callJson(`${baseUrl}${API}/auth/login`, post('', { email, password }), 200);
  const accessToken = /** @type {{ accessToken: string }} */ (login).accessToken;
  if (!videoId) return { email, token: accessToken, sessionToken: '' };
  const session = await callJson(
    `${baseUrl}${API}/activities/${videoId}/interaction/start`,
    post(accessToken, {}),
    201,
  );
  return {
    email,
    token: accessToken,
    sessionToken: /** @type {{ sessionToken: string }} */ (session).sessionToken,
  };
}

/**
 * Creates `count` members through the API, a batch at a time, each with an open watch session on `videoId`
 * (none when it is null).
 * @param {{ baseUrl: string, databaseUrl: string, videoId: string | null, count: number }} options
 * @returns {Promise<BenchMember[]>}
 */
export async function createBenchMembers({ baseUrl, databaseUrl, videoId, count }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  try {
    // A few at a time: each solves a fresh captcha, which must not expire while the others queue for the CPU.
    /** @type {BenchMember[]} */
    const members = [];
    for (let start = 0; start < count; start += CREATE_BATCH) {
      const batch = Array.from(
        { length: Math.min(CREATE_BATCH, count - start) },
        (_, offset) => start + offset,
      );
      members.push(
        ...(await Promise.all(batch.map((index) => createMember({ baseUrl, pool, videoId, index })))),
      );
    }
    return members;
  } finally {
    await pool.end();
  }
}
