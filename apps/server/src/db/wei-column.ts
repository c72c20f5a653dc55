import { numeric } from 'drizzle-orm/pg-core';

/**
 * A token amount in base units (wei): numeric(78, 0) holds any uint256 exactly, and drizzle reads it as
 * a decimal string, so amounts never pass through a JavaScript number.
 */
export function wei(name: string) {
  return numeric(name, { precision: 78, scale: 0 });
}
