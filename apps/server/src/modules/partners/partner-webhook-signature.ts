import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '@streamit/contract';

/** The hex HMAC-SHA256 of `<timestamp>.<body>` under the secret (decision 061, as Stripe signs). */
function digest(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The `streamit-signature` header of a body sent at `timestamp` (unix seconds): `t=<ts>,v1=<hex>`. */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

function partsOf(header: string): { timestamp: number; signatures: string[] } {
  const pairs = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(pairs.find(([key]) => key === 't')?.[1]);
  const signatures = pairs.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  return { timestamp, signatures };
}

/**
 * What a receiver does: recompute the signature over the raw body and the header's timestamp, compare in
 * constant time, and refuse a timestamp more than `tolerance` seconds from now (a replay).
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  now: number,
  tolerance = WEBHOOK_TOLERANCE_SECONDS,
): boolean {
  const { timestamp, signatures } = partsOf(header);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > tolerance) return false;
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
