-- ASVS V14.2.4: the partner webhook secret and the sign-in PKCE verifier are encrypted at rest under
-- COLUMN_ENCRYPTION_KEY (lib/security/column-cipher.ts). SQL cannot reach that key, so the webhook secrets
-- registered before this migration keep their plain value (`whsec_…`) under the new name until the server,
-- right after its migrations, encrypts them (encryptPlainWebhookSecrets in partner-webhook-secret.ts).
ALTER TABLE "partner_webhooks" RENAME COLUMN "secret" TO "secret_encrypted";--> statement-breakpoint
-- A sign-in state lives ten minutes and is used once: the ones in flight during the upgrade are dropped
-- rather than converted, and those visitors start their Google or X sign-in again.
DELETE FROM "oauth_states";--> statement-breakpoint
ALTER TABLE "oauth_states" RENAME COLUMN "code_verifier" TO "code_verifier_encrypted";--> statement-breakpoint
-- Mail already sent keeps only a redacted copy, as markEmailSent (outbox.repository.ts) leaves it from now on:
-- links keep their site, and codes and tokens become the mark.
UPDATE "email_outbox" SET
  "text_body" = regexp_replace(regexp_replace(regexp_replace("text_body",
    '(https?://[^/\s"''<>]+)[^\s"''<>]*', '\1/•••', 'g'), '\m[0-9]{6,}\M', '•••', 'g'), '[A-Za-z0-9_-]{32,}', '•••', 'g'),
  "html_body" = regexp_replace(regexp_replace(regexp_replace("html_body",
    '(https?://[^/\s"''<>]+)[^\s"''<>]*', '\1/•••', 'g'), '\m[0-9]{6,}\M', '•••', 'g'), '[A-Za-z0-9_-]{32,}', '•••', 'g')
WHERE "sent_at" IS NOT NULL;
