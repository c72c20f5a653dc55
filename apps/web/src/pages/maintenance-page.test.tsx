import { getSiteConfigEndpoint } from '@streamit/contract/routes';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../lib/api-client';
import { installFakeFetch, respondError } from '../test/fake-fetch';
import { renderWithProviders } from '../test/render-app';
import { makeSiteConfig, respondSiteConfig } from '../test/site-config';
import { MaintenancePage } from './maintenance-page';

function readCountdown(): string[] {
  return ['days', 'hours', 'minutes', 'seconds'].map(
    (unit) => screen.getByTestId(`countdown-${unit}`).textContent,
  );
}

// Without a configuration answer the page counts to the contract's default end date.
function renderPage(endsAt?: string) {
  installFakeFetch(respondError(404, 'NOT_FOUND', 'Not found'));
  renderWithProviders(<MaintenancePage endsAt={endsAt} />);
}

async function renderWithConfig(config: ReturnType<typeof makeSiteConfig>) {
  installFakeFetch(respondSiteConfig(config));
  renderWithProviders(<MaintenancePage />);
  await act(async () => {
    // The shared API client spaces requests 50 ms apart, counted from the previous test's last call.
    await vi.advanceTimersByTimeAsync(600);
  });
}

describe('maintenance page', () => {
  beforeEach(async () => {
    // Web test files share a worker's modules (isolate: false), so the app's API client may still be pacing another
    // file's burst of requests, seconds ahead. One request in real time first: then this test's own waits at most
    // the 50 ms spacing, which the fake clock below covers.
    installFakeFetch(respondSiteConfig());
    await apiClient.request(getSiteConfigEndpoint);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2025-09-01T08:30:15Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces the unveiling and counts down to the end date, every second', () => {
    renderPage('2025-09-02T10:00:00Z');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      "We're Getting Ready to Unveil Something New",
    );
    expect(screen.getByRole('timer', { name: 'Time left' })).toBeTruthy();
    expect(readCountdown()).toEqual(['01', '01', '29', '45']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(readCountdown()).toEqual(['01', '01', '29', '44']);
    act(() => {
      vi.advanceTimersByTime(45_000);
    });
    expect(readCountdown()).toEqual(['01', '01', '28', '59']);
  });

  it('counts to the default end date when none is given', () => {
    renderPage();
    expect(readCountdown()).toEqual(['01', '01', '29', '45']);
  });

  it('stops at zeros when the end date is reached', () => {
    renderPage('2025-09-01T08:30:17Z');
    expect(readCountdown()).toEqual(['00', '00', '00', '02']);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(readCountdown()).toEqual(['00', '00', '00', '00']);
  });

  it('shows zeros for a past end date', () => {
    renderPage('2024-01-01T00:00:00Z');
    expect(readCountdown()).toEqual(['00', '00', '00', '00']);
  });

  it('shows zeros for an end date that is not ISO 8601', () => {
    renderPage('next Tuesday');
    expect(readCountdown()).toEqual(['00', '00', '00', '00']);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(readCountdown()).toEqual(['00', '00', '00', '00']);
  });

  it('counts to the configured end date, shows the staff note and the support address', async () => {
    await renderWithConfig(
      makeSiteConfig({
        countdownEndDate: '2025-09-01T09:30:15Z',
        maintenance: {
          enabled: true,
          endsAt: '2025-09-01T09:30:15Z',
          message: 'Moving to a bigger gallery.',
        },
      }),
    );
    expect(readCountdown()).toEqual(['00', '01', '00', '00']);
    expect(screen.getByText('Moving to a bigger gallery.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@streamit.test' }).getAttribute('href')).toBe(
      'mailto:help@streamit.test',
    );
  });

  it('shows zeros when the configured end date is not ISO 8601', async () => {
    await renderWithConfig(makeSiteConfig({ countdownEndDate: 'after the summer' }));
    expect(readCountdown()).toEqual(['00', '00', '00', '00']);
  });

  it('labels the units with plural forms', () => {
    renderPage('2025-09-01T09:31:16Z');
    expect(screen.getByText('Hour')).toBeTruthy();
    expect(screen.getByText('Minute')).toBeTruthy();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getByText('Days')).toBeTruthy();
  });
});
