// Part of the error catalogue (errors.ts spreads it in), kept apart so each file stays readable.

/** The partners program's refusals (decision 061). */
export const PARTNER_ERRORS = {
  PARTNER_APPLICATION_OPEN: {
    status: 409,
    message: 'An application for this organisation or contact is already waiting for review.',
  },
  PARTNER_CONTACT_UNVERIFIED: {
    status: 403,
    message: 'Please verify your email address before applying, so we can reach you.',
  },
  PARTNER_APPLICATION_NOT_FOUND: { status: 404, message: 'Partner application not found' },
  PARTNER_APPLICATION_WRONG_STATE: {
    status: 409,
    message: 'This application was already decided. Please reload the page.',
  },
  PARTNER_NOT_FOUND: { status: 404, message: 'Partner not found' },
  PARTNER_TRANSITION_REFUSED: {
    status: 409,
    message: 'This partner cannot make that change from its current status.',
  },
  PARTNER_NOT_ACTIVE: {
    status: 409,
    message: 'This partner is not active, so its campaigns cannot change.',
  },
  PARTNER_ACCESS_REQUIRED: { status: 403, message: 'This page is for the people of a partner.' },
  PARTNER_WEBHOOK_URL_REFUSED: {
    status: 400,
    message: 'Use an https address that reaches a public server (not a private or local network).',
  },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: 404, message: 'Webhook delivery not found' },
  CAMPAIGN_NOT_FOUND: { status: 404, message: 'Campaign not found' },
  CAMPAIGN_ACTIVITY_UNKNOWN: {
    status: 400,
    message: 'Each sponsored activity must be a published activity.',
  },
  CAMPAIGN_ACTIVITY_TAKEN: {
    status: 409,
    message: 'An activity can be sponsored by one running campaign at a time.',
  },
  CAMPAIGN_TRANSITION_REFUSED: {
    status: 409,
    message: 'This campaign cannot make that change from its current status.',
  },
  CAMPAIGN_ENDED: { status: 409, message: 'This campaign has ended and can no longer change.' },
  CAMPAIGN_NOT_PROPOSED: {
    status: 409,
    message: 'This campaign is not a proposal waiting for a decision.',
  },
  CAMPAIGN_IS_PROPOSAL: {
    status: 409,
    message: 'A proposed or rejected campaign cannot be edited; approve a proposal first.',
  },
  CAMPAIGN_WINDOW_INVALID: { status: 400, message: 'The end must come after the start.' },
  CAMPAIGN_BUDGET_TOO_LARGE: {
    status: 400,
    message: 'A campaign budget can be at most 10,000,000 points.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
