import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { readLedgerReason } from './ledger-reason';
import { LedgerReasonLabel } from './ledger-reason-label';

afterEach(async () => {
  await changeLanguage('en');
});

// The wordings the server writes on ledger lines (points, exchange, social and chain modules).
const SERVER_REASONS: [string, string][] = [
  ['Completed "Light in Vermeer"', 'completed'],
  ['Daily streak: day 7', 'streak'],
  ['Welcome bonus', 'welcomeBonus'],
  ['Welcome tokens', 'welcomeTokens'],
  ['A member you referred earned their first reward', 'referral'],
  ['Social task "Follow StreamIt"', 'socialTask'],
  ['Creator share of 1 award', 'creatorShare'],
  ['Creator share of 12 awards', 'creatorShare'],
  ['Exchange of 500 points for ARTFI', 'exchangeHold'],
  ['Exchange paid in ARTFI', 'exchangePaid'],
  ['Exchange rejected: points returned', 'exchangeRejected'],
  ['Exchange cancelled: points returned', 'exchangeCancelled'],
  ['You no longer follow the account for the social task "Follow us"', 'unfollowed'],
  ['The like was removed for the social task "Like it"', 'unliked'],
  ['The repost was removed for the social task "Share it"', 'unreposted'],
];

describe('ledger reasons', () => {
  it.each(SERVER_REASONS)('reads "%s" as the reason code %s', (reason, code) => {
    expect(readLedgerReason(reason)?.code).toBe(code);
  });

  it('leaves a reason typed by staff as typed, in any language', async () => {
    expect(readLedgerReason('Goodwill after the outage')).toBeNull();
    await changeLanguage('ar');
    render(<LedgerReasonLabel reason="Goodwill after the outage" />);
    expect(screen.getByText('Goodwill after the outage')).toBeTruthy();
  });

  it('says the product reasons in Arabic on an Arabic page, with Arabic plural forms', async () => {
    await changeLanguage('ar');
    const { rerender } = render(<LedgerReasonLabel reason='Completed "Light in Vermeer"' />);
    expect(screen.getByText('أكملت «Light in Vermeer»')).toBeTruthy();
    rerender(<LedgerReasonLabel reason="Creator share of 2 awards" />);
    expect(screen.getByText('حصة المبدع من مكافأتين')).toBeTruthy();
    rerender(<LedgerReasonLabel reason="Welcome bonus" />);
    expect(screen.getByText('مكافأة الترحيب')).toBeTruthy();
  });

  it('keeps the English wording on an English page', () => {
    render(<LedgerReasonLabel reason="Creator share of 1 award" />);
    expect(screen.getByText('Creator share of 1 award')).toBeTruthy();
  });
});
