import type { WebhookDelivery } from '@streamit/contract';
import type { AttemptRow, DeliveryRow } from './partner-webhooks.repository.js';

/** A delivery and its log as the API answers them. */
export function toDelivery({
  delivery,
  attempts,
}: {
  delivery: DeliveryRow;
  attempts: AttemptRow[];
}): WebhookDelivery {
  return {
    id: delivery.id,
    event: delivery.event as WebhookDelivery['event'],
    status: delivery.status as WebhookDelivery['status'],
    attempts: delivery.attempts,
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    resendOf: delivery.resendOf,
    createdAt: delivery.createdAt.toISOString(),
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    log: attempts.map((row) => ({
      attempt: row.attempt,
      statusCode: row.statusCode,
      error: row.error,
      durationMs: row.durationMs,
      at: row.at.toISOString(),
    })),
  };
}
