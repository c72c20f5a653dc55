import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '../components/layout/language-switch';
import { i18n } from './i18n';
import { useTranslation } from './use-translation';

function Countdown({ days }: { days: number }) {
  const { t, i18n: active } = useTranslation();
  return (
    <p>
      {active.language}: {t('countdown.days', { count: days })}
    </p>
  );
}

describe('useTranslation', () => {
  it('re-renders in the new language when the switch is pressed', async () => {
    const onLanguage = vi.fn();
    i18n.on('languageChanged', onLanguage);
    render(
      <>
        <Countdown days={2} />
        <LanguageSwitch />
      </>,
    );
    expect(screen.queryByText('en: Days')).not.toBeNull();

    await act(async () => {
      screen.getByRole('button', { name: 'العربية' }).click();
      // The Arabic catalogue is a dynamic import: on a loaded 2-core machine it can take longer than waitFor's 1 s.
      await vi.waitFor(
        () => {
          expect(i18n.language).toBe('ar');
        },
        { timeout: 10_000 },
      );
    });

    expect(screen.queryByText('ar: يومان')).not.toBeNull();
    expect(document.documentElement.lang).toBe('ar');
    expect(onLanguage).toHaveBeenCalledWith('ar');
    expect(screen.queryByRole('button', { name: 'English' })).not.toBeNull();
    i18n.off('languageChanged', onLanguage);
  });
});
