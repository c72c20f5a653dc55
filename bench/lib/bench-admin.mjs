import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

const API = '/api/v1';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** RFC 6238's time step. */
const TOTP_STEP_MS = 30_000;
/** A code read this close to the end of its step is not sent: the next step's code is. */
const TOTP_EDGE_MS = 3_000;

/** The first SUPER_ADMIN of a bench server, created from the bootstrap variables at start-up. */
export const BENCH_ADMIN = {
  email: 'bench.super.admin@streamit.test',
  password: `bench admin passphrase ${Date.now().toString(36)}`,
};

/** @param {string} secret RFC 4648 base32, as the enrollment step hands it out */
function decodeBase32(secret) {
  const bits = [...secret.replace(/=+$/, '').toUpperCase()]
    .map((char) => BASE32.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const bytes = [];
  for (let index = 0; index + 8 <= bits.length; index += 8)
    bytes.push(parseInt(bits.slice(index, index + 8), 2));
  return Buffer.from(bytes);
}

/**
 * RFC 6238 code (SHA-1, 30 s, 6 digits) as an authenticator app shows it; written here so the bench needs no
 * TOTP dependency of its own.
 * @param {string} secret
 */
export function totpCode(secret) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / TOTP_STEP_MS)));
  const digest = createHmac('sha1', decodeBase32(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * @param {string} url
 * @param {{ method?: string, token?: string, body?: unknown }} request
 * @param {number} expected
 */
export async function callApi(url, { method = 'GET', token, body }, expected) {
  const headers = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * Signs the bootstrap admin in the way staff do: password, then the one-time authenticator enrollment.
 * @param {string} baseUrl
 * @returns {Promise<string>} the staff access token
 */
export async function signInBenchAdmin(baseUrl) {
  const login = await callApi(
    `${baseUrl}${API}/auth/admin/login`,
    { method: 'POST', body: BENCH_ADMIN },
    200,
  );
  if (!login.totpEnrollmentRequired) return login.access_token;
  // The server takes only the current 30 s step (no drift window), so a code read in a step's last seconds could
  // reach it in the next one: wait for the next step then.
  const leftInStepMs = TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS);
  if (leftInStepMs < TOTP_EDGE_MS) await sleep(leftInStepMs + 100);
  const body = { enrollmentToken: login.enrollmentToken, totpCode: totpCode(login.secret) };
  const session = await callApi(`${baseUrl}${API}/auth/admin/totp/enroll`, { method: 'POST', body }, 200);
  return session.access_token;
}

/**
 * Lifts the daily and weekly caps and the cooldown between completions through the admin points
 * configuration (audited like any staff change), so that every completion of the run really awards.
 * @param {string} baseUrl
 * @param {string} token
 */
export async function liftEarningLimits(baseUrl, token) {
  const url = `${baseUrl}${API}/admin/points-config/global`;
  const current = await callApi(url, { token }, 200);
  delete current.updatedAt; // read-only: the PUT body is the input fields only
  // The creator's share stays on (the default 10 %): every award also pays the quizzes' one creator.
  const creatorSharePercent = current.creatorSharePercent || 10;
  const body = {
    ...current,
    dailyCap: 1_000_000,
    weeklyCap: 1_000_000,
    cooldownSeconds: 0,
    creatorSharePercent,
  };
  await callApi(url, { method: 'PUT', token, body }, 200);
  return { creatorSharePercent };
}

/**
 * `count` quizzes written by one creator (`POST /creator/quizzes`, then `…/submit` into the moderation queue) and approved by
 * staff in bulk, so every completion of the run pays that creator's share.
 * @param {string} baseUrl
 * @param {{ creator: string, admin: string }} tokens
 * @param {number} count
 * @returns {Promise<string[]>} the quizzes' activity ids
 */
export async function publishCreatorQuizzes(baseUrl, tokens, count) {
  /** @type {string[]} */
  const ids = [];
  for (let index = 0; index < count; index += 1) {
    const body = benchQuiz(index);
    const url = `${baseUrl}${API}/creator/quizzes`;
    const quiz = await callApi(url, { method: 'POST', token: tokens.creator, body }, 201);
    const id = /** @type {string} */ (quiz.activityId);
    await callApi(`${url}/${id}/submit`, { method: 'POST', token: tokens.creator }, 200);
    ids.push(id);
  }
  for (let start = 0; start < ids.length; start += 100) {
    const body = { ids: ids.slice(start, start + 100), decision: 'APPROVE' };
    const url = `${baseUrl}${API}/admin/content/bulk-moderate`;
    await callApi(url, { method: 'POST', token: tokens.admin, body }, 200);
  }
  return ids;
}

/** A one-question quiz with a pass mark of 0. @param {number} index */
function benchQuiz(index) {
  return {
    title: `Bench quiz ${index + 1}`,
    passMarkPercent: 0,
    questions: [
      {
        prompt: 'Which colour is the sky on a clear day?',
        kind: 'SINGLE',
        choices: [
          { text: 'Blue', correct: true },
          { text: 'Green', correct: false },
        ],
      },
    ],
  };
}
