import { fork } from 'node:child_process';
import { once } from 'node:events';
import { stopChild } from './child-exit.mjs';

/**
 * @typedef {object} RecordedResponse
 * @property {string} path request path, e.g. /api/v1/health
 * @property {string} contentType the real server's content-type header
 * @property {Buffer} body the real server's exact response bytes
 */

/**
 * @typedef {object} ReplayServer
 * @property {string} baseUrl
 * @property {() => Promise<void>} close
 */

const REPLAY_APP = new URL('./replay-app.mjs', import.meta.url);
const START_TIMEOUT_MS = 15_000;
const EXIT_TIMEOUT_MS = 5_000;

/**
 * Fetches one response from the real server, to be replayed byte for byte by the baseline.
 * @param {string} baseUrl
 * @param {string} requestPath
 * @param {Record<string, string>} [headers] e.g. a member's token, for a personalised read
 * @returns {Promise<RecordedResponse>}
 */
export async function recordResponse(baseUrl, requestPath, headers = {}) {
  const response = await fetch(`${baseUrl}${requestPath}`, { headers, signal: AbortSignal.timeout(10_000) });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) {
    throw new Error(`GET ${requestPath} answered ${response.status}, not 200: ${body.toString('utf8')}`);
  }
  return { path: requestPath, contentType: response.headers.get('content-type') ?? '', body };
}

/**
 * Proves the baseline serves exactly what was recorded, so both targets send the same payload.
 * @param {string} baseUrl
 * @param {RecordedResponse[]} responses
 */
export async function verifyReplay(baseUrl, responses) {
  for (const expected of responses) {
    const actual = await recordResponse(baseUrl, expected.path);
    if (actual.contentType !== expected.contentType || !actual.body.equals(expected.body)) {
      throw new Error(`The bare Fastify does not replay GET ${expected.path} byte for byte.`);
    }
  }
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<number>}
 */
async function receivePort(child) {
  const reply = once(child, 'message', { signal: AbortSignal.timeout(START_TIMEOUT_MS) }).catch(() => {
    throw new Error(`The bare Fastify did not report its port within ${START_TIMEOUT_MS / 1000} s.`);
  });
  const [message] = await reply;
  return /** @type {{ port: number }} */ (message).port;
}

/**
 * Starts the bare baseline in its own process, serving the recorded responses from memory.
 * @param {RecordedResponse[]} responses
 * @returns {Promise<ReplayServer>}
 */
export async function startReplayServer(responses) {
  const child = fork(REPLAY_APP, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // Disconnecting makes the child close its server and exit.
  const close = async () => {
    await stopChild(child, () => child.connected && child.disconnect(), EXIT_TIMEOUT_MS);
  };
  const replayed = responses.map(({ path, contentType, body }) => ({
    path,
    contentType,
    bodyBase64: body.toString('base64'),
  }));
  child.send({ responses: replayed });
  const port = await receivePort(child).catch(async (/** @type {unknown} */ error) => {
    await close();
    throw error;
  });
  return { baseUrl: `http://127.0.0.1:${port}`, close };
}
