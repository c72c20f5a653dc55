import type { PendingAward } from '@streamit/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastRegion } from '../../components/toast-region';
import { inSequence, installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { nextPendingCheckMs } from './list-pending-awards.queries';
import { PendingAwardsWatcher } from './pending-awards-watcher';

function award(
  status: PendingAward['status'],
  dueInMs: number,
  reason: PendingAward['reason'] = null,
): PendingAward {
  return {
    id: '0d7f0a5e-1c2b-4d3e-8f4a-5b6c7d8e9f00',
    activityId: '1b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a31',
    title: 'The Night Watch',
    status,
    dueAt: new Date(Date.now() + dueInMs).toISOString(),
    points: 15,
    reason,
    message: null,
    createdAt: new Date().toISOString(),
    settledAt: status === 'WAITING' ? null : new Date().toISOString(),
  };
}

describe('awards kept for the pause between activities', { timeout: 15_000 }, () => {
  it('asks again just after the earliest waiting award is due, and not at all when nothing waits', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    const at = (ms: number) => new Date(now + ms).toISOString();
    const list = (items: Partial<PendingAward>[]) => ({
      items: items.map((item) => ({ ...award('WAITING', 0), ...item })),
    });
    expect(nextPendingCheckMs(list([{ dueAt: at(10_000) }, { dueAt: at(4_000) }]), now)).toBe(5_500);
    expect(nextPendingCheckMs(list([{ dueAt: at(-60_000) }]), now)).toBe(2_000);
    expect(nextPendingCheckMs(list([{ dueAt: at(600_000) }]), now)).toBe(30_000);
    expect(nextPendingCheckMs(list([{ status: 'PAID' }]), now)).toBe(false);
    expect(nextPendingCheckMs(undefined, now)).toBe(false);
  });

  it('toasts an award the member saw waiting once it lands', async () => {
    installFakeFetch(
      respondByPath({
        '/api/v1/points/pending-awards': inSequence(
          respondJson(200, { items: [award('WAITING', 100)] }),
          respondJson(200, { items: [award('PAID', 100)] }),
        ),
      }),
    );
    storeMember(makeMember());
    renderWithProviders(
      <>
        <ToastRegion />
        <PendingAwardsWatcher />
      </>,
    );
    await screen.findByText('+15 points landed for “The Night Watch”.', {}, { timeout: 5000 });
  });

  it('says why when a waiting award is refused', async () => {
    installFakeFetch(
      respondByPath({
        '/api/v1/points/pending-awards': inSequence(
          respondJson(200, { items: [award('WAITING', 100)] }),
          respondJson(200, { items: [award('REFUSED', 100, 'DAILY_CAP')] }),
        ),
      }),
    );
    storeMember(makeMember());
    renderWithProviders(
      <>
        <ToastRegion />
        <PendingAwardsWatcher />
      </>,
    );
    const text =
      "No points for “The Night Watch”: You have reached today's points limit. Come back tomorrow.";
    await screen.findByText(text, {}, { timeout: 5000 });
    expect(screen.getByText('Points not paid')).toBeTruthy();
  });
});
