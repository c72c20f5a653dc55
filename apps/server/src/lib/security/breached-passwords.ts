import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fetchOutbound, type EgressContext } from '../egress/outbound-fetch.js';

/** A slow answer must not hold a sign-up up for long; past this the check is skipped (decision 081). */
export const BREACHED_PASSWORD_TIMEOUT_MS = 1500;

/** What the range look-up found: the password is in the corpus, is not, or the service could not say. */
export type BreachedPasswordVerdict = 'breached' | 'clean' | 'unknown';

/** The SHA-1 of a password in upper-case hex, split into the 5 characters sent and the 35 kept. */
export function splitPasswordHash(password: string): { prefix: string; suffix: string } {
  const digest = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  return { prefix: digest.slice(0, 5), suffix: digest.slice(5) };
}

/** Whether a range answer (lines `SUFFIX:COUNT`) lists `suffix` with a count above zero (padding lines say 0). */
export function rangeListsSuffix(body: string, suffix: string): boolean {
  return body.split('\n').some((line) => {
    const [candidate = '', count = '0'] = line.trim().split(':');
    return candidate.toUpperCase() === suffix && Number(count) > 0;
  });
}

async function fetchRange(egress: EgressContext, baseUrl: string, prefix: string): Promise<string> {
  const url = `${baseUrl.replace(/\/+$/, '')}/range/${prefix}`;
  const response = await fetchOutbound(egress, 'breached-passwords', url, {
    headers: { 'Add-Padding': 'true' },
    redirect: 'error',
    signal: AbortSignal.timeout(BREACHED_PASSWORD_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`range look-up answered ${response.status}`);
  return response.text();
}

/**
 * Looks a password up in a Pwned Passwords range service by k-anonymity: only the first 5 hex characters of
 * its SHA-1 leave the server. An empty `baseUrl` turns the check off. An unreachable, slow or failing service
 * is logged and answers `unknown`, so an outage never blocks a sign-up (fail-open, decision 081).
 */
export async function lookUpBreachedPassword(
  egress: EgressContext,
  baseUrl: string,
  password: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<BreachedPasswordVerdict> {
  if (!baseUrl) return 'unknown';
  const { prefix, suffix } = splitPasswordHash(password);
  try {
    return rangeListsSuffix(await fetchRange(egress, baseUrl, prefix), suffix) ? 'breached' : 'clean';
  } catch (error) {
    log.warn({ err: error, breachedPasswordCheck: 'skipped' }, 'breached-password look-up failed; skipped');
    return 'unknown';
  }
}
