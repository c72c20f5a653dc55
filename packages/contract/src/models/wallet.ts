import { z } from 'zod';

/**
 * How a wallet is held: CUSTODIAL keys are generated or imported and kept envelope-encrypted by the server;
 * EXTERNAL wallets are the member's own, linked by a Sign-In-With-Ethereum signature (no key held).
 */
export const WALLET_KINDS = ['CUSTODIAL', 'EXTERNAL'] as const;
/** Zod schema for a wallet kind. */
export const WalletKindSchema = z.enum(WALLET_KINDS);
/** A wallet kind. */
export type WalletKind = z.infer<typeof WalletKindSchema>;
