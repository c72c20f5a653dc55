import { AUTH_EVENTS } from '@streamit/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_EVENTS, dispatchAppEvent, type ApiErrorKind } from '../lib/events';
import { TOAST_DURATION_MS, ToastRegion } from './toast-region';

function raise(kind: ApiErrorKind, message: string): void {
  act(() => {
    dispatchAppEvent(API_ERROR_EVENTS[kind], { kind, status: null, code: 'X', message });
  });
}

function getToasts(): HTMLElement[] {
  return Array.from(screen.getByRole('region', { name: 'Notifications' }).querySelectorAll('.si-toast'));
}

describe('toasts for the global API error events', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast per event kind, in a polite live region', () => {
    render(<ToastRegion />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');

    raise('validation', 'Please check your input data and try again.');
    raise('server', 'Server error occurred. Please try again later.');
    raise('rateLimit', 'Too many requests. Please slow down.');
    raise('network', 'Network connection failed. Please check your internet connection.');
    raise('timeout', 'Request timed out. Please try again.');
    act(() => {
      dispatchAppEvent(AUTH_EVENTS.authError, {
        realm: 'member',
        status: 401,
        message: 'Authentication failed. Please log in again.',
      });
    });

    expect(getToasts().map((toast) => toast.getAttribute('data-kind'))).toEqual([
      'validation',
      'server',
      'rateLimit',
      'network',
      'timeout',
      'auth',
    ]);
    expect(within(region).getByText('Authentication failed. Please log in again.')).toBeTruthy();
  });

  it("takes a page's request errors away when the page changes, and keeps a sign-in notice", () => {
    const { rerender } = render(<ToastRegion pathname="/auth/verify-email" />);
    raise('validation', 'Invalid or expired code.');
    act(() => {
      dispatchAppEvent(AUTH_EVENTS.authError, {
        realm: 'member',
        status: 401,
        message: 'Please log in again.',
      });
    });
    expect(getToasts()).toHaveLength(2);
    rerender(<ToastRegion pathname="/dashboard" />);
    expect(getToasts().map((toast) => toast.getAttribute('data-kind'))).toEqual(['auth']);
  });

  it('never stacks two of the same kind: a newer one replaces the older', () => {
    render(<ToastRegion />);
    raise('network', 'First failure');
    raise('network', 'Second failure');
    raise('network', 'Third failure');
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]?.textContent).toContain('Third failure');
  });

  it('hides a toast after a while, or when dismissed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<ToastRegion />);
    raise('server', 'Server error occurred. Please try again later.');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(getToasts()).toHaveLength(0);

    vi.useRealTimers();
    raise('timeout', 'Request timed out. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(getToasts()).toHaveLength(0);
  });
});
