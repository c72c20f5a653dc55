import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { VettedTarget } from './partner-webhook-address.js';

/** What one attempt came to: the receiver's status, or why it could not be reached. */
export interface AttemptResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

const TIMEOUT_MS = 10_000;

/** Connects only to the address that was vetted, whatever the name resolves to by now. */
function pinnedLookup(target: VettedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/** POSTs the body with its headers; redirects are not followed (a 3xx is a failed attempt). */
export function postWebhook(target: VettedTarget, body: string, headers: Record<string, string>) {
  const started = Date.now();
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<AttemptResult>((resolve) => {
    const done = (statusCode: number | null, error: string | null) => {
      resolve({ statusCode, error, durationMs: Date.now() - started });
    };
    const request = send(
      target.url,
      {
        method: 'POST',
        lookup: pinnedLookup(target),
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response: IncomingMessage) => {
        response.resume();
        response.on('end', () => {
          done(response.statusCode ?? null, null);
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) => {
      done(null, error.message);
    });
    request.end(body);
  });
}
