import type { AdminMember, SocialClaim, SocialTask } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
  type FakeRequest,
  type Responder,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const TASK: SocialTask = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'FOLLOW',
  title: 'Follow StreamIt',
  target: 'StreamItHQ',
  points: 40,
  maxCompletions: null,
  completions: 0,
  startsAt: null,
  endsAt: null,
  minTier: null,
  active: true,
  version: 1,
  createdAt: '2026-11-25T07:00:00.000Z',
  updatedAt: '2026-11-25T07:00:00.000Z',
};
const MEMBER: AdminMember = {
  id: '00000000-0000-4000-8000-000000000201',
  email: 'lina@example.com',
  emailVerified: true,
  firstName: 'Lina',
  lastName: null,
  displayName: 'Lina',
  avatarUrl: null,
  tier: 'SILVER',
  totalPoints: 10,
  isContentCreator: false,
  creatorStatus: 'NONE',
  status: 'ACTIVE',
  suspendedAt: null,
  suspendedUntil: null,
  suspensionReason: null,
  createdAt: '2026-11-01T07:00:00.000Z',
};
const CLAIM: SocialClaim = {
  id: '00000000-0000-4000-8000-000000000301',
  taskId: TASK.id,
  taskTitle: TASK.title,
  taskKind: 'FOLLOW',
  userId: MEMBER.id,
  memberEmail: MEMBER.email,
  memberName: 'Lina',
  state: 'VERIFIED',
  verifiedVia: 'BYPASS',
  evidenceUrl: null,
  evidenceText: null,
  points: 40,
  reason: 'X suspended her account by mistake',
  createdAt: '2026-11-25T07:00:00.000Z',
  updatedAt: '2026-11-25T07:00:00.000Z',
};
const BYPASS = '/api/v1/social/follow/twitter/bypass';

function serve(find: Responder = respondJson(200, { items: [MEMBER] })) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/admin/social-tasks': respondJson(200, { items: [TASK] }),
      '/api/v1/admin/social-tasks/claims': respondJson(200, { items: [] }),
      '/api/v1/admin/users/find': find,
      [BYPASS]: respondJson(200, CLAIM),
    }),
  );
}

const bypasses = (requests: FakeRequest[]) => requests.filter((request) => request.url.endsWith(BYPASS));

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Mark a task verified for a member' });
  await user.selectOptions(
    within(form).getByLabelText('Task'),
    await within(form).findByRole('option', { name: 'Follow StreamIt (Follow)' }),
  );
  await user.type(
    within(form).getByLabelText('Reason (kept in the audit log)'),
    'X suspended her account by mistake',
  );
  await user.type(
    within(form).getByLabelText('Member’s email, id or display name (exact)'),
    'lina@example.com',
  );
  await user.click(within(form).getByRole('button', { name: 'Find' }));
  return form;
}

describe('the staff bypass of a social task', { timeout: 15_000 }, () => {
  it('finds the member, asks for confirmation, then marks the task verified and says what was paid', async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const { requests } = serve();
    renderApp('/admin/social-tasks');
    const user = userEvent.setup();
    const form = await fillIn(user);
    await user.click(await within(form).findByRole('radio', { name: 'Lina · lina@example.com' }));
    await user.click(within(form).getByRole('button', { name: 'Review…' }));
    const question = within(form).getByRole('group', {
      name: 'Mark “Follow StreamIt” verified for Lina and pay 40 points? Reason: “X suspended her account by mistake”.',
    });
    expect(bypasses(requests)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Mark verified' }));
    await within(form).findByText('“Follow StreamIt” is verified for Lina: 40 points paid.');
    expect(readJsonBody(bypasses(requests)[0])).toEqual({
      taskId: TASK.id,
      userId: MEMBER.id,
      reason: 'X suspended her account by mistake',
    });
  });

  it('sends nothing until a member is chosen, and shows why a search was refused', async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const { requests } = serve(respondError(403, 'FORBIDDEN', 'You do not have permission to do this.'));
    renderApp('/admin/social-tasks');
    const user = userEvent.setup();
    const form = await fillIn(user);
    await within(form).findByText('You do not have permission to do this.');
    await user.click(within(form).getByRole('button', { name: 'Review…' }));
    expect(within(form).getByText('Find the member and choose them first.')).toBeTruthy();
    await waitFor(() => {
      expect(bypasses(requests)).toEqual([]);
    });
  });
});
