// The ledger stores each line's reason as the server wrote it, in English. Until lines carry a reason code
// of their own, the known reasons are read back into a code and its values here (the server's exact wordings,
// pinned by ledger-reason.test.ts), and the screen says them in the reader's language; a reason typed by
// staff (a manual adjustment) is shown as typed.

/** The reasons the product writes on ledger lines, each an i18n key under points.history.reasons. */
export type LedgerReasonName =
  | 'completed'
  | 'streak'
  | 'welcomeBonus'
  | 'welcomeTokens'
  | 'referral'
  | 'socialTask'
  | 'creatorShare'
  | 'exchangeHold'
  | 'exchangePaid'
  | 'exchangeRejected'
  | 'exchangeCancelled'
  | 'unfollowed'
  | 'unliked'
  | 'unreposted';

/** A ledger reason the product itself writes: its code and its values. */
export interface LedgerReasonCode {
  code: LedgerReasonName;
  values: Record<string, string | number>;
}

const PATTERNS: [RegExp, LedgerReasonName, (match: RegExpExecArray) => Record<string, string | number>][] = [
  [/^Completed "(.*)"$/s, 'completed', (m) => ({ title: m[1] ?? '' })],
  [/^Daily streak: day (\d+)$/, 'streak', (m) => ({ day: Number(m[1]) })],
  [/^Welcome bonus$/, 'welcomeBonus', () => ({})],
  [/^Welcome tokens$/, 'welcomeTokens', () => ({})],
  [/^A member you referred earned their first reward$/, 'referral', () => ({})],
  [/^Social task "(.*)"$/s, 'socialTask', (m) => ({ title: m[1] ?? '' })],
  [/^Creator share of (\d+) awards?$/, 'creatorShare', (m) => ({ count: Number(m[1]) })],
  [/^Exchange of (\d+) points for ARTFI$/, 'exchangeHold', (m) => ({ count: Number(m[1]) })],
  [/^Exchange paid in ARTFI$/, 'exchangePaid', () => ({})],
  [/^Exchange rejected: points returned$/, 'exchangeRejected', () => ({})],
  [/^Exchange cancelled: points returned$/, 'exchangeCancelled', () => ({})],
  [
    /^You no longer follow the account for the social task "(.*)"$/s,
    'unfollowed',
    (m) => ({ title: m[1] ?? '' }),
  ],
  [/^The like was removed for the social task "(.*)"$/s, 'unliked', (m) => ({ title: m[1] ?? '' })],
  [/^The repost was removed for the social task "(.*)"$/s, 'unreposted', (m) => ({ title: m[1] ?? '' })],
];

/** The code and values of a reason the product writes; null for a reason typed by staff. */
export function readLedgerReason(reason: string): LedgerReasonCode | null {
  for (const [pattern, code, values] of PATTERNS) {
    const match = pattern.exec(reason);
    if (match) return { code, values: values(match) };
  }
  return null;
}
