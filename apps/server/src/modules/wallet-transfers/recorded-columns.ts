import type { Hex } from 'viem';
import type { SignedTransfer } from './recorded-transfer.types.js';

/** The columns a payment's row records its transaction in (`tx_hash`, `tx_nonce`, `signed_tx`). */
export interface RecordedColumns {
  txHash: string | null;
  txNonce: number | null;
  signedTx: string | null;
}

/** The transaction recorded in a row's columns; undefined until all three are written. */
export function transferOfColumns(row: RecordedColumns): SignedTransfer | undefined {
  if (!row.txHash || row.txNonce === null || !row.signedTx) return undefined;
  return { hash: row.txHash as Hex, nonce: row.txNonce, signed: row.signedTx as Hex };
}

/** The row as its record UPDATE left it: `transfer` written into its recorded columns. */
export function withTransfer<Row extends RecordedColumns>(row: Row, transfer: SignedTransfer): Row {
  return { ...row, txHash: transfer.hash, txNonce: transfer.nonce, signedTx: transfer.signed };
}
