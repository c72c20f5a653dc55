import type { MemberSocialTask, SocialRequirements, WatchToEarnStats } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { providerRedirect } from '../../lib/provider-link';
import {
  inSequence,
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondProviders } from '../../test/auth-providers';
import { respondSiteConfig } from '../../test/site-config';

const WATCH_STATS: WatchToEarnStats = {
  rules: { baseVideoPoints: 12, videoWatchPercent: 75, dailyCap: 400, weeklyCap: 2000, cooldownSeconds: 30 },
  today: { earned: 0, cap: 400 },
  week: { earned: 0, cap: 2000 },
  videosCompleted: 0,
  pointsFromVideos: 0,
};

const TASK: MemberSocialTask = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'FOLLOW',
  title: 'Follow StreamIt on X',
  target: 'StreamItHQ',
  targetUrl: 'https://x.com/StreamItHQ',
  points: 40,
  minTier: null,
  startsAt: null,
  endsAt: null,
  state: 'TO_DO',
  blockedReason: null,
  pointsAwarded: 0,
  reason: null,
  verifiedAt: null,
};

function requirements(overrides: Partial<SocialRequirements> = {}): SocialRequirements {
  return { mode: 'X_API', xLinked: true, tasks: [TASK], ...overrides };
}

function serve(
  social: ReturnType<typeof respondJson>,
  extra: Record<string, ReturnType<typeof respondJson>> = {},
) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/auth/providers': respondProviders(),
      '/api/v1/users/me/stats/watch-to-earn': respondJson(200, WATCH_STATS),
      '/api/v1/social/requirements': social,
      ...extra,
    }),
  );
}

/** A paragraph whose whole text is `text` (the task's line spans a link). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

describe('the Social tasks section of Watch to Earn', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("names a task's points by the language's plural rules: a few in Arabic, one in English", async () => {
    await i18n.changeLanguage('ar');
    serve(respondJson(200, requirements({ tasks: [{ ...TASK, points: 3 }] })));
    storeMember(makeMember());
    const { unmount } = renderApp('/watch-to-earn');
    await screen.findByText(paragraph('متابعة · @StreamItHQ · 3 نقاط'));
    unmount();
    await i18n.changeLanguage('en');
    serve(respondJson(200, requirements({ tasks: [{ ...TASK, points: 1 }] })));
    renderApp('/watch-to-earn');
    await screen.findByText(paragraph('Follow · @StreamItHQ · 1 point'));
  });

  it('verifies a follow and shows it verified', async () => {
    const verified: MemberSocialTask = {
      ...TASK,
      state: 'VERIFIED',
      pointsAwarded: 40,
      verifiedAt: '2026-11-25T07:00:00.000Z',
    };
    const { requests } = serve(
      inSequence(respondJson(200, requirements()), respondJson(200, requirements({ tasks: [verified] }))),
      { '/api/v1/social/follow/twitter/verify': respondJson(200, { task: verified, balance: 40 }) },
    );
    storeMember(makeMember());
    renderApp('/watch-to-earn');
    const item = await screen.findByTestId('social-task');
    expect(within(item).getByTestId('social-task-state').textContent).toBe('To do');
    await userEvent.click(within(item).getByRole('button', { name: 'Verify' }));
    await waitFor(() => {
      expect(screen.getByTestId('social-task-state').textContent).toBe('Verified');
    });
    const call = requests.find((request) => request.url.includes('/social/follow/twitter/verify'));
    expect(readJsonBody(call)).toEqual({ taskId: TASK.id });
  });

  it('shows the server message when X has not seen it yet', async () => {
    serve(respondJson(200, requirements()), {
      '/api/v1/social/follow/twitter/verify': respondError(
        409,
        'SOCIAL_NOT_YET',
        'We could not find this on X yet.',
      ),
    });
    storeMember(makeMember());
    renderApp('/watch-to-earn');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this on X yet.');
  });

  it('links X for a member without it: asks the server for the X page and goes there', async () => {
    const approval = 'https://x.example/i/oauth2/authorize?state=abc';
    const { requests } = serve(respondJson(200, requirements({ xLinked: false })), {
      '/api/v1/auth/link-provider/twitter': respondJson(200, { url: approval }),
    });
    const go = vi.spyOn(providerRedirect, 'go').mockImplementation(() => undefined);
    storeMember(makeMember());
    renderApp('/watch-to-earn');
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    const link = await screen.findByRole('button', { name: 'Link X' });
    // The button waits for the server to say X is configured before it offers the link.
    await waitFor(() => {
      expect(link.hasAttribute('disabled')).toBe(false);
    });
    await userEvent.click(link);
    await waitFor(() => {
      expect(go).toHaveBeenCalledWith(approval);
    });
    const call = requests.find((request) => request.url.includes('/auth/link-provider/twitter'));
    expect(call?.method).toBe('POST');
    expect(readJsonBody(call)).toEqual({ returnTo: '/watch-to-earn' });
    go.mockRestore();
  });

  it('says so when the member comes back from X linked, or why not', async () => {
    serve(respondJson(200, requirements()));
    storeMember(makeMember());
    const linked = renderApp('/watch-to-earn?linked=twitter');
    expect((await screen.findByText(/Your X account is linked/)).getAttribute('role')).toBe('status');
    linked.unmount();
    renderApp('/watch-to-earn?linkError=OAUTH_ACCOUNT_ALREADY_LINKED');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'X was not linked: This provider account is already linked to another StreamIt account.',
    );
  });

  it('says why X cannot be linked when the server has no X sign-in configured', async () => {
    serve(respondJson(200, requirements({ xLinked: false })), {
      '/api/v1/auth/providers': respondProviders({ twitter: false }),
    });
    storeMember(makeMember());
    renderApp('/watch-to-earn');
    await screen.findByText(
      'Linking X is not available on this site yet, so these tasks cannot be verified for now.',
    );
    expect(screen.queryByRole('button', { name: 'Link X' })).toBeNull();
  });

  it('takes evidence in manual mode', async () => {
    const pending: MemberSocialTask = { ...TASK, state: 'PENDING_REVIEW' };
    const { requests } = serve(
      inSequence(
        respondJson(200, requirements({ mode: 'MANUAL' })),
        respondJson(200, requirements({ mode: 'MANUAL', tasks: [pending] })),
      ),
      { '/api/v1/social/follow/manual-verify': respondJson(202, { task: pending, balance: 0 }) },
    );
    storeMember(makeMember());
    renderApp('/watch-to-earn');
    await userEvent.type(
      await screen.findByLabelText('Link to your post or profile'),
      'https://x.com/me/following',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => {
      expect(screen.getByTestId('social-task-state').textContent).toBe('Pending review');
    });
    const call = requests.find((request) => request.url.includes('/manual-verify'));
    expect(readJsonBody(call)).toEqual({ taskId: TASK.id, evidenceUrl: 'https://x.com/me/following' });
  });

  it('says one of the link and the note is required, and sends nothing without either', async () => {
    const { requests } = serve(respondJson(200, requirements({ mode: 'MANUAL' })));
    storeMember(makeMember());
    renderApp('/watch-to-earn');
    const send = await screen.findByRole('button', { name: 'Send for review' });
    expect(send.hasAttribute('disabled')).toBe(false);
    const hint = screen.getByLabelText('Note').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hint)?.textContent).toBe(
      'Give a link, a note, or both: one of these is required.',
    );
    await userEvent.click(send);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Give a link, a note, or both: one of these is required.',
    );
    expect(screen.getByLabelText('Link to your post or profile').getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.url.includes('/manual-verify'))).toBe(false);
  });
});
