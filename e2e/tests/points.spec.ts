import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { useSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import { startPlayback, waitForPlayableVideo } from '../support/video.js';

/** What /points shows: the balance and the tier bar's figures in words. */
async function readPointsPage(page: Page) {
  await page.goto('/points');
  const balance = page.getByTestId('points-balance');
  await expect(balance).toBeVisible({ timeout: 15_000 });
  const tier = page.getByTestId('tier-progress-bar');
  return {
    balance: Number((await balance.textContent())?.replace(/\D/g, '')),
    tierText: await tier.getAttribute('aria-valuetext'),
    tierPercent: Number(await tier.getAttribute('aria-valuenow')),
  };
}

interface Completion {
  points: number;
  balance: number;
  breakdown: { base: number };
  /** A daily streak bonus paid with the day's first reward, where the server pays one. */
  streakBonus?: { points: number } | null;
}

test.describe('points', () => {
  test('a new member watches a demo video to the threshold, is paid by the heartbeat that reaches it, sees the points arrive with why, the tier progress move, and finds themself on the leaderboard', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const video = await waitForPlayableVideo(page.request);
    const lastName = `Points${randomBytes(3).toString('hex')}`;
    const member = await registerVerifiedMember(page.request, 'points', { firstName: 'Rania', lastName });
    await useSession(page, await logInMember(page.request, member));

    const before = await readPointsPage(page);
    // How to earn is the server's configuration, not numbers in the page.
    await expect(page.getByTestId('how-to-earn')).toContainText(/Watch \d+% of a video: \d+ points/);
    await expectNoSeriousViolations(page, '/points before earning');

    await page.goto(`/activities/${video.id}`);
    const note = page.getByTestId('completion-note');
    await expect(note).toContainText(/Watch \d+% of this video to earn \d+ points\./, { timeout: 15_000 });
    const quoted = Number(/earn (\d+) points/.exec((await note.textContent()) ?? '')?.[1]);
    // Really played: the server credits only verified watch time, and the heartbeat that brings it to the
    // threshold completes the video; its answer carries the award (decision 047). The page never asks.
    const completed = page.waitForResponse(
      async (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/activities/${video.id}/interact`) &&
        ((await response.json()) as { earning: { status: string } | null }).earning !== null,
      { timeout: 60_000 },
    );
    await startPlayback(page);
    const answer = await completed;
    const { earning } = (await answer.json()) as { earning: { status: string; award: Completion } };
    expect(earning.status).toBe('PAID');
    const result = earning.award;
    expect(result.points).toBe(quoted);
    const earned = quoted + (result.streakBonus?.points ?? 0);
    expect(result.balance).toBe(before.balance + earned);

    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect(toasts).toContainText('Points earned');
    await expect(toasts).toContainText(`+${String(quoted)} points: ${String(result.breakdown.base)} base ×`);
    await expect(note).toHaveText('You have already completed this activity.');

    const after = await readPointsPage(page);
    expect(after.balance).toBe(before.balance + earned);
    expect(after.tierText).not.toBe(before.tierText);
    expect(after.tierPercent).toBeGreaterThanOrEqual(before.tierPercent);
    const line = page
      .getByTestId('points-history-line')
      .filter({ has: page.getByTestId('points-why') })
      .first();
    await expect(line).toContainText(`+${String(quoted)}`);
    await expect(line.getByTestId('points-why')).toContainText(`${String(result.breakdown.base)} base ×`);

    await page.goto('/leaderboard');
    const me = page.getByTestId('leaderboard-me');
    await expect(me).toContainText(/Your rank: #\d+ with [\d,]+ points/, { timeout: 15_000 });
    await expectNoSeriousViolations(page, '/leaderboard (member)');
    const hide = page.getByRole('switch', { name: 'Hide me from the leaderboard' });
    await expect(hide).not.toBeChecked();
    await hide.check();
    await expect(me).toHaveText('You are not on this leaderboard yet.');
    await hide.uncheck();
    await expect(me).toContainText('Your rank: #');
  });

  test('a guest sees the leaderboard with names only and is asked to sign in for their own rank', async ({
    page,
  }) => {
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByText('Sign in to see your own rank.')).toBeVisible();
    await page.getByRole('button', { name: 'This week' }).click();
    await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expectNoSeriousViolations(page, '/leaderboard (guest)');
  });
});
