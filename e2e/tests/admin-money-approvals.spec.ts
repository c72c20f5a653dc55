import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';

// Four eyes (decision 063): one staff member asks for a large adjustment, another approves it on the screen.
test('a points adjustment above the threshold waits for a second staff member, who approves it on screen', async ({
  page,
  request,
}) => {
  const member = await registerVerifiedMember(request, 'foureyes', {
    firstName: 'Rana',
    lastName: 'Checked',
  });
  const session = await logInMember(request, member);
  const maker = await signInNewAdmin(request, 'ADMIN');
  const made = await request.post(`/api/v1/admin/users/${session.user.id}/adjust-points`, {
    headers: {
      authorization: `Bearer ${maker.access_token}`,
      'idempotency-key': `e2e-four-eyes-${randomBytes(6).toString('hex')}`,
    },
    data: { amount: 20_000, reason: 'Four-eyes browser test' },
  });
  expect(made.status(), await made.text()).toBe(202);

  const checker = await signInNewAdmin(request, 'ADMIN');
  await useSession(page, checker);
  await page.goto('/admin/money-approvals');
  const row = page.getByRole('row').filter({ hasText: 'Four-eyes browser test' });
  await expect(row).toContainText('20,000 points');
  await expect(row).toContainText(maker.admin.name);
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Approved: the move has been made.' }),
  ).toBeVisible();

  const balance = await request.get('/api/v1/points/balance', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(((await balance.json()) as { balance: number }).balance).toBeGreaterThanOrEqual(20_000);
});
