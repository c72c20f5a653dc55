import type { Campaign, Partner, PartnerApplication, PartnerApplicationBody } from '@streamit/contract';

/** The one id the partner screens' tests give every row (application, partner, contact). */
export const PARTNER_TEST_ID = '00000000-0000-4000-8000-00000000000a';

/** What the form sends for Gallery One. */
export const PARTNER_APPLICATION_INPUT = {
  organisationName: 'Gallery One',
  kind: 'GALLERY',
  website: 'https://gallery.example.org',
  country: 'AE',
  logoUrl: null,
  pitch: 'We show contemporary calligraphy to new audiences.',
} satisfies PartnerApplicationBody;

/** A submitted application from Gallery One, as the server answers it. */
export function makePartnerApplication(overrides: Partial<PartnerApplication> = {}): PartnerApplication {
  return {
    id: PARTNER_TEST_ID,
    status: 'SUBMITTED',
    ...PARTNER_APPLICATION_INPUT,
    contactUserId: PARTNER_TEST_ID,
    contactEmail: 'owner@example.test',
    reason: null,
    partnerId: null,
    decidedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Gallery One as an ACTIVE partner. */
export function makePartner(overrides: Partial<Partner> = {}): Partner {
  return {
    id: PARTNER_TEST_ID,
    name: 'Gallery One',
    kind: 'GALLERY',
    website: 'https://gallery.example.org',
    country: 'AE',
    logoUrl: null,
    status: 'ACTIVE',
    statusReason: null,
    ownerUserId: PARTNER_TEST_ID,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Gallery One's running campaign "Spring of calligraphy", part spent (45 of 50 points left). */
export function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: PARTNER_TEST_ID,
    partnerId: PARTNER_TEST_ID,
    title: 'Spring of calligraphy',
    status: 'ACTIVE',
    activityIds: [PARTNER_TEST_ID],
    startsAt: '2026-11-20T10:00:00.000Z',
    endsAt: '2026-12-20T10:00:00.000Z',
    bonusPoints: 5,
    budgetPoints: 50,
    budgetLeft: 45,
    completions: 1,
    bonusPaid: 5,
    reach: 1,
    decisionReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
