import type { AdminMember, SocialClaim, SocialTask } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
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

function serve(find: Responder = respondJson(200, { items: [MEMBER] }), points = TASK.points) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/admin/social-tasks': respondJson(200, { items: [{ ...TASK, points }] }),
      '/api/v1/admin/social-tasks/claims': respondJson(200, { items: [] }),
      '/api/v1/admin/users/find': find,
      [BYPASS]: respondJson(200, { ...CLAIM, points }),
    }),
  );
}

const bypasses = (requests: FakeRequest[]) => requests.filter((request) => request.url.endsWith(BYPASS));

const ENGLISH_FORM = {
  form: 'Mark a task verified for a member',
  task: 'Task',
  option: 'Follow StreamIt (Follow)',
  reason: 'Reason (kept in the audit log)',
  member: 'Member’s email, id or display name (exact)',
  find: 'Find',
};
const ARABIC_FORM: typeof ENGLISH_FORM = {
  form: 'تأكيد مهمة لعضو',
  task: 'المهمة',
  option: 'Follow StreamIt (متابعة)',
  reason: 'السبب (يُحفظ في سجل التدقيق)',
  member: 'البريد الإلكتروني للعضو أو معرّفه أو اسمه الظاهر (مطابق تمامًا)',
  find: 'بحث',
};

async function fillIn(user: ReturnType<typeof userEvent.setup>, labels = ENGLISH_FORM) {
  const form = await screen.findByRole('form', { name: labels.form });
  await user.selectOptions(
    within(form).getByLabelText(labels.task),
    await within(form).findByRole('option', { name: labels.option }),
  );
  await user.type(within(form).getByLabelText(labels.reason), 'X suspended her account by mistake');
  await user.type(within(form).getByLabelText(labels.member), 'lina@example.com');
  await user.click(within(form).getByRole('button', { name: labels.find }));
  return form;
}

/** Fills the form in the page's language, picks Lina and reviews: the confirmation is then on screen. */
async function review(labels: typeof ENGLISH_FORM, reviewLabel: string) {
  const user = userEvent.setup();
  const form = await fillIn(user, labels);
  await user.click(await within(form).findByRole('radio', { name: 'Lina · lina@example.com' }));
  await user.click(within(form).getByRole('button', { name: reviewLabel }));
  return { user, form };
}

describe('the staff bypass of a social task', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("names the points to pay by the language's plural rules: a few in Arabic, one in English", async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    await i18n.changeLanguage('ar');
    serve(undefined, 3);
    const { unmount } = renderApp('/admin/social-tasks');
    const arabic = await review(ARABIC_FORM, 'مراجعة…');
    const question = within(arabic.form).getByRole('group', {
      name: 'تأكيد «Follow StreamIt» للعضو Lina ودفع 3 نقاط؟ السبب: «X suspended her account by mistake».',
    });
    await arabic.user.click(within(question).getByRole('button', { name: 'تأكيد المهمة' }));
    await within(arabic.form).findByText('تم تأكيد «Follow StreamIt» للعضو Lina: دُفعت 3 نقاط.');
    unmount();
    await i18n.changeLanguage('en');
    serve(undefined, 1);
    renderApp('/admin/social-tasks');
    const english = await review(ENGLISH_FORM, 'Review…');
    within(english.form).getByRole('group', {
      name: 'Mark “Follow StreamIt” verified for Lina and pay 1 point? Reason: “X suspended her account by mistake”.',
    });
    await english.user.click(within(english.form).getByRole('button', { name: 'Mark verified' }));
    await within(english.form).findByText('“Follow StreamIt” is verified for Lina: 1 point paid.');
  });

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
