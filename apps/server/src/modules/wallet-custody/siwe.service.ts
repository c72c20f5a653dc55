import type { SiweNonce, SiweVerifyRequest, WalletInfo } from '@streamit/contract';
import { getAddress, verifyMessage, type Hex } from 'viem';
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import type { AppDeps } from '../../app-deps.js';
import { grantWelcomeTokens } from '../wallet-chain/welcome-grant.service.js';
import { AppError } from '../../http/app-error.js';
import type { MemberContext } from '../sessions/sessions.service.js';
import { requireRecentAuthentication, requireStepUp } from './wallet-step-up.service.js';
import { toWalletInfo } from './wallet-view.js';
import {
  consumeSiweNonce,
  findPayoutAddress,
  insertSiweNonce,
  insertWallet,
  listWallets,
  lockMemberWallets,
  setPayoutWallet,
  type WalletRow,
} from './wallets.repository.js';

const STATEMENT = 'Link this wallet to my StreamIt account as a payout address.';

/** The domain (host[:port]) and origin a message must name: this server's public URL. */
function expectedOrigin(deps: AppDeps): { domain: string; origin: string } {
  const url = new URL(deps.config.publicUrl);
  return { domain: url.host, origin: url.origin };
}

/** GET /wallet/siwe/nonce: a one-time nonce issued to this member, with the fields to sign. */
export async function issueSiweNonce(deps: AppDeps, userId: string): Promise<SiweNonce> {
  const nonce = generateSiweNonce();
  const expiresAt = new Date(Date.now() + deps.config.SIWE_NONCE_MINUTES * 60_000);
  await insertSiweNonce(deps.db, { nonce, userId, expiresAt });
  const { domain, origin } = expectedOrigin(deps);
  return {
    nonce,
    domain,
    uri: origin,
    chainId: deps.config.SIWE_CHAIN_ID,
    statement: STATEMENT,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The signer's address when the message is for this server, chain and time and the signature is its; else throws. */
async function checkedSigner(
  deps: AppDeps,
  input: SiweVerifyRequest,
): Promise<{ address: Hex; nonce: string }> {
  let fields: ReturnType<typeof parseSiweMessage>;
  try {
    fields = parseSiweMessage(input.message);
  } catch {
    throw new AppError('SIWE_INVALID');
  }
  const { domain, origin } = expectedOrigin(deps);
  const valid =
    fields.address !== undefined &&
    fields.nonce !== undefined &&
    fields.chainId === deps.config.SIWE_CHAIN_ID &&
    fields.uri !== undefined &&
    URL.canParse(fields.uri) &&
    new URL(fields.uri).origin === origin &&
    validateSiweMessage({ message: fields, domain, time: new Date() });
  if (!valid || !fields.address || !fields.nonce) throw new AppError('SIWE_INVALID');
  const signed = await verifyMessage({
    address: fields.address,
    message: input.message,
    signature: input.signature as Hex,
  }).catch(() => false);
  if (!signed) throw new AppError('SIWE_INVALID');
  return { address: getAddress(fields.address), nonce: fields.nonce };
}

/** Adds the EXTERNAL wallet (or finds it when this member linked it before) and sets payout as asked. */
async function storeExternalWallet(
  deps: AppDeps,
  userId: string,
  address: string,
  makePayout: boolean,
): Promise<WalletRow | undefined> {
  return deps.db.transaction(async (tx) => {
    await lockMemberWallets(tx, userId);
    const own = (await listWallets(tx, userId)).find(
      (row) => row.address.toLowerCase() === address.toLowerCase(),
    );
    const isFirstPayout = (await findPayoutAddress(tx, userId)) === undefined;
    const row =
      own ?? (await insertWallet(tx, { userId, address, kind: 'EXTERNAL', isPayout: isFirstPayout }));
    if (!own) await grantWelcomeTokens(deps, tx, userId, row.address);
    return makePayout && !row.isPayout ? setPayoutWallet(tx, userId, row.id) : row;
  });
}

/**
 * Making a wallet the payout wallet redirects money: asked for, it needs the step-up; a member's first wallet becomes
 * it by itself, so that link needs the session's recent authentication (ASVS V6.3.3's mitigations: a stolen session
 * of a member with no wallet must not link the thief's as the wallet exchanges pay). A later wallet needs neither.
 */
async function requireProofForPayout(
  deps: AppDeps,
  member: MemberContext,
  makePayout: boolean,
): Promise<void> {
  if (makePayout) return requireStepUp(deps, member);
  if ((await findPayoutAddress(deps.db, member.userId)) === undefined)
    await requireRecentAuthentication(deps, member);
}

/**
 * POST /wallet/siwe/verify: a signed EIP-4361 message for this server links its signer as an EXTERNAL
 * wallet. The nonce is consumed in one statement, so a replay or a parallel second use is refused.
 */
export async function verifySiweAndLink(
  deps: AppDeps,
  member: MemberContext,
  input: SiweVerifyRequest,
): Promise<WalletInfo> {
  const { address, nonce } = await checkedSigner(deps, input);
  await requireProofForPayout(deps, member, input.makePayout);
  if (!(await consumeSiweNonce(deps.db, nonce, member.userId))) throw new AppError('SIWE_NONCE_INVALID');
  try {
    const row = await storeExternalWallet(deps, member.userId, address, input.makePayout);
    if (!row) throw new AppError('WALLET_NOT_FOUND');
    return toWalletInfo(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('WALLET_ADDRESS_TAKEN');
    throw error;
  }
}
