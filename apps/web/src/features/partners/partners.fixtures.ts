import type {
  ActivityListItem,
  Campaign,
  Partner,
  PartnerApplication,
  PartnerApplicationBody,
} from '@streamit/contract';

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

/** The campaign and activity ids the campaign tests use. */
export const CAMPAIGN_TEST_ID = '00000000-0000-4000-8000-00000000000c';
export const CAMPAIGN_VIDEO_ID = '00000000-0000-4000-8000-00000000000d';

/** "Ink and light", a published video as GET /activities lists it: what the campaign forms attach. */
export const CAMPAIGN_VIDEO: ActivityListItem = {
  id: CAMPAIGN_VIDEO_ID,
  type: 'VIDEO',
  slug: 'ink-and-light',
  title: 'Ink and light',
  category: null,
  creatorId: null,
  publishAt: '2026-10-03T09:00:00.000Z',
  durationSeconds: 60,
  viewCount: 0,
  card: { id: CAMPAIGN_VIDEO_ID, image: null, title: 'Ink and light', movieTime: null },
  points: null,
};

/** Gallery One's running campaign on "Ink and light": 5 bonus points, 45 of 50 left after one completion. */
export function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: CAMPAIGN_TEST_ID,
    partnerId: PARTNER_TEST_ID,
    title: 'Spring of calligraphy',
    status: 'ACTIVE',
    activityIds: [CAMPAIGN_VIDEO_ID],
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
