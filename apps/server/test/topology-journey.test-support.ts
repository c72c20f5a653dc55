import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  ActivityDetail,
  HeartbeatResult,
  MemberLoginResponse,
  PointsFigures,
  WatchSession,
} from '@streamit/contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import { createScratchDir, makeClip, type ClipOptions } from './media-clips.test-support.js';
import { codeIn, type SmtpSink } from './smtp-sink.js';

/** A request through nginx, as topology.test.ts sends it (a client address, JSON bodies). */
export type NginxFetch = (
  pathname: string,
  init?: Omit<RequestInit, 'headers'> & { address?: string; headers?: Record<string, string> },
) => Promise<Response>;

/** What the newcomer's requests carry: their address, and once signed in, their bearer token. */
export interface Newcomer {
  email: string;
  address: string;
  headers: Record<string, string>;
}

async function readJson<T>(answer: Response | Promise<Response>, status = 200): Promise<T> {
  const response = await answer;
  const body = await response.text();
  expect(response.status, `${response.url}: ${body}`).toBe(status);
  return JSON.parse(body) as T;
}

/** The ALTCHA widget's work: fetch a challenge, solve it, and hand back the payload the form posts. */
async function solveCaptcha(send: NginxFetch, address: string): Promise<string> {
  const challenge = await readJson<Challenge>(send('/api/v1/auth/captcha/challenge', { address }));
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Sign-up as the web form does it (captcha solved, POST /auth/register), the code read from the email the
 * node sent through real SMTP, POST /auth/verify/email, then a password sign-in: the newcomer with their token.
 */
export async function signUpNewcomer(send: NginxFetch, sink: SmtpSink, address: string): Promise<Newcomer> {
  const email = `newcomer.${randomBytes(4).toString('hex')}@streamit.test`;
  const password = 'topology newcomer passphrase';
  const captchaToken = await solveCaptcha(send, address);
  const names = { firstName: 'Nadia', lastName: 'Node' };
  const body = JSON.stringify({ email, password, ...names, captchaToken });
  await readJson(send('/api/v1/auth/register', { method: 'POST', address, body }), 201);
  const token = codeIn(await sink.waitFor(email, /verify your email/i));
  const verify = JSON.stringify({ email, token });
  await readJson(send('/api/v1/auth/verify/email', { method: 'POST', address, body: verify }));
  const login = JSON.stringify({ email, password });
  const session = await readJson<MemberLoginResponse>(
    send('/api/v1/auth/login', { method: 'POST', address, body: login }),
  );
  return {
    email,
    address,
    headers: { authorization: `Bearer ${session.accessToken}`, 'user-agent': 'vitest' },
  };
}

async function readOk(url: string): Promise<string> {
  const answer = await fetch(url);
  expect(answer.status, url).toBe(200);
  return answer.text();
}

function firstUri(playlist: string): string {
  return playlist.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '';
}

/**
 * What the player loads: the node answers the playlist's first request with a redirect to the CDN (nginx's
 * /cdn/ in front of the bucket here), and hls.js reads the rendition and a segment by the playlist's relative
 * URIs from there. Answers the master playlist's CDN address.
 */
export async function playThroughCdn(send: NginxFetch, hlsUrl: string, cdnBase: string): Promise<string> {
  const redirect = await send(hlsUrl, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  const master = String(redirect.headers.get('location'));
  expect(master).toBe(`${cdnBase}/${hlsUrl.replace(/^\/media\//, '')}`);
  const rendition = new URL(firstUri(await readOk(master)), master).href;
  const segment = new URL(firstUri(await readOk(rendition)), rendition).href;
  expect((await fetch(segment)).status).toBe(200);
  return master;
}

/** A POST the web API client sends: JSON, the member's token, and an Idempotency-Key of its own. */
function memberPost(newcomer: Newcomer, body: unknown) {
  return {
    method: 'POST',
    address: newcomer.address,
    headers: { ...newcomer.headers, 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The watch page on a short video, as use-watch-tracking.ts drives it: the detail, the stream, a session
 * opened on the first play, then a beat when the viewer pauses halfway and one when the video ends (the
 * player's 5 s beats never come on a clip this short). Beats wait out the real time they report: the
 * server credits no more than the wall clock. Answers every beat's result.
 */
export async function watchToTheEnd(
  send: NginxFetch,
  newcomer: Newcomer,
  activityId: string,
  cdnBase: string,
): Promise<HeartbeatResult[]> {
  const read = { address: newcomer.address, headers: newcomer.headers };
  const detail = await readJson<ActivityDetail>(send(`/api/v1/activities/${activityId}`, read));
  const duration = Number(detail.durationSeconds);
  expect(detail.media.hlsUrl).toBeTruthy();
  await playThroughCdn(send, String(detail.media.hlsUrl), cdnBase);
  const startPath = `/api/v1/activities/${activityId}/interaction/start`;
  const session = await readJson<WatchSession>(
    send(startPath, memberPost(newcomer, { currentTime: 0 })),
    201,
  );
  const results: HeartbeatResult[] = [];
  for (const [sequence, currentTime] of [duration / 2, duration].entries()) {
    await sleep((duration / 2) * 1000);
    const beat = { sessionToken: session.sessionToken, currentTime, playing: true, sequence };
    const beatPath = `/api/v1/activities/${activityId}/interact`;
    results.push(await readJson<HeartbeatResult>(send(beatPath, memberPost(newcomer, beat))));
  }
  return results;
}

/** GET /points/balance: the figures the site header shows. */
export function readPointsFigures(send: NginxFetch, newcomer: Newcomer): Promise<PointsFigures> {
  return readJson<PointsFigures>(
    send('/api/v1/points/balance', { address: newcomer.address, headers: newcomer.headers }),
  );
}

/** A creator's draft and its resumable upload in two chunks, all through nginx; the draft's id. */
export async function uploadThroughNginx(
  viaNginx: NginxFetch,
  headers: Record<string, string>,
  clipShape: ClipOptions,
): Promise<string> {
  const scratch = await createScratchDir();
  const clip = await readFile(await makeClip(path.join(scratch.dir, 'clip.mp4'), clipShape));
  await scratch.remove();
  const draft = await viaNginx('/api/v1/activities/create', {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'VIDEO', title: 'Through nginx', tags: ['Generative'] }),
  });
  expect(draft.status, await draft.clone().text()).toBe(201);
  const { id } = (await draft.json()) as { id: string };
  const tus = { ...headers, 'tus-resumable': '1.0.0' };
  const created = await viaNginx(`/api/v1/activities/${id}/upload-video`, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(clip.length) },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const location = String(created.headers.get('location')).replace(/^https?:\/\/[^/]+/, '');
  const half = Math.floor(clip.length / 2);
  for (const [offset, part] of [
    [0, clip.subarray(0, half)],
    [half, clip.subarray(half)],
  ] as const) {
    const sent = await viaNginx(location, {
      method: 'PATCH',
      headers: { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
      body: part,
    });
    expect(sent.status).toBe(204);
  }
  return id;
}
