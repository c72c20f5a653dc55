import { createHmac } from 'node:crypto';
import type { PartnerWebhookSecret, PartnerWebhookView, WebhookDelivery } from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { approvedPartner, staffCall } from '../../../test/partners.test-support.js';
import { startWebhookReceiver } from '../../../test/webhook-receiver.test-support.js';
import { vetWebhookUrl } from './partner-webhook-address.js';
import { signWebhook, verifyWebhookSignature } from './partner-webhook-signature.js';
import { decryptWebhookSecret, encryptPlainWebhookSecrets } from './partner-webhook-secret.js';
import { partnerWebhookDeliveries, partnerWebhooks } from './partner-webhooks.schema.js';
import { deliverDueWebhooks } from './partner-webhooks.service.js';

const suite = useAdminSuite('ADMIN', { PARTNER_WEBHOOKS_ALLOW_LOOPBACK: 'true' });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver([500]);
});
afterAll(() => receiver.close());

const register = (owner: TestMember, url: string) =>
  injectAs(suite.context.app, owner.token, {
    method: 'PUT',
    url: '/api/v1/partner/webhook',
    payload: { url },
  });
const view = async (owner: TestMember) =>
  (
    await injectAs(suite.context.app, owner.token, { method: 'GET', url: '/api/v1/partner/webhook' })
  ).json<PartnerWebhookView>();
/** The retry's wait, passed: the delivery is due now. */
const makeDue = () =>
  suite.context.deps.db
    .update(partnerWebhookDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(partnerWebhookDeliveries.status, 'PENDING'));

