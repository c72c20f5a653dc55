import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { WalletKindSchema } from '../models/wallet.js';

const AddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

/** Public data of one wallet (ARCHITECTURE.md §6: never key material). */
export const WalletInfoSchema = z.object({
  id: z.uuid(),
  address: AddressSchema,
  kind: WalletKindSchema,
  isPayout: z.boolean(),
  /** Whether a recovery phrase can be revealed (false for a key imported bare, and for linked wallets). */
  hasMnemonic: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type WalletInfo = z.infer<typeof WalletInfoSchema>;

/** GET /wallet/info: the member's wallets, custodial first, and where payouts go. */
export const WalletOverviewSchema = z.object({
  wallets: z.array(WalletInfoSchema),
  payoutAddress: AddressSchema.nullable(),
  /** Until this time the session may reveal keys and sign without re-authenticating; null when not stepped up. */
  stepUpExpiresAt: z.iso.datetime().nullable(),
});
export type WalletOverview = z.infer<typeof WalletOverviewSchema>;

/** Answer of a create: the member's custodial wallet and whether this call made it. */
export const WalletCreatedSchema = z.object({ wallet: WalletInfoSchema, created: z.boolean() });
export type WalletCreated = z.infer<typeof WalletCreatedSchema>;

export const ImportMnemonicRequestSchema = z.strictObject({ mnemonic: z.string().min(1).max(400) });
export type ImportMnemonicRequest = z.infer<typeof ImportMnemonicRequestSchema>;

export const ImportPrivateKeyRequestSchema = z.strictObject({ privateKey: z.string().min(1).max(100) });
export type ImportPrivateKeyRequest = z.infer<typeof ImportPrivateKeyRequestSchema>;

/** Step-up: the password, plus a TOTP or recovery code when two-factor is on. */
export const WalletReauthRequestSchema = z.strictObject({
  password: z.string().min(1).max(1024),
  code: z.string().min(1).max(32).optional(),
});
export type WalletReauthRequest = z.infer<typeof WalletReauthRequestSchema>;

export const WalletReauthResponseSchema = z.object({ stepUpExpiresAt: z.iso.datetime() });
export type WalletReauthResponse = z.infer<typeof WalletReauthResponseSchema>;

export const RevealedPrivateKeySchema = z.object({ address: AddressSchema, privateKey: z.string() });
export type RevealedPrivateKey = z.infer<typeof RevealedPrivateKeySchema>;

export const RevealedMnemonicSchema = z.object({ address: AddressSchema, mnemonic: z.string() });
export type RevealedMnemonic = z.infer<typeof RevealedMnemonicSchema>;

export const SignMessageRequestSchema = z.strictObject({ message: z.string().min(1).max(2000) });
export type SignMessageRequest = z.infer<typeof SignMessageRequestSchema>;

export const SignedMessageSchema = z.object({
  address: AddressSchema,
  message: z.string(),
  signature: z.string(),
});
export type SignedMessage = z.infer<typeof SignedMessageSchema>;

export const ChoosePayoutRequestSchema = z.strictObject({ walletId: z.uuid() });
export type ChoosePayoutRequest = z.infer<typeof ChoosePayoutRequestSchema>;

/** What the client needs to build an EIP-4361 message for the member's wallet to sign. */
export const SiweNonceSchema = z.object({
  nonce: z.string(),
  domain: z.string(),
  uri: z.string(),
  chainId: z.number().int(),
  statement: z.string(),
  expiresAt: z.iso.datetime(),
});
export type SiweNonce = z.infer<typeof SiweNonceSchema>;

export const SiweVerifyRequestSchema = z.strictObject({
  message: z.string().min(1).max(4000),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/)
    .max(1000),
  /** Make the linked wallet the payout wallet at once. */
  makePayout: z.boolean().default(false),
});
export type SiweVerifyRequest = z.infer<typeof SiweVerifyRequestSchema>;

const wallet = { tags: ['wallet'], auth: 'member' } as const;

/** POST /wallet/create: makes the member's custodial wallet, or answers the one they have. */
export const createWalletEndpoint = defineEndpoint({
  ...wallet,
  method: 'POST',
  path: '/wallet/create',
  summary: 'Create the custodial wallet (one per member; repeated calls answer the same wallet)',
  response: WalletCreatedSchema,
});

/** POST /auth/create-user-wallet: the spec's other name for /wallet/create. */
export const createUserWalletEndpoint = defineEndpoint({
  ...wallet,
  method: 'POST',
  path: '/auth/create-user-wallet',
  summary: 'Create the custodial wallet (same as POST /wallet/create)',
  response: WalletCreatedSchema,
});

/** GET /wallet/info: public wallet data only. */
export const walletInfoEndpoint = defineEndpoint({
  ...wallet,
  method: 'GET',
  path: '/wallet/info',
  summary: "The member's wallets (address, kind, payout flag, created); never key material",
  response: WalletOverviewSchema,
});

/** POST /wallet/import: a custodial wallet from a BIP-39 recovery phrase. */
export const importMnemonicEndpoint = defineEndpoint({
  ...wallet,
  method: 'POST',
  path: '/wallet/import',
  summary: 'Import a custodial wallet from a recovery phrase (refused when one exists)',
  body: ImportMnemonicRequestSchema,
  response: WalletCreatedSchema,
  successStatus: 201,
});

/** POST /wallet/import/private: a custodial wallet from a hex private key. */
export const importPrivateKeyEndpoint = defineEndpoint({
  ...wallet,
  method: 'POST',
  path: '/wallet/import/private',
  summary: 'Import a custodial wallet from a private key (refused when one exists)',
  body: ImportPrivateKeyRequestSchema,
  response: WalletCreatedSchema,
  successStatus: 201,
});

/** POST /wallet/reauth: step-up for this session (password, plus TOTP when on). */
export const walletReauthEndpoint = defineEndpoint({
  ...wallet,
  method: 'POST',
  path: '/wallet/reauth',
  summary:
    'Re-authenticate this session for key reveals, signatures, linking a sign-in method and ending sessions (valid 5 minutes)',
  body: WalletReauthRequestSchema,
  response: WalletReauthResponseSchema,
});

/** POST /wallet/private-key: reveals the custodial private key (step-up, audited, emailed). */
export const revealPrivateKeyEndpoint = defineEndpoint({
  ...wallet,
  method: 'POST',
  path: '/wallet/private-key',
  summary: 'Reveal the custodial private key (needs a fresh step-up; audited and emailed)',
  response: RevealedPrivateKeySchema,
});

/** POST /wallet/mnemonic: reveals the recovery phrase (step-up, audited, emailed). */
export const revealMnemonicEndpoint = defineEndpoint({
  ...wallet,
  method: 'POST',
  path: '/wallet/mnemonic',
  summary: 'Reveal the recovery phrase (needs a fresh step-up; audited and emailed)',
  response: RevealedMnemonicSchema,
});

/** POST /wallet/sign-message: EIP-191 personal_sign with the custodial key. */
export const signMessageEndpoint = defineEndpoint({
  ...wallet,
  method: 'POST',
  path: '/wallet/sign-message',
  summary: 'Sign a message with the custodial key (EIP-191; needs a fresh step-up)',
  body: SignMessageRequestSchema,
  response: SignedMessageSchema,
});

/** PUT /wallet/payout: chooses which of the member's wallets is paid. */
export const choosePayoutWalletEndpoint = defineEndpoint({
  ...wallet,
  method: 'PUT',
  path: '/wallet/payout',
  summary: 'Choose the payout wallet among the member’s wallets',
  body: ChoosePayoutRequestSchema,
  response: WalletInfoSchema,
});

/** GET /wallet/siwe/nonce: a one-time nonce and the fields a SIWE message must carry. */
export const siweNonceEndpoint = defineEndpoint({
  ...wallet,
  method: 'GET',
  path: '/wallet/siwe/nonce',
  summary: 'A one-time Sign-In-With-Ethereum nonce with the expected domain, URI and chain',
  response: SiweNonceSchema,
});

/** POST /wallet/siwe/verify: links the signing address as an EXTERNAL wallet. */
export const siweVerifyEndpoint = defineEndpoint({
  ...wallet,
  method: 'POST',
  path: '/wallet/siwe/verify',
  summary: 'Verify a signed EIP-4361 message and link its address as an external wallet',
  body: SiweVerifyRequestSchema,
  response: WalletInfoSchema,
  successStatus: 201,
});
