import { randomBytes, randomUUID } from 'node:crypto';
import {
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
  type PartnerWebhookEvent,
  type PartnerWebhookSecret,
  type PartnerWebhookView,
  type WebhookDelivery,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { hostPortOf } from '../../lib/egress/egress-allow-list.js';
import { assertEgressAllowed, EgressRefusedError } from '../../lib/egress/outbound-fetch.js';
import { vetWebhookUrl } from './partner-webhook-address.js';
import { postWebhook, type AttemptResult } from './partner-webhook-sender.js';
import { decryptWebhookSecret, encryptWebhookSecret } from './partner-webhook-secret.js';
import { signWebhook } from './partner-webhook-signature.js';
import {
  claimDueDeliveries,
  findDelivery,
  findWebhook,
  insertAttempt,
  insertDelivery,
  listApprovedPartnerWebhookUrls,
  listDeliveries,
  updateDelivery,
  upsertWebhook,
  type DeliveryRow,
} from './partner-webhooks.repository.js';
import { toDelivery } from './partner-webhook-view.js';
import { findOwnedPartnerId } from './partners.repository.js';
import { DAY_MS } from '../../lib/utc-days.js';

const CLAIM_LIMIT = 20;
const LEASE_SECONDS = 120;

async function ownedPartner(deps: AppDeps, userId: string): Promise<string> {
  const partnerId = await findOwnedPartnerId(deps.db, userId);
  if (!partnerId) throw new AppError('PARTNER_ACCESS_REQUIRED');
  return partnerId;
}

/** PUT /partner/webhook: vets the URL, then stores it with a new secret, answered this once. */
export async function registerWebhook(
  deps: AppDeps,
  userId: string,
  url: string,
): Promise<PartnerWebhookSecret> {
  const partnerId = await ownedPartner(deps, userId);
  if (!(await vetWebhookUrl(url, deps.config.PARTNER_WEBHOOKS_ALLOW_LOOPBACK)))
    throw new AppError('PARTNER_WEBHOOK_URL_REFUSED');
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const stored = encryptWebhookSecret(deps.config, partnerId, secret);
  const row = await upsertWebhook(deps.db, partnerId, url, stored);
  return { url: row.url, secret, createdAt: row.createdAt.toISOString() };
}

/** GET /partner/webhook: the endpoint without its secret, and the latest 50 deliveries with their log. */
export async function getWebhookView(deps: AppDeps, userId: string): Promise<PartnerWebhookView> {
  const partnerId = await ownedPartner(deps, userId);
  const [webhook, deliveries] = await Promise.all([
    findWebhook(deps.db, partnerId),
    listDeliveries(deps.db, partnerId, 50),
  ]);
  return {
    webhook: webhook ? { url: webhook.url, createdAt: webhook.createdAt.toISOString() } : null,
    deliveries: deliveries.map(toDelivery),
  };
}

/** POST /partner/webhook/deliveries/:id/resend: the same event (same body) as a new delivery, due now. */
export async function resendDelivery(deps: AppDeps, userId: string, id: string): Promise<WebhookDelivery> {
  const partnerId = await ownedPartner(deps, userId);
  const original = await findDelivery(deps.db, id);
  if (original?.partnerId !== partnerId) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
  const { event, body } = original;
  const row = await insertDelivery(deps.db, { partnerId, event, body, resendOf: original.id });
  return toDelivery({ delivery: row, attempts: [] });
}

/**
 * Queues an event for the partner's endpoint, in the caller's transaction (so it exists exactly when the
 * change it tells of commits). Nothing when the partner has no endpoint.
 */
export async function enqueuePartnerEvent(
  db: Executor,
  partnerId: string,
  event: PartnerWebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  if (!(await findWebhook(db, partnerId))) return;
  const body = JSON.stringify({
    id: randomUUID(),
    type: event,
    createdAt: new Date().toISOString(),
    partnerId,
    data,
  });
  await insertDelivery(db, { partnerId, event, body });
}

/** The delivery's state after an attempt: delivered, retried after the next wait, or failed after a day. */
function outcomeOf(row: DeliveryRow, result: AttemptResult, now: Date) {
  if (result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300)
    return { status: 'DELIVERED', nextAttemptAt: null, deliveredAt: now };
  const wait = WEBHOOK_RETRY_DELAYS_SECONDS[row.attempts - 1];
  const next = wait === undefined ? null : new Date(now.getTime() + wait * 1000);
  if (!next || next.getTime() - row.createdAt.getTime() > DAY_MS)
    return { status: 'FAILED', nextAttemptAt: null };
  return { status: 'PENDING', nextAttemptAt: next };
}

// The egress allow-list (lib/egress) with the hosts of the endpoints approved partners registered.
async function isApprovedDestination(deps: AppDeps, url: URL): Promise<boolean> {
  const approved = (await listApprovedPartnerWebhookUrls(deps.db)).map((each) => hostPortOf(each));
  try {
    assertEgressAllowed(deps, 'partner-webhook', url, new Set(approved.filter((each) => each !== null)));
    return true;
  } catch (error) {
    if (error instanceof EgressRefusedError) return false;
    throw error;
  }
}

async function attempt(deps: AppDeps, row: DeliveryRow): Promise<AttemptResult> {
  const webhook = await findWebhook(deps.db, row.partnerId);
  if (!webhook) return { statusCode: null, error: 'No webhook endpoint is registered.', durationMs: 0 };
  const target = await vetWebhookUrl(webhook.url, deps.config.PARTNER_WEBHOOKS_ALLOW_LOOPBACK);
  if (!target)
    return { statusCode: null, error: 'The address is not a public server; not sent.', durationMs: 0 };
  if (!(await isApprovedDestination(deps, target.url)))
    return { statusCode: null, error: 'The address is not on the allow-list; not sent.', durationMs: 0 };
  const timestamp = Math.floor(Date.now() / 1000);
  return postWebhook(target, row.body, {
    [WEBHOOK_SIGNATURE_HEADER]: signWebhook(
      decryptWebhookSecret(deps.config, row.partnerId, webhook.secretEncrypted),
      row.body,
      timestamp,
    ),
    'streamit-event': row.event,
    'streamit-delivery': row.id,
  });
}

/** One sweep of the partners.webhooks job: sends the due deliveries and logs each attempt. */
export async function deliverDueWebhooks(deps: AppDeps): Promise<number> {
  const claimed = await claimDueDeliveries(deps.db, CLAIM_LIMIT, LEASE_SECONDS);
  await Promise.all(
    claimed.map(async (row) => {
      const result = await attempt(deps, row);
      await insertAttempt(deps.db, row.id, row.attempts, result);
      await updateDelivery(deps.db, row.id, outcomeOf(row, result, new Date()));
    }),
  );
  return claimed.length;
}
