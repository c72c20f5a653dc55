import {
  approveExchangeEndpoint,
  awardPointsEndpoint,
  bulkDecideExchangesEndpoint,
  createPointsExchangeEndpoint,
  createWeb3ExchangeEndpoint,
  exchangeManualActionEndpoint,
  getExchangeRatesEndpoint,
  getWeb3BalanceEndpoint,
  listAdminExchangesEndpoint,
  listPointsExchangesEndpoint,
  listWeb3ExchangesEndpoint,
  rejectExchangeEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { answerMoneyMove } from '../money-approvals/pending-answer.js';
import { requestPointsAdjustment } from '../points/points-admin.service.js';
import { currentMember } from '../sessions/require-member.js';
import { listAdminExchanges, rejectExchange, type ExchangeOperator } from './exchange-admin.service.js';
import {
  requestBulkDecision,
  requestExchangeApproval,
  requestManualAction,
} from './exchange-four-eyes.service.js';
import { createExchange, getExchangeRates, getWeb3Balance, listExchanges } from './exchange.service.js';

/** The request's Idempotency-Key; the plugin has already refused a request without a valid one. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

function operatorOf(request: FastifyRequest): ExchangeOperator {
  return { adminId: signedInAdmin(request).id, ip: request.ip };
}

/** Members' exchanges (/points/* and the /web3/* aliases) and the staff exchange desk (canManagePoints). */
export function registerExchangeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const userOf = (request: FastifyRequest) => currentMember(request).userId;
  registerEndpoint(app, getExchangeRatesEndpoint, ({ request }) => getExchangeRates(deps, userOf(request)));
  registerEndpoint(app, getWeb3BalanceEndpoint, ({ request }) => getWeb3Balance(deps, userOf(request)));
  for (const endpoint of [createPointsExchangeEndpoint, createWeb3ExchangeEndpoint])
    registerEndpoint(
      app,
      endpoint,
      ({ body, request }) => createExchange(deps, userOf(request), body, idempotencyKeyOf(request)),
      // The key is also the exchange's key for the member, so a retry can never hold twice.
      { config: { idempotency: 'required' } },
    );
  for (const endpoint of [listPointsExchangesEndpoint, listWeb3ExchangesEndpoint])
    registerEndpoint(app, endpoint, ({ query, request }) => listExchanges(deps, userOf(request), query));
  registerEndpoint(app, listAdminExchangesEndpoint, ({ query }) => listAdminExchanges(deps, query));
  registerEndpoint(app, approveExchangeEndpoint, async ({ params, request, reply }) =>
    answerMoneyMove(reply, await requestExchangeApproval(deps, operatorOf(request), params.id)),
  );
  registerEndpoint(app, rejectExchangeEndpoint, ({ params, body, request }) =>
    rejectExchange(deps, operatorOf(request), params.id, body.reason),
  );
  registerEndpoint(app, bulkDecideExchangesEndpoint, ({ body, request }) =>
    requestBulkDecision(deps, operatorOf(request), body),
  );
  registerEndpoint(
    app,
    awardPointsEndpoint,
    // The spec's web3 award is a staff adjustment: the same ledger posting, key scope and audit entry.
    async ({ body, request, reply }) =>
      answerMoneyMove(
        reply,
        await requestPointsAdjustment(deps, operatorOf(request), body.userId, {
          amount: body.points,
          reason: body.reason,
          fraudReversal: false,
          idempotencyKey: idempotencyKeyOf(request),
        }),
      ),
    { config: { idempotency: 'required' } },
  );
  registerEndpoint(app, exchangeManualActionEndpoint, async ({ params, body, request, reply }) =>
    answerMoneyMove(reply, await requestManualAction(deps, operatorOf(request), params.id, body)),
  );
}
