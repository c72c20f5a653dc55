import type { KycStatus, KycVerification } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { fetchOutbound } from '../../lib/egress/outbound-fetch.js';

const TIMEOUT_MS = 10_000;

// The provider's verification states and what they mean to us; anything else is treated as still pending.
const PROVIDER_STATES: Record<string, KycStatus> = {
  approved: 'VERIFIED',
  verified: 'VERIFIED',
  pending: 'PENDING',
  in_review: 'PENDING',
  rejected: 'REJECTED',
  declined: 'REJECTED',
  not_started: 'NOT_STARTED',
};

const MESSAGES: Record<KycStatus, string> = {
  NOT_CONFIGURED: 'Identity verification is not set up on this server.',
  NOT_STARTED: 'You have not started identity verification yet.',
  PENDING: 'Your identity verification is being reviewed.',
  VERIFIED: 'Your identity is verified.',
  REJECTED: 'Your identity verification was not accepted.',
};

function answer(configured: boolean, status: KycStatus): KycVerification {
  return { configured, status, checkedAt: new Date().toISOString(), message: MESSAGES[status] };
}

async function fetchProviderState(deps: AppDeps, url: URL, apiKey: string): Promise<KycStatus> {
  const response = await fetchOutbound(deps, 'kyc', url, {
    // Never followed: a redirect would carry our credentials to another address (ASVS V15.3.2).
    redirect: 'error',
    headers: { accept: 'application/json', 'x-api-key': apiKey },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // The provider answers 404 for a customer it has never seen: they have not started.
  if (response.status === 404) return 'NOT_STARTED';
  if (!response.ok) throw new Error(`KYC provider answered ${response.status}`);
  const body = (await response.json()) as { status?: unknown };
  const state = typeof body.status === 'string' ? body.status.toLowerCase() : '';
  return PROVIDER_STATES[state] ?? 'PENDING';
}

/**
 * POST /web3/mobilum/check-verification: the member's verification state at the KYC provider
 * (`GET <MOBILUM_API_URL>/v1/kyc/verifications/<userId>`, `x-api-key`), keyed by our user id as the
 * provider's external customer id. Without MOBILUM_API_URL and MOBILUM_API_KEY it answers NOT_CONFIGURED.
 */
export async function checkKycVerification(deps: AppDeps, userId: string): Promise<KycVerification> {
  const { MOBILUM_API_URL: base, MOBILUM_API_KEY: apiKey } = deps.config;
  if (!base || !apiKey) return answer(false, 'NOT_CONFIGURED');
  const url = new URL(
    `v1/kyc/verifications/${encodeURIComponent(userId)}`,
    base.endsWith('/') ? base : `${base}/`,
  );
  try {
    return answer(true, await fetchProviderState(deps, url, apiKey));
  } catch {
    throw new AppError('KYC_PROVIDER_UNAVAILABLE');
  }
}
