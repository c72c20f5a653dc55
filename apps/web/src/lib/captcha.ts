import { getCaptchaChallengeEndpoint, getCaptchaConfigEndpoint } from '@streamit/contract/routes';
import { solveChallenge, type Challenge, type ChallengeParameters, type DeriveKeyFunction } from 'altcha-lib';
import { apiClient } from './api-client';

/** The server asks for reCAPTCHA, which this app does not load (no third-party scripts under our CSP). */
export class CaptchaUnavailableError extends Error {
  override readonly name = 'CaptchaUnavailableError';
}

const PBKDF2_HASHES: Readonly<Record<string, string>> = {
  'PBKDF2/SHA-256': 'SHA-256',
  'PBKDF2/SHA-384': 'SHA-384',
  'PBKDF2/SHA-512': 'SHA-512',
};

// altcha-lib's own PBKDF2 uses node:crypto; the browser derives the same key with WebCrypto.
const deriveKeyInBrowser: DeriveKeyFunction = async (parameters: ChallengeParameters, salt, password) => {
  const hash = PBKDF2_HASHES[parameters.algorithm];
  if (!hash) throw new CaptchaUnavailableError(`Unsupported captcha algorithm ${parameters.algorithm}`);
  const key = await crypto.subtle.importKey('raw', password as BufferSource, 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash, salt: salt as BufferSource, iterations: parameters.cost },
    key,
    parameters.keyLength * 8,
  );
  return { derivedKey: new Uint8Array(bits) };
};

/**
 * Proves the visitor is not a script (ALTCHA proof of work, decided by GET /auth/captcha/config): fetches
 * a challenge, solves it in the browser and answers the payload token the server verifies once.
 */
export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  const config = await apiClient.request(getCaptchaConfigEndpoint, { signal });
  if (config.provider !== 'altcha') throw new CaptchaUnavailableError('reCAPTCHA is not available here');
  // The server sends a whole ALTCHA challenge; the contract only names the fields it relies on.
  const challenge = (await apiClient.request(getCaptchaChallengeEndpoint, {
    signal,
  })) as unknown as Challenge;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => {
    controller.abort();
  });
  const solution = await solveChallenge({ challenge, deriveKey: deriveKeyInBrowser, controller });
  if (!solution) throw new CaptchaUnavailableError('The captcha could not be solved in time');
  return btoa(JSON.stringify({ challenge, solution }));
}
