import type { ActivityDetail, CompletionQuote } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastRegion } from '../../components/toast-region';
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

function quote(reason: CompletionQuote['reason']): CompletionQuote {
  return { activityId: ID, canComplete: reason === null, reason, message: null, breakdown: BREAKDOWN };
}

function Harness({ activity }: { activity: ActivityDetail }) {
  const earning = useActivityEarning(activity, true);
  return (
    <>
      <ToastRegion />
      {earning.note}
      {[50, 80].map((seconds) => (
        <button
          key={seconds}
          type="button"
          onClick={() => {
            earning.onProgress({ kind: 'watch', sessionWatchedSeconds: seconds });
          }}
        >
          {`watched ${String(seconds)}`}
        </button>
      ))}
    </>
  );
}

function start(
  reason: CompletionQuote['reason'],
  activity = VIDEO,
  streakBonus: { days: number; points: number } | null = null,
): FakeRequest[] {
  const { requests } = installFakeFetch(
    respondByPath({
      [`/api/v1/activities/${ID}/can-complete`]: respondJson(200, quote(reason)),
      '/api/v1/users/me/stats/watch-to-earn': respondJson(200, WATCH_STATS),
      [`/api/v1/activities/${ID}/complete`]: respondJson(200, {
        activityId: ID,
        sequence: 1,
        points: 11,
        breakdown: BREAKDOWN,
        balance: 611,
        streakBonus,
        completedAt: '2026-11-25T00:00:00.000Z',
      }),
    }),
  );
  storeMember(makeMember());
  renderWithProviders(<Harness activity={activity} />);
  return requests;
}

const completions = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');

describe('earning points on an activity page', { timeout: 15_000 }, () => {
  it('completes a video once the verified watching reaches the server rule, and toasts the points and why', async () => {
    const requests = start('WATCH_TIME_NOT_REACHED');
    // The rules say 75 % and the quote 11 points: both from the server.
    expect(await screen.findByText('Watch 75% of this video to earn 11 points.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'watched 50' }));
    expect(completions(requests)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'watched 80' }));
    await userEvent.click(screen.getByRole('button', { name: 'watched 80' }));
    expect(await screen.findByText('+11 points: 10 base × 1.1 (Bronze tier) × 1 category = 11')).toBeTruthy();
    expect(screen.getByText('Points earned')).toBeTruthy();
    expect(completions(requests)).toHaveLength(1);
  });

  it('explains a refusal with its reason and never asks to complete', async () => {
    const requests = start('DAILY_CAP');
    const note = await screen.findByTestId('completion-note');
    await waitFor(() => {
      expect(note.textContent.trim()).toBe("You have reached today's points limit. Come back tomorrow.");
    });
    await userEvent.click(screen.getByRole('button', { name: 'watched 80' }));
    expect(completions(requests)).toHaveLength(0);
  });

  it('completes a quiz at once when the server already holds a pass (made before completions were asked for)', async () => {
    const requests = start(null, { ...VIDEO, type: 'QUIZ' }, { days: 3, points: 5 });
    expect(await screen.findByText('Earn 11 points for completing this.')).toBeTruthy();
    // This completion was the day's first reward, so the toast also names the streak bonus it paid.
    expect(
      await screen.findByText(
        '+11 points: 10 base × 1.1 (Bronze tier) × 1 category = 11 · +5 streak bonus, day 3',
      ),
    ).toBeTruthy();
    expect(completions(requests)).toHaveLength(1);
  });
});
