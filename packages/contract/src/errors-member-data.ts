/** Errors of a member's own data export ("Download my data"); errors.ts spreads them in. */
export const MEMBER_DATA_ERRORS = {
  DATA_EXPORT_IN_PROGRESS: {
    status: 409,
    message: 'A copy of your data is already being prepared. We will email you when it is ready.',
  },
  DATA_EXPORT_NOT_READY: {
    status: 409,
    message: 'There is no copy of your data ready to download. Request a new one.',
  },
  DATA_EXPORT_LINK_INVALID: {
    status: 410,
    message: 'This download link was already used or has expired. Open My Account to download again.',
  },
} as const;
