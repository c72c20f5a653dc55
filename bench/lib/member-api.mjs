import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

const API = '/api/v1';

/**
 * @param {string} url
 * @param {RequestInit} init
 * @param {number} expectedStatus
 */
async function call(url, init, expectedStatus) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) }).catch((error) => {
    // Name the call: "The operation was aborted due to timeout" alone does not say which one.
    throw new Error(
      `${init.method ?? 'GET'} ${url}: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  if (response.status !== expectedStatus) {
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

/** @param {string} token */
const bearer = (token) => ({ authorization: `Bearer ${token}` });

/**
 * Signs a member in with email and password; resolves the access token.
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} credentials
 */
export async function signInMember(baseUrl, credentials) {
  const response = await call(
    `${baseUrl}${API}/auth/login`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) },
    200,
  );
  return /** @type {{ accessToken: string }} */ (await response.json()).accessToken;
}

/**
 * Creates a draft video as a creator; resolves its id.
 * @param {string} baseUrl
 * @param {string} token
 * @param {string} title
 */
export async function createDraftVideo(baseUrl, token, title) {
  const response = await call(
    `${baseUrl}${API}/activities/create`,
    {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'VIDEO', title }),
    },
    201,
  );
  return /** @type {{ id: string }} */ (await response.json()).id;
}

/**
 * Uploads a file through the tus endpoint in one PATCH (creation, then the whole body).
 * @param {string} baseUrl
 * @param {string} token
 * @param {string} activityId
 * @param {string} filePath
 */
export async function uploadVideo(baseUrl, token, activityId, filePath) {
  const bytes = await readFile(filePath);
  const tus = { ...bearer(token), 'tus-resumable': '1.0.0' };
  const created = await call(
    `${baseUrl}${API}/activities/${activityId}/upload-video`,
    { method: 'POST', headers: { ...tus, 'upload-length': String(bytes.length) } },
    201,
  );
  const location = new URL(created.headers.get('location') ?? '', baseUrl).href;
  await call(
    location,
    {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: bytes,
    },
    204,
  );
}

/**
 * @typedef {object} TranscodeStatus
 * @property {string} state QUEUED, PROBING, TRANSCODING, READY or FAILED
 * @property {string | null} failureReason
 * @property {string | null} startedAt
 * @property {string | null} finishedAt
 */

/**
 * Polls the transcode status every 100 ms until READY; a FAILED job or the deadline throws.
 * @param {string} baseUrl
 * @param {string} token
 * @param {string} activityId
 * @param {number} timeoutSeconds
 * @returns {Promise<TranscodeStatus>}
 */
export async function waitForTranscode(baseUrl, token, activityId, timeoutSeconds) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  while (Date.now() < deadline) {
    const response = await call(
      `${baseUrl}${API}/activities/${activityId}/transcode-status`,
      { headers: bearer(token) },
      200,
    );
    const status = /** @type {TranscodeStatus} */ (await response.json());
    if (status.state === 'READY') return status;
    if (status.state === 'FAILED') throw new Error(`Transcoding failed: ${status.failureReason}`);
    await sleep(100);
  }
  throw new Error(`Transcoding did not finish within ${timeoutSeconds} s.`);
}

/**
 * Signs a member in and keeps what the web app stores after a login (token, user, wallet).
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} credentials
 * @returns {Promise<import('./playback-bench.mjs').MemberSession>}
 */
export async function signInMemberSession(baseUrl, credentials) {
  const response = await call(
    `${baseUrl}${API}/auth/login`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) },
    200,
  );
  const body = /** @type {{ accessToken: string, user: unknown, wallet: unknown }} */ (await response.json());
  return { token: body.accessToken, user: body.user, wallet: body.wallet ?? null };
}
