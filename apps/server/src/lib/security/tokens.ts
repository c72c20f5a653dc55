import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Prefixes keep the realms apart: a member token is never looked up as an admin token. */
export const TOKEN_PREFIXES = { member: 'stm_', admin: 'sta_', code: 'stc_' } as const;
export type TokenKind = keyof typeof TOKEN_PREFIXES;

/** A new opaque bearer token (256 bits of randomness) of the given kind. */
export function generateToken(kind: TokenKind): string {
  return `${TOKEN_PREFIXES[kind]}${randomBytes(32).toString('base64url')}`;
}

/** What is stored for a token: its SHA-256, so a database leak yields no usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The kind of a presented token, or null when it has no known prefix. */
export function tokenKind(token: string): TokenKind | null {
  const entry = Object.entries(TOKEN_PREFIXES).find(([, prefix]) => token.startsWith(prefix));
  return entry ? (entry[0] as TokenKind) : null;
}

/** Constant-time comparison of two short secrets (codes, hashes). */
export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A numeric one-time code of `digits` digits, uniformly drawn. */
export function generateNumericCode(digits = 6): string {
  const max = 10 ** digits;
  let value: number;
  do value = randomBytes(4).readUInt32BE(0);
  while (value >= Math.floor(0x1_0000_0000 / max) * max);
  return String(value % max).padStart(digits, '0');
}
