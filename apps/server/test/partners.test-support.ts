import type {
  Campaign,
  CampaignBody,
  Partner,
  PartnerApplication,
  PartnerApplicationBody,
  PartnerWebhookSecret,
} from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { loadGlobalConfig } from '../src/modules/points/points-config.service.js';
import { pointsGlobalConfig } from '../src/modules/points/points-config.schema.js';
import { injectAs } from './admin-auth.test-support.js';
import { createSignedInMember, type TestMember } from './moderation.test-support.js';
import type { TestContext } from './test-app.js';

let counter = 0;

/** A valid application body; each call names a new organisation unless told otherwise. */
export function sampleOrganisation(overrides: Partial<PartnerApplicationBody> = {}): PartnerApplicationBody {
  counter += 1;
  return {
    organisationName: `Gallery ${counter} ${Date.now()}`,
    kind: 'GALLERY',
    website: 'https://gallery.example.org',
    country: 'AE',
    logoUrl: null,
    pitch: 'We show contemporary calligraphy and want members to discover our artists.',
    ...overrides,
  };
}

/** POST /partner-applications as a member. */
export function applyAsPartner(context: TestContext, member: TestMember, body: PartnerApplicationBody) {
  return injectAs(context.app, member.token, {
    method: 'POST',
    url: '/api/v1/partner-applications',
    payload: body,
  });
}

/** A staff request as `token`. */
export function staffCall(
  context: TestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) {
  return injectAs(context.app, token, { method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });
}

/** A member applies and staff approve: the partner, owned by the member. */
export async function approvedPartner(
  context: TestContext,
  staffToken: string,
  owner: TestMember,
): Promise<Partner> {
  const applied = await applyAsPartner(context, owner, sampleOrganisation());
  if (applied.statusCode !== 201) throw new Error(`apply failed: ${applied.body}`);
  const { id } = applied.json<PartnerApplication>();
  const reviewed = await staffCall(context, staffToken, 'POST', `/admin/partner-applications/${id}/review`, {
    decision: 'APPROVE',
  });
  if (reviewed.statusCode !== 200) throw new Error(`approve failed: ${reviewed.body}`);
  const partners = await staffCall(context, staffToken, 'GET', '/admin/partners');
  const partner = partners
    .json<{ items: Partner[] }>()
    .items.find((item) => item.id === reviewed.json<PartnerApplication>().partnerId);
  if (!partner) throw new Error('the approved partner is not listed');
  return partner;
}

/** A new member's approved partner whose owner registered `url` (a local receiver); with the owner and the secret. */
export async function partnerWithWebhook(context: TestContext, staffToken: string, url: string) {
  const owner = await createSignedInMember(context);
  const partner = await approvedPartner(context, staffToken, owner);
  const registered = await injectAs(context.app, owner.token, {
    method: 'PUT',
    url: '/api/v1/partner/webhook',
    payload: { url },
  });
  if (registered.statusCode !== 200) throw new Error(`webhook failed: ${registered.body}`);
  return { owner, partner, secret: registered.json<PartnerWebhookSecret>().secret };
}

/** No cooldown and no streak bonus, so a member's completions pay exactly the award (and the bonus) each time. */
export async function payPlainAwards(context: TestContext): Promise<void> {
  await loadGlobalConfig(context.deps.db);
  await context.deps.db
    .update(pointsGlobalConfig)
    .set({ cooldownSeconds: 0, streakBonus: 0 })
    .where(eq(pointsGlobalConfig.id, 1));
}

/** Staff create a campaign running from an hour ago to an hour from now; throws unless it was created. */
export async function runningCampaign(
  context: TestContext,
  staffToken: string,
  partnerId: string,
  values: Pick<CampaignBody, 'title' | 'activityIds' | 'bonusPoints' | 'budgetPoints'>,
): Promise<Campaign> {
  const hour = 3_600_000;
  const body = {
    ...values,
    startsAt: new Date(Date.now() - hour).toISOString(),
    endsAt: new Date(Date.now() + hour).toISOString(),
  };
  const created = await staffCall(
    context,
    staffToken,
    'POST',
    `/admin/partners/${partnerId}/campaigns`,
    body,
  );
  if (created.statusCode !== 201) throw new Error(`campaign failed: ${created.body}`);
  return created.json<Campaign>();
}
