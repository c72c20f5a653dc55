// Part of the error catalogue (errors.ts spreads it in), kept apart so each file stays readable.

/** Refusals of the partner portal's invitations (decision 061, amendment on the portal). */
export const PARTNER_PORTAL_ERRORS = {
  PARTNER_OWNER_REQUIRED: { status: 403, message: "Only the partner's owner can do this." },
  PARTNER_INVITATION_INVALID: {
    status: 410,
    message: 'This invitation was already used, withdrawn or has expired. Ask the partner for a new one.',
  },
  PARTNER_INVITATION_EMAIL_MISMATCH: {
    status: 403,
    message: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  },
  PARTNER_ALREADY_MEMBER: {
    status: 409,
    message: 'This person already belongs to a partner.',
  },
  PARTNER_INVITATION_PENDING: {
    status: 409,
    message: 'An invitation to this address is already waiting.',
  },
  PARTNER_INVITATIONS_TOO_MANY: {
    status: 409,
    message: 'Too many invitations are waiting. Revoke some before sending more.',
  },
  PARTNER_INVITATION_NOT_FOUND: { status: 404, message: 'Invitation not found' },
  PARTNER_PERSON_NOT_FOUND: { status: 404, message: 'This person is not part of the partner.' },
} as const satisfies Record<string, { status: number; message: string }>;
