import type { SocialClaim, SocialTask } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, readJsonBody, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const API = '/api/v1/admin/social-tasks';

const TASK: SocialTask = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'LIKE',
  title: 'Like the launch post',
  target: '9001',
  points: 25,
  maxCompletions: 100,
  completions: 3,
  startsAt: null,
  endsAt: null,
  minTier: null,
  active: true,
  version: 1,
  createdAt: '2026-11-25T07:00:00.000Z',
  updatedAt: '2026-11-25T07:00:00.000Z',
};

const CLAIM: SocialClaim = {
  id: '00000000-0000-4000-8000-000000000101',
  taskId: TASK.id,
  taskTitle: TASK.title,
  taskKind: 'LIKE',
  userId: '00000000-0000-4000-8000-000000000201',
  memberEmail: 'lina@example.com',
  memberName: 'Lina',
  state: 'PENDING_REVIEW',
  verifiedVia: null,
  evidenceUrl: 'https://x.com/lina/likes',
  evidenceText: null,
  points: 0,
  reason: null,
  createdAt: '2026-11-25T07:00:00.000Z',
  updatedAt: '2026-11-25T07:00:00.000Z',
};

function serve() {
  return installFakeFetch(
    respondByPath({
      [API]: respondJson(200, { items: [TASK] }),
      [`${API}/claims`]: respondJson(200, { items: [CLAIM] }),
      [`${API}/claims/${CLAIM.id}/decision`]: respondJson(200, { ...CLAIM, state: 'VERIFIED' }),
    }),
  );
}

describe('the admin social tasks screen', { timeout: 15_000 }, () => {
  it('refuses staff without canManagePoints', async () => {
    storeAdmin(makeAdmin('MODERATOR', { canManagePoints: false }));
    const { requests } = serve();
    renderApp('/admin/social-tasks');
    await screen.findByText("You don't have access to this section");
    expect(requests.filter((request) => /social|users\/find/.test(request.url))).toEqual([]);
  });

  it('lists tasks, creates one and approves a submission', async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const { requests } = serve();
    renderApp('/admin/social-tasks');
    await screen.findByText('Like the launch post');
    expect(screen.getByText('3 / 100')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Title'), 'Follow us');
    await userEvent.type(screen.getByLabelText('X username or profile link'), 'StreamItHQ');
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    await waitFor(() => {
      const create = requests.find((request) => request.method === 'POST' && request.url.endsWith(API));
      expect(readJsonBody(create)).toEqual({
        kind: 'FOLLOW',
        title: 'Follow us',
        target: 'StreamItHQ',
        points: 50,
        maxCompletions: null,
      });
    });
    expect(screen.getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => {
      const decision = requests.find((request) => request.url.includes('/decision'));
      expect(readJsonBody(decision)).toEqual({ decision: 'APPROVE', reason: '' });
    });
  });

  it('creates a like task from a pasted post link, sending the post id', async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const { requests } = serve();
    renderApp('/admin/social-tasks');
    await userEvent.selectOptions(await screen.findByLabelText('Kind'), 'LIKE');
    await userEvent.type(screen.getByLabelText('Title'), 'Like the trailer');
    const target = screen.getByLabelText('Post link or id');
    await userEvent.type(target, 'https://x.com/streamit');
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    const error = document.getElementById(target.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Paste the post’s link (x.com/…/status/…) or its number.');
    const trailerPosts = () =>
      requests.filter(
        (request) => request.method === 'POST' && JSON.stringify(readJsonBody(request)).includes('trailer'),
      );
    expect(trailerPosts()).toEqual([]);
    await userEvent.clear(target);
    await userEvent.type(target, 'https://twitter.com/streamit/status/1790000000000000001?s=20');
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    await waitFor(() => {
      expect(readJsonBody(trailerPosts()[0])).toMatchObject({ kind: 'LIKE', target: '1790000000000000001' });
    });
  });
});
