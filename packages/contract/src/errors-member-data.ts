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
  ACCOUNT_DELETION_PASSWORD_INVALID: {
    status: 403,
    message: 'The password is incorrect. Your account was not deleted.',
  },
  ACCOUNT_DELETION_CODE_INVALID: {
    status: 403,
    message: 'The code is incorrect or has expired. Ask for a new code; your account was not deleted.',
  },
  ACCOUNT_DELETION_USE_PASSWORD: {
    status: 409,
    message: 'Your account has a password: confirm the deletion with it instead of a code.',
  },
  ACCOUNT_DELETION_OPEN_EXCHANGES: {
    status: 409,
    message:
      'You have exchanges waiting to be paid. Cancel them or wait until they are paid, then delete your account.',
  },
  ACCOUNT_DELETION_WALLET_CHOICE_REQUIRED: {
    status: 409,
    message:
      'Your wallet holds ARTFI. Choose whether to send it to an address of yours or burn it, then delete your account.',
  },
  ACCOUNT_DELETION_HANDOVER_ADDRESS_INVALID: {
    status: 400,
    message:
      'That is not an address the ARTFI can be sent to. Give a wallet address of your own (0x followed by 40 characters).',
  },
  ACCOUNT_ALREADY_DELETED: {
    status: 409,
    message: 'This account has already been deleted.',
  },
} as const;
