import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { listPlainWebhookSecrets, replaceWebhookSecret } from './partner-webhooks.repository.js';
import { decryptSecretColumn, encryptSecretColumn } from '../../lib/security/column-cipher.js';

type KeySource = Pick<Config, 'COLUMN_ENCRYPTION_KEY' | 'DATA_DIR'>;

// The partner is the associated data: a secret copied onto another partner's row does not decrypt there.
const boundTo = (partnerId: string) => `partner-webhook-secret:${partnerId}`;

/** The webhook secret as stored: AES-256-GCM under COLUMN_ENCRYPTION_KEY (ASVS V14.2.4). */
export function encryptWebhookSecret(config: KeySource, partnerId: string, secret: string): string {
  return encryptSecretColumn(config, boundTo(partnerId), secret);
}

/** The secret a delivery is signed with, read back from its stored form. */
export function decryptWebhookSecret(config: KeySource, partnerId: string, stored: string): string {
  return decryptSecretColumn(config, boundTo(partnerId), stored);
}

/**
 * Migration 0068 renamed `partner_webhooks.secret` to `secret_encrypted` but SQL cannot reach the key: the
 * secrets registered before it (`whsec_…`, never `v1.…`) are encrypted here, at start-up after the migrations.
 * The update re-checks the plain value, so two starting servers cannot encrypt one row twice.
 */
export async function encryptPlainWebhookSecrets(db: Executor, config: KeySource): Promise<number> {
  const plain = await listPlainWebhookSecrets(db);
  for (const row of plain) {
    const stored = encryptWebhookSecret(config, row.partnerId, row.secret);
    await replaceWebhookSecret(db, row.partnerId, row.secret, stored);
  }
  return plain.length;
}
