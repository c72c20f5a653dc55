import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { checkKycVerification } from './kyc.service.js';

/** Whether an exchange of this many points needs a verified identity (EXCHANGE_KYC_ABOVE_POINTS). */
export function needsKyc(deps: AppDeps, points: number): boolean {
  return points > deps.config.EXCHANGE_KYC_ABOVE_POINTS;
}

/** Whether this server can ask a KYC provider at all (MOBILUM_API_URL and MOBILUM_API_KEY set). */
export function isKycConfigured(deps: AppDeps): boolean {
  return Boolean(deps.config.MOBILUM_API_URL && deps.config.MOBILUM_API_KEY);
}

/**
 * Refuses an exchange above the KYC limit unless the provider says the member is verified: without a
 * provider the large exchange is not offered (EXCHANGE_KYC_NOT_OFFERED), with one every state but VERIFIED
 * refuses (EXCHANGE_KYC_REQUIRED), and a provider that does not answer is KYC_PROVIDER_UNAVAILABLE.
 * Asked before any lock or write: the provider is a network call, and a refusal writes nothing.
 */
export async function assertKycForExchange(deps: AppDeps, userId: string, points: number): Promise<void> {
  if (!needsKyc(deps, points)) return;
  if (!isKycConfigured(deps)) throw new AppError('EXCHANGE_KYC_NOT_OFFERED');
  const { status } = await checkKycVerification(deps, userId);
  if (status !== 'VERIFIED') throw new AppError('EXCHANGE_KYC_REQUIRED');
}
