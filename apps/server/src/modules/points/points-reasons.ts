import type { LedgerReasonCode, LedgerReasonValueMap, LedgerReasonValues } from '@streamit/contract';

/**
 * A posting's reason: the English text kept for the audit, exports and e-mails, and the code and values
 * screens say it with in the reader's language (null code for a reason typed by staff).
 */
export interface LedgerReason {
  reason: string;
  reasonCode: LedgerReasonCode | null;
  reasonValues: LedgerReasonValues;
}

type EnglishWordings = { [C in LedgerReasonCode]: (values: LedgerReasonValueMap[C]) => string };

// Migration 0043 read the codes of older lines back from these exact wordings: change one only together with
// a note there (points-reasons.test.ts runs that backfill against every wording here).
const ENGLISH: EnglishWordings = {
  completed: ({ title }) => `Completed "${title}"`,
  streak: ({ day }) => `Daily streak: day ${day}`,
  welcomeBonus: () => 'Welcome bonus',
  referral: () => 'A member you referred earned their first reward',
  socialTask: ({ title }) => `Social task "${title}"`,
  creatorShare: ({ count }) => `Creator share of ${count} award${count === 1 ? '' : 's'}`,
  exchangeHold: ({ count }) => `Exchange of ${count} points for ARTFI`,
  exchangePaid: () => 'Exchange paid in ARTFI',
  exchangeRejected: () => 'Exchange rejected: points returned',
  exchangeCancelled: () => 'Exchange cancelled: points returned',
  storePurchase: ({ count }) => `Store order of ${count} item${count === 1 ? '' : 's'}`,
  storeRefund: () => 'Store order refunded: points returned',
  storeCancelled: () => 'Store order cancelled: points returned',
  unfollowed: ({ title }) => `You no longer follow the account for the social task "${title}"`,
  unliked: ({ title }) => `The like was removed for the social task "${title}"`,
  unreposted: ({ title }) => `The repost was removed for the social task "${title}"`,
  campaignBonus: ({ partner }) => `Bonus presented by ${partner}`,
  campaignFunded: ({ title }) => `Budget of the campaign "${title}"`,
  campaignReturned: ({ title }) => `Unspent budget of the campaign "${title}" returned`,
  accountDeleted: () => 'Account deleted: points forfeited',
};

/** The reason of a posting the product writes: its code, its values and its English wording. */
export function buildLedgerReason<C extends LedgerReasonCode>(
  code: C,
  values: LedgerReasonValueMap[C],
): LedgerReason {
  const english = ENGLISH[code] as (values: LedgerReasonValueMap[C]) => string;
  return { reason: english(values), reasonCode: code, reasonValues: values };
}

/** A reason typed by staff: kept and shown as typed, with no code. */
export function buildTypedReason(text: string): LedgerReason {
  return { reason: text, reasonCode: null, reasonValues: {} };
}
