// Part of the error catalogue (errors.ts spreads it in), kept apart so each file stays readable.

/** Points, exchange, wallet and chain errors (their Arabic is in errors-wallet-ar.ts). */
export const WALLET_ERRORS = {
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: 'An Idempotency-Key header (8 to 100 characters) is required for this action.',
  },
  POINTS_INSUFFICIENT: { status: 409, message: 'There are not enough points for this.' },
  EXCHANGE_AMOUNT_OUT_OF_RANGE: {
    status: 400,
    message: 'This amount is outside the allowed range for one exchange.',
  },
  EXCHANGE_DAILY_LIMIT: { status: 409, message: "This exchange would pass today's exchange limit." },
  EXCHANGE_WALLET_REQUIRED: {
    status: 409,
    message: 'Create or link a wallet first: exchanged tokens are paid to your wallet.',
  },
  EXCHANGE_STATE_CONFLICT: {
    status: 409,
    message: 'This exchange cannot do that in its current state. Please reload and try again.',
  },
  EXCHANGE_PAYOUT_IN_FLIGHT: {
    status: 409,
    message: 'A payout transaction for this exchange may still be mined. Wait for it before doing this.',
  },
  EXCHANGE_TX_NOT_VERIFIED: {
    status: 422,
    message: 'That transaction does not show this payout on chain (wrong hash, address, amount or status).',
  },
  CHAIN_UNAVAILABLE: {
    status: 503,
    message: 'The blockchain is unavailable right now. Please try again later.',
  },
  WALLET_INSUFFICIENT_ARTFI: {
    status: 409,
    message: 'Your wallet does not hold enough ARTFI for this send (sends still in flight are counted).',
  },
  WALLET_CUSTODIAL_REQUIRED: {
    status: 409,
    message: 'Only a wallet kept by StreamIt can send from here. Send from your own wallet app instead.',
  },
  EXCHANGE_KYC_REQUIRED: {
    status: 403,
    message:
      'An exchange this large needs a verified identity. Finish identity verification, or exchange fewer points.',
  },
  EXCHANGE_KYC_NOT_OFFERED: {
    status: 403,
    message:
      'An exchange this large needs identity verification, which this server does not offer yet. Exchange fewer points.',
  },
  KYC_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: 'The identity verification service is unavailable right now. Please try again later.',
  },
  BURN_NOT_FOUND: { status: 404, message: 'This burn run was not found.' },
  POINTS_SUSPENDED: { status: 403, message: 'This account is suspended and cannot earn points.' },
  WALLET_NOT_FOUND: { status: 404, message: 'No wallet found. Please create a wallet first.' },
  WALLET_ALREADY_EXISTS: {
    status: 409,
    message: 'You already have a custodial wallet. Its key is never replaced, so nothing was imported.',
  },
  WALLET_ADDRESS_TAKEN: { status: 409, message: 'This wallet address is already linked to an account.' },
  WALLET_MNEMONIC_INVALID: {
    status: 400,
    message: 'The recovery phrase is not valid. Please check the words and their order.',
  },
  WALLET_PRIVATE_KEY_INVALID: { status: 400, message: 'The private key is not valid.' },
  MONEY_APPROVAL_NOT_FOUND: { status: 404, message: 'This approval request was not found.' },
  MONEY_APPROVAL_OWN_REQUEST: {
    status: 403,
    message: 'You made this request, so another staff member must approve or reject it.',
  },
  MONEY_APPROVAL_NOT_PENDING: {
    status: 409,
    message: 'This request has already been decided. Please reload the list.',
  },
  MONEY_APPROVAL_PENDING: {
    status: 409,
    message: 'This needs a second staff member: a request is waiting in Money approvals.',
  },
  WALLET_NO_MNEMONIC: {
    status: 409,
    message: 'This wallet was imported from a private key and has no recovery phrase.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
