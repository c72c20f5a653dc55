import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

const datetime = z.iso.datetime();

/** Where a member's copy of their data stands: being made, ready to download, failed, or deleted after its period. */
export const MEMBER_DATA_EXPORT_STATUSES = ['PREPARING', 'READY', 'FAILED', 'EXPIRED'] as const;
export type MemberDataExportStatus = (typeof MEMBER_DATA_EXPORT_STATUSES)[number];

/** The download route under /api/v1: opened with a one-time `token` instead of the bearer token. */
export const MEMBER_DATA_DOWNLOAD_PATH = '/auth/data-export/:id/download';

/** Seconds a minted download link works (and only once). */
export const MEMBER_DATA_LINK_TTL_SECONDS = 300;

export const MemberDataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(MEMBER_DATA_EXPORT_STATUSES),
  requestedAt: datetime,
  readyAt: datetime.nullable(),
  /** When the file is deleted (READY), or was (EXPIRED). */
  expiresAt: datetime.nullable(),
});
export type MemberDataExport = z.infer<typeof MemberDataExportSchema>;

export const MyDataExportSchema = z.object({ export: MemberDataExportSchema.nullable() });
export type MyDataExport = z.infer<typeof MyDataExportSchema>;

export const DataExportLinkSchema = z.object({ url: z.string(), expiresAt: datetime });
export type DataExportLink = z.infer<typeof DataExportLinkSchema>;

const data = { tags: ['account-data'], auth: 'member' } as const;

/** GET /auth/data-export: the member's latest copy of their data, if any. */
export const getMyDataExportEndpoint = defineEndpoint({
  ...data,
  method: 'GET',
  path: '/auth/data-export',
  summary: 'The latest copy of my data and where it stands',
  response: MyDataExportSchema,
});

/** POST /auth/data-export: queues a copy of everything the platform holds about the member (409 while one is made). */
export const requestMyDataExportEndpoint = defineEndpoint({
  ...data,
  method: 'POST',
  path: '/auth/data-export',
  summary: 'Request a copy of my data; an email says when it is ready',
  response: MyDataExportSchema,
  successStatus: 202,
});

/** POST /auth/data-export/link: a single-use link to the ready file, valid MEMBER_DATA_LINK_TTL_SECONDS. */
export const createMyDataExportLinkEndpoint = defineEndpoint({
  ...data,
  method: 'POST',
  path: '/auth/data-export/link',
  summary: 'A single-use, short-lived download link to my ready copy',
  response: DataExportLinkSchema,
});

/** What becomes of the ARTFI in the member's custodial wallet: burned, or sent to an address they give. */
export const WALLET_RELEASE_CHOICES = ['burn', 'handOver'] as const;
/** An address to hand the ARTFI over to (the server checks the checksum and refuses zero and the wallet itself). */
export const HandOverAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
export type HandOverAddress = z.infer<typeof HandOverAddressSchema>;
export const WalletReleaseChoiceSchema = z.discriminatedUnion('choice', [
  z.object({ choice: z.literal('burn') }),
  z.object({ choice: z.literal('handOver'), address: HandOverAddressSchema }),
]);
export type WalletReleaseChoice = z.infer<typeof WalletReleaseChoiceSchema>;

/**
 * Re-authentication: the current password, or for an account without one the code e-mailed to it; and, when
 * the custodial wallet holds ARTFI, what becomes of it (decision 070 §3).
 */
export const DeleteMyAccountSchema = z.object({
  password: z.string().min(1).max(256).optional(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
  wallet: WalletReleaseChoiceSchema.optional(),
});
export type DeleteMyAccount = z.infer<typeof DeleteMyAccountSchema>;

export const AccountDeletedSchema = z.object({ deleted: z.literal(true), pointsForfeited: z.number().int() });
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;

/** POST /auth/delete-account: deletes the member's own account for good (decision 070 §3). */
export const deleteMyAccountEndpoint = defineEndpoint({
  ...data,
  method: 'POST',
  path: '/auth/delete-account',
  summary: 'Delete my account: points forfeited, sessions ended, personal data erased',
  body: DeleteMyAccountSchema,
  response: AccountDeletedSchema,
});

export const DeleteAccountCodeSentSchema = z.object({ sent: z.literal(true) });
export type DeleteAccountCodeSent = z.infer<typeof DeleteAccountCodeSentSchema>;

/** POST /auth/delete-account/code: e-mails a one-time code to an account that has no password (Google or X only). */
export const sendDeleteAccountCodeEndpoint = defineEndpoint({
  ...data,
  method: 'POST',
  path: '/auth/delete-account/code',
  summary: 'E-mail me a code to confirm deleting my account (accounts without a password)',
  response: DeleteAccountCodeSentSchema,
  successStatus: 202,
});
