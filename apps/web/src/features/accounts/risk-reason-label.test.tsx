import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { loadCataloguePart } from '../../i18n/i18n';
import { RiskReasonLabel } from './risk-reason-label';

afterEach(async () => {
  await changeLanguage('en');
});

describe('RiskReasonLabel', () => {
  it('says the 2FA status and counted reasons in Arabic on an Arabic page', async () => {
    await loadCataloguePart('pages');
    await changeLanguage('ar');
    const { rerender } = render(
      <RiskReasonLabel reason={{ code: 'NO_TWO_FACTOR', message: 'Two-factor authentication is off.' }} />,
    );
    expect(screen.getByText('المصادقة الثنائية متوقفة.')).toBeTruthy();
    rerender(
      <RiskReasonLabel
        reason={{ code: 'NEW_DEVICES', message: '2 new untrusted devices in the last 24 hours.' }}
      />,
    );
    expect(screen.getByText('جهازان جديدان غير موثوقين في آخر 24 ساعة.')).toBeTruthy();
  });

  it('words English counts by plural form, and shows an unknown reason as the server wrote it', async () => {
    await loadCataloguePart('pages');
    const { rerender } = render(
      <RiskReasonLabel
        reason={{ code: 'MANY_IPS', message: 'Sign-ins from 4 IP addresses in the last 7 days.' }}
      />,
    );
    expect(screen.getByText('Sign-ins from 4 IP addresses in the last 7 days.')).toBeTruthy();
    rerender(<RiskReasonLabel reason={{ code: 'SOMETHING_NEW', message: 'A new reason.' }} />);
    expect(screen.getByText('A new reason.')).toBeTruthy();
  });
});
