import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadCataloguePart } from '../../i18n/i18n';
import { DeviceLabel } from './device-label';

afterEach(async () => {
  await changeLanguage('en');
});

describe('DeviceLabel', () => {
  it('joins the browser and the system in the reader’s language', async () => {
    await loadCataloguePart('pages');
    await changeLanguage('ar');
    const { rerender } = render(<DeviceLabel name="Chrome on Windows" />);
    expect(screen.getByText('Chrome على Windows')).toBeTruthy();
    rerender(<DeviceLabel name={null} />);
    expect(screen.getByText('جهاز غير معروف')).toBeTruthy();
  });

  it('shows a name taken verbatim from an unknown agent as it is', async () => {
    await loadCataloguePart('pages');
    const { rerender } = render(<DeviceLabel name="curl/8.5.0" />);
    expect(screen.getByText('curl/8.5.0')).toBeTruthy();
    rerender(<DeviceLabel name="Firefox on Linux" />);
    expect(screen.getByText('Firefox on Linux')).toBeTruthy();
  });
});
