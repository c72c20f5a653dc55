import { LEDGER_REASON_CODES, type LedgerReasonCode } from '@streamit/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { LedgerReasonLabel, type LedgerReasonLine } from './ledger-reason-label';

afterEach(async () => {
  await changeLanguage('en');
});

// The values each code is written with (the server's points-reasons.ts).
const VALUES: Record<LedgerReasonCode, LedgerReasonLine['reasonValues']> = {
  completed: { title: 'Dune' },
  streak: { day: 7 },
  welcomeBonus: {},
  referral: {},
  socialTask: { title: 'Follow StreamIt' },
  creatorShare: { count: 2 },
  exchangeHold: { count: 500 },
  exchangePaid: {},
  exchangeRejected: {},
  exchangeCancelled: {},
  unfollowed: { title: 'Follow us' },
  unliked: { title: 'Like it' },
  unreposted: { title: 'Share it' },
  campaignBonus: { partner: 'Gallery One' },
  campaignFunded: { title: 'Spring' },
  campaignReturned: { title: 'Spring' },
  storePurchase: { count: 3 },
  storeRefund: {},
  storeCancelled: {},
  accountDeleted: {},
};

function lineOf(code: LedgerReasonCode | null, reasonValues = code ? VALUES[code] : {}): LedgerReasonLine {
  return { reason: 'As written in English', reasonCode: code, reasonValues };
}

function textOf(line: LedgerReasonLine): string {
  const { container, unmount } = render(<LedgerReasonLabel line={line} />);
  const text = container.textContent;
  unmount();
  return text;
}

describe('a ledger reason said from its code', () => {
  it.each(['en', 'ar'] as const)(
    'has a wording for every reason code in %s, never a key or the English text',
    async (lang) => {
      await changeLanguage(lang);
      for (const code of LEDGER_REASON_CODES) {
        const text = textOf(lineOf(code));
        expect(text, code).not.toMatch(/points\.history|As written/);
        expect(text.length, code).toBeGreaterThan(0);
      }
    },
  );

  it('says the product reasons in English on an English page, with their values', () => {
    expect(textOf(lineOf('completed'))).toBe('Completed “Dune”');
    expect(textOf(lineOf('creatorShare', { count: 1 }))).toBe('Creator share of 1 award');
    expect(textOf(lineOf('exchangeHold', { count: 1500 }))).toBe('Exchange of 1,500 points for ARTFI');
    expect(textOf(lineOf('streak'))).toBe('Daily streak: day 7');
  });

  it('says them in Arabic on an Arabic page, with Arabic digits and plural forms', async () => {
    await changeLanguage('ar');
    expect(textOf(lineOf('completed'))).toBe('أكملت «Dune»');
    expect(textOf(lineOf('creatorShare', { count: 2 }))).toBe('حصة المبدع من مكافأتين');
    expect(textOf(lineOf('welcomeBonus'))).toBe('مكافأة الترحيب');
    expect(textOf(lineOf('streak'))).toBe(`سلسلة يومية: اليوم ${new Intl.NumberFormat('ar').format(7)}`);
  });

  it('shows a reason typed by staff as typed, in any language', async () => {
    await changeLanguage('ar');
    render(
      <LedgerReasonLabel
        line={{ reason: 'Goodwill after the outage', reasonCode: null, reasonValues: {} }}
      />,
    );
    expect(screen.getByText('Goodwill after the outage')).toBeTruthy();
  });
});
