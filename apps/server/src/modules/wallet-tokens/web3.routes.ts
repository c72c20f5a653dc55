import {
  checkKycVerificationEndpoint,
  estimateGasEndpoint,
  executeBurnEndpoint,
  getBurnRunEndpoint,
  getWalletBalanceEndpoint,
  getWalletPageDataEndpoint,
  getWeb3StatsEndpoint,
  sendArtfiDirectEndpoint,
  sendWalletTokensEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { clientContextOf } from '../sessions/client-context.js';
import { currentMember } from '../sessions/require-member.js';
import { answerMoneyMove } from '../money-approvals/pending-answer.js';
import { getBurnRun } from './burn.service.js';
import { checkKycVerification } from '../wallet-kyc/kyc.service.js';
import { requestArtfiSend, requestBurn } from './web3-four-eyes.service.js';
import { sendFromWallet } from './wallet-send.service.js';
import { estimateSendGas, getCustodialBalance, getWalletPageData, getWeb3Stats } from './web3.service.js';

/** The request's Idempotency-Key; the plugin has already refused a request without a valid one. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

const operatorOf = (request: FastifyRequest) => ({ adminId: signedInAdmin(request).id, ip: request.ip });
const userOf = (request: FastifyRequest) => currentMember(request).userId;

function registerMemberRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getWalletBalanceEndpoint, ({ request }) =>
    getCustodialBalance(deps, userOf(request)),
  );
  registerEndpoint(app, getWalletPageDataEndpoint, ({ request }) =>
    getWalletPageData(deps, currentMember(request)),
  );
  registerEndpoint(app, getWeb3StatsEndpoint, () => getWeb3Stats(deps));
  registerEndpoint(app, estimateGasEndpoint, ({ query, request }) =>
    estimateSendGas(deps, userOf(request), query),
  );
  registerEndpoint(app, checkKycVerificationEndpoint, ({ request }) =>
    checkKycVerification(deps, userOf(request)),
  );
  registerEndpoint(
    app,
    sendWalletTokensEndpoint,
    ({ body, request }) =>
      sendFromWallet(
        deps,
        request.log,
        currentMember(request),
        clientContextOf(request),
        body,
        idempotencyKeyOf(request),
      ),
    // The key is also the send's purpose key, so a retry resolves the recorded transaction.
    { config: { idempotency: 'required' } },
  );
}

function registerStaffRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(
    app,
    sendArtfiDirectEndpoint,
    async ({ body, request, reply }) =>
      answerMoneyMove(
        reply,
        await requestArtfiSend(deps, operatorOf(request), body, idempotencyKeyOf(request)),
      ),
    { config: { idempotency: 'required' } },
  );
  registerEndpoint(app, executeBurnEndpoint, ({ body, request }) => {
    const key = request.headers['idempotency-key'];
    return requestBurn(deps, operatorOf(request), body, typeof key === 'string' ? key : undefined);
  });
  registerEndpoint(app, getBurnRunEndpoint, ({ params }) => getBurnRun(deps, params.id));
}

/** Web3: custodial balances and sends, page data, stats, gas, KYC; staff treasury transfers and burns. */
export function registerWeb3Routes(app: FastifyInstance, deps: AppDeps): void {
  registerMemberRoutes(app, deps);
  registerStaffRoutes(app, deps);
}
