import type { ActivityDetail, CompletionQuote, EarningOutcome, PendingAward } from '@streamit/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastRegion } from '../../components/toast-region';
import { i18n } from '../../i18n/i18n';
import { installFakeFetch, respondByPath, respondJson, type FakeRequest } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { WATCH_STATS } from './points-test-support';
import { useActivityEarning } from './use-activity-earning';

const ID = '1b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a31';
// Only the fields the earning hook reads; the rest of a detail does not matter here.
const VIDEO = { id: ID, type: 'VIDEO', durationSeconds: 100, pointsReward: 0 } as ActivityDetail;
const BREAKDOWN = {
  base: 10,
  tier: 'BRONZE',
  tierMultiplier: 1.1,
  categoryMultiplier: 1,
  creatorMultiplier: 1,
  uncapped: 11,
  cappedBy: null,
  points: 11,
} as const;
const AWARD = {
  activityId: ID,
  sequence: 1,
  points: 11,
  breakdown: BREAKDOWN,
  balance: 611,
  streakBonus: null,
  completedAt: '2026-11-25T00:00:00.000Z',
};

function waiting(secondsLeft: number): PendingAward {
  return {
    id: '6a1c3f2e-7b4d-4e8a-9c1f-2d3e4f5a6b7c',
    activityId: ID,
    title: 'Night Watch',
    status: 'WAITING',
    dueAt: new Date(Date.now() + secondsLeft * 1000).toISOString(),
    points: 11,
    reason: null,
    message: null,
    createdAt: new Date().toISOString(),
    settledAt: null,
  };
}

function quote(reason: CompletionQuote['reason'], pending: PendingAward | null = null): CompletionQuote {
  return {
    activityId: ID,
    canComplete: reason === null,
    reason,
    message: null,
    breakdown: BREAKDOWN,
    pending,
  };
}

function Harness({ activity, outcome }: { activity: ActivityDetail; outcome: EarningOutcome | null }) {
  const earning = useActivityEarning(activity, true);
  return (
    <>
      <ToastRegion />
      {earning.note}
      <button
        type="button"
        onClick={() => {
          earning.onEarning(outcome);
        }}
      >
        answer
      </button>
    </>
  );
}

function start(options: {
  quote: CompletionQuote;
  outcome?: EarningOutcome | null;
  activity?: ActivityDetail;
  streakBonus?: { days: number; points: number } | null;
  sponsoredBonus?: { points: number; partner: string };
}): FakeRequest[] {
  const { requests } = installFakeFetch(
    respondByPath({
      [`/api/v1/activities/${ID}/can-complete`]: respondJson(200, options.quote),
      '/api/v1/users/me/stats/watch-to-earn': respondJson(200, WATCH_STATS),
      [`/api/v1/activities/${ID}/complete`]: respondJson(200, {
        ...AWARD,
        streakBonus: options.streakBonus ?? null,
        ...(options.sponsoredBonus ? { sponsoredBonus: options.sponsoredBonus } : {}),
      }),
    }),
  );
  storeMember(makeMember());
  renderWithProviders(<Harness activity={options.activity ?? VIDEO} outcome={options.outcome ?? null} />);
  return requests;
}

const completions = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');
const quoteReads = (requests: FakeRequest[]) =>
  requests.filter((request) => request.url.includes('can-complete'));

describe('earning points on an activity page', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("names the points by the reader's plural rules: a few in Arabic, one in English", async () => {
    await i18n.changeLanguage('ar');
    const few = { ...quote('WATCH_TIME_NOT_REACHED'), breakdown: { ...BREAKDOWN, points: 10 } };
    start({ quote: few });
    await screen.findByText('شاهد 75٪ من هذا الفيديو لتكسب 10 نقاط.');
    cleanup();
    await i18n.changeLanguage('en');
    start({ quote: { ...few, breakdown: { ...BREAKDOWN, points: 1 } } });
    await screen.findByText('Watch 75% of this video to earn 1 point.');
  });

  it('toasts the award a heartbeat answer carries, reloads the quote and never asks to complete', async () => {
    const requests = start({
      quote: quote('WATCH_TIME_NOT_REACHED'),
      outcome: { status: 'PAID', award: AWARD },
    });
    // The rules say 75 % and the quote 11 points: both from the server.
    await screen.findByText('Watch 75% of this video to earn 11 points.');
    await userEvent.click(screen.getByRole('button', { name: 'answer' }));
    await screen.findByText('+11 points: 10 base × 1.1 (Bronze tier) × 1 category = 11');
    await waitFor(() => {
      expect(quoteReads(requests).length).toBeGreaterThan(1);
    });
    expect(completions(requests)).toHaveLength(0);
  });

  it('shows the countdown of an award kept for the pause between activities', async () => {
    start({ quote: quote('COOLDOWN', waiting(83)) });
    const note = await screen.findByTestId('pending-award');
    expect(note.textContent.trim()).toMatch(
      /^\+11 points earned: they land in 1:2\d, when the pause between activities ends\.$/,
    );
  });

  it('explains a refusal with its reason and never asks to complete', async () => {
    const requests = start({ quote: quote('DAILY_CAP') });
    const note = await screen.findByTestId('completion-note');
    await waitFor(() => {
      expect(note.textContent.trim()).toBe("You have reached today's points limit. Come back tomorrow.");
    });
    await userEvent.click(screen.getByRole('button', { name: 'answer' }));
    expect(completions(requests)).toHaveLength(0);
  });

  it('completes a quiz at once when the server already holds a pass (made before completions were decided on finish)', async () => {
    const requests = start({
      quote: quote(null),
      activity: { ...VIDEO, type: 'QUIZ' },
      streakBonus: { days: 3, points: 5 },
    });
    await screen.findByText('Earn 11 points for completing this.');
    // This completion was the day's first reward, so the toast also names the streak bonus it paid.
    await screen.findByText(
      '+11 points: 10 base × 1.1 (Bronze tier) × 1 category = 11 · +5 streak bonus, day 3',
    );
    expect(completions(requests)).toHaveLength(1);
  });

  it("names a sponsor's bonus and its partner in the toast", async () => {
    start({
      quote: quote(null),
      activity: { ...VIDEO, type: 'QUIZ' },
      sponsoredBonus: { points: 5, partner: 'Gallery One' },
    });
    await screen.findByText(
      '+11 points: 10 base × 1.1 (Bronze tier) × 1 category = 11 · +5 bonus presented by Gallery One',
    );
  });
});