describe('partner webhooks', () => {
  it('signs each delivery, retries a refused one, logs both attempts, and sends it again on request', async () => {
    const owner = await createSignedInMember(suite.context);
    const partner = await approvedPartner(suite.context, suite.admin.token, owner);
    const registered = await register(owner, receiver.url);
    expect(registered.statusCode, registered.body).toBe(200);
    const { secret } = registered.json<PartnerWebhookSecret>();
    expect(secret).toMatch(/^whsec_/);
    await staffCall(suite.context, suite.admin.token, 'POST', `/admin/partners/${partner.id}/suspend`, {
      reason: 'Audit',
    });
    expect(await deliverDueWebhooks(suite.context.deps)).toBe(1); // answered 500
    expect(await deliverDueWebhooks(suite.context.deps)).toBe(0); // waiting for its retry
    await makeDue();
    expect(await deliverDueWebhooks(suite.context.deps)).toBe(1); // answered 200
    const [delivery] = (await view(owner)).deliveries;
    expect(delivery).toMatchObject({ event: 'partner.status_changed', status: 'DELIVERED', attempts: 2 });
    expect(delivery?.log.map((entry) => [entry.attempt, entry.statusCode])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    const [first, second] = receiver.received;
    expect(second?.body).toBe(first?.body);
    const hook = second ?? { headers: {}, body: '' };
    expect(JSON.parse(hook.body)).toMatchObject({ type: 'partner.status_changed', partnerId: partner.id });
    const header = String(hook.headers['streamit-signature']);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
    // The documented scheme, computed here without the product's code: HMAC-SHA256 of "<t>.<raw body>".
    expect(createHmac('sha256', secret).update(`${t}.${hook.body}`).digest('hex')).toBe(v1);
    const now = Number(t);
    expect(verifyWebhookSignature(secret, header, hook.body, now)).toBe(true);
    expect(verifyWebhookSignature(secret, header, hook.body.replace('Audit', 'Audut'), now)).toBe(false);
    expect(verifyWebhookSignature(secret, header.replace(`t=${t}`, `t=${now + 1}`), hook.body, now)).toBe(
      false,
    );
    expect(verifyWebhookSignature(secret, header, hook.body, now + 301)).toBe(false);
    expect(verifyWebhookSignature('whsec_other', header, hook.body, now)).toBe(false);
    const resent = await injectAs(suite.context.app, owner.token, {
      method: 'POST',
      url: `/api/v1/partner/webhook/deliveries/${delivery?.id}/resend`,
    });
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json<WebhookDelivery>()).toMatchObject({ resendOf: delivery?.id, status: 'PENDING' });
    expect(await deliverDueWebhooks(suite.context.deps)).toBe(1);
    expect(receiver.received.at(-1)?.body).toBe(hook.body);
  });

  it('gives a delivery up once a day of retries has passed', async () => {
    const owner = await createSignedInMember(suite.context);
    const partner = await approvedPartner(suite.context, suite.admin.token, owner);
    const down = await startWebhookReceiver([503, 503]);
    await register(owner, down.url);
    await staffCall(suite.context, suite.admin.token, 'POST', `/admin/partners/${partner.id}/cancel`, {
      reason: 'End',
    });
    await suite.context.deps.db
      .update(partnerWebhookDeliveries)
      .set({ createdAt: sql`now() - interval '23 hours 59 minutes'` })
      .where(eq(partnerWebhookDeliveries.partnerId, partner.id));
    await deliverDueWebhooks(suite.context.deps);
    const [delivery] = (await view(owner)).deliveries;
    expect(delivery).toMatchObject({ status: 'FAILED', attempts: 1, nextAttemptAt: null });
    await down.close();
  });

  it('refuses a URL that is not https or resolves to a private or loopback address', async () => {
    const owner = await createSignedInMember(suite.context);
    await approvedPartner(suite.context, suite.admin.token, owner);
    for (const url of [
      'https://10.0.0.7/hook',
      'https://192.168.1.1/',
      'https://[fd00::1]/',
      'http://example.com/hook',
    ]) {
      const refused = await register(owner, url);
      expect([url, refused.statusCode, errorOf(refused).code]).toEqual([
        url,
        400,
        'PARTNER_WEBHOOK_URL_REFUSED',
      ]);
    }
    const stranger = await createSignedInMember(suite.context);
    expect((await register(stranger, receiver.url)).statusCode).toBe(403);
  });

  it('refuses loopback too unless the test flag allows it', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://localhost/',
      'https://[::1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://169.254.169.254/latest',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'http://127.0.0.1:8080/',
    ])
      expect([url, await vetWebhookUrl(url, false)]).toEqual([url, null]);
    expect(await vetWebhookUrl('http://127.0.0.1:8080/', true)).not.toBeNull();
    expect(await vetWebhookUrl('https://93.184.215.14/hook', false)).toMatchObject({
      address: '93.184.215.14',
    });
    expect(signWebhook('s', '{}', 1)).toBe(
      `t=1,v1=${createHmac('sha256', 's').update('1.{}').digest('hex')}`,
    );
  });

  it('keeps the secret encrypted at rest, bound to its partner, and encrypts one the migration left in plain text', async () => {
    const owner = await createSignedInMember(suite.context);
    const partner = await approvedPartner(suite.context, suite.admin.token, owner);
    const { secret } = (await register(owner, receiver.url)).json<PartnerWebhookSecret>();
    const stored = async () =>
      (
        await suite.context.deps.db
          .select()
          .from(partnerWebhooks)
          .where(eq(partnerWebhooks.partnerId, partner.id))
      )[0]?.secretEncrypted ?? '';
    const sealed = await stored();
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret.slice(6));
    expect(decryptWebhookSecret(suite.context.deps.config, partner.id, sealed)).toBe(secret);
    expect(() => decryptWebhookSecret(suite.context.deps.config, owner.id, sealed)).toThrow();
    const legacy = 'whsec_registered-before-migration-0068';
    await suite.context.deps.db
      .update(partnerWebhooks)
      .set({ secretEncrypted: legacy })
      .where(eq(partnerWebhooks.partnerId, partner.id));
    expect(await encryptPlainWebhookSecrets(suite.context.deps.db, suite.context.deps.config)).toBe(1);
    expect(await encryptPlainWebhookSecrets(suite.context.deps.db, suite.context.deps.config)).toBe(0);
    expect(decryptWebhookSecret(suite.context.deps.config, partner.id, await stored())).toBe(legacy);
  });
});
