import type { MemberSocialTask, TweetDetails } from '@streamit/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installFakeFetch,
  respondByPath,
  respondError,
  respondJson,
  type Responder,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondProviders } from '../../test/auth-providers';
import { respondSiteConfig } from '../../test/site-config';

const TASK: MemberSocialTask = {
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'LIKE',
  title: 'Like the launch post',
  target: '1790000000000000001',
  targetUrl: 'https://x.com/i/status/1790000000000000001',
  points: 25,
  minTier: null,
  startsAt: null,
  endsAt: null,
  state: 'TO_DO',
  blockedReason: null,
  pointsAwarded: 0,
  reason: null,
  verifiedAt: null,
};
const POST: TweetDetails = {
  id: '1790000000000000001',
  text: 'StreamIt opens its calligraphy season tonight.',
  url: 'https://x.com/i/status/1790000000000000001',
  createdAt: '2026-11-20T10:00:00.000Z',
  author: { id: '42', username: 'StreamItHQ', name: 'StreamIt' },
  likeCount: 1,
  retweetCount: 1200,
};
const DETAILS = '/api/v1/social/tweet-details';

function serve(mode: 'X_API' | 'MANUAL', details: Responder) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/auth/providers': respondProviders(),
      '/api/v1/social/requirements': respondJson(200, { mode, xLinked: true, tasks: [TASK] }),
      [DETAILS]: details,
    }),
  );
}

describe('the X post preview of a social task', { timeout: 15_000 }, () => {
  it('reads the post only when the member opens it, then shows its author, text and counts', async () => {
    storeMember(makeMember());
    const { requests } = serve('X_API', respondJson(200, POST));
    renderApp('/watch-to-earn');
    const show = await screen.findByRole('button', { name: 'Show the post of “Like the launch post”' });
    expect(requests.some((request) => request.url.includes(DETAILS))).toBe(false);
    await userEvent.click(show);
    const post = await screen.findByRole('figure');
    expect(within(post).getByText('StreamIt opens its calligraphy season tonight.')).toBeTruthy();
    expect(post.textContent).toContain('@StreamItHQ');
    expect(post.textContent).toContain('1 like · 1,200 reposts');
    const asked = requests.find((request) => request.url.includes(DETAILS));
    expect(new URL(asked?.url ?? '', 'http://x').searchParams.get('taskId')).toBe(TASK.id);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the post of “Like the launch post”' }));
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('says plainly when X no longer has the post', async () => {
    storeMember(makeMember());
    serve('X_API', respondError(404, 'SOCIAL_POST_NOT_FOUND', 'This post was not found on X.'));
    renderApp('/watch-to-earn');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show the post of “Like the launch post”' }),
    );
    const message = await screen.findByText('This post was not found on X.');
    expect(message.getAttribute('role')).toBe('alert');
  });

  it('offers no preview when checks with X are off (manual review)', async () => {
    storeMember(makeMember());
    const { requests } = serve('MANUAL', respondJson(200, POST));
    renderApp('/watch-to-earn');
    await screen.findByText('Like the launch post');
    expect(screen.queryByRole('button', { name: /Show the post/ })).toBeNull();
    expect(requests.some((request) => request.url.includes(DETAILS))).toBe(false);
  });
});
