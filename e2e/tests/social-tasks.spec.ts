import { expect, test, type Page } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';
import { controlX } from '../support/x-accounts.js';

/** Staff create a task on /admin/social-tasks. */
async function createTask(staff: Page, kind: string, title: string, target: string, points: string) {
  await staff.getByLabel('Kind').selectOption(kind);
  await staff.getByLabel('Title').fill(title);
  await staff.getByLabel(kind === 'FOLLOW' ? 'X username' : 'Post link or id').fill(target);
  await staff.getByLabel('Points', { exact: true }).fill(points);
  await staff.getByRole('button', { name: 'Create task' }).click();
  await expect(staff.getByRole('row').filter({ hasText: title })).toBeVisible();
}

function taskItem(page: Page, title: string) {
  return page.getByTestId('social-task').filter({ hasText: title });
}

test('an email member links X, verifies a follow and sees the points; staff approve a manual one', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await (await browser.newContext()).newPage();
  await useSession(staff, await signInNewAdmin(request, 'SUPER_ADMIN'));
  await staff.goto('/admin/social-tasks');
  await createTask(staff, 'FOLLOW', 'Follow StreamIt on X', 'StreamItHQ', '40');
  await expectNoSeriousViolations(staff, '/admin/social-tasks');

  // A member who signed up with email and password links X through the local OAuth server's approval step.
  const member = await registerVerifiedMember(request, 'xlink', { firstName: 'Lina', lastName: 'Haddad' });
  const session = await logInMember(request, member);
  await useSession(page, session);
  await page.goto('/watch-to-earn');
  const follow = taskItem(page, 'Follow StreamIt on X');
  await expect(follow.getByRole('button', { name: 'Verify' })).toHaveCount(0);
  await follow.getByRole('button', { name: 'Link X' }).click();
  // Linking adds a way to sign in, so the password is asked for again first (decision 080).
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await confirm.getByLabel('Password', { exact: true }).fill(member.password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your X account is linked.' })).toBeVisible();
  // The ?linked= marker the callback added leaves the address once shown, so a reload does not repeat it.
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/watch-to-earn');
  // X landed on this member's account; nobody else was signed in.
  const linked = await request.get('/api/v1/auth/linked-providers', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(await linked.json()).toMatchObject({ email: member.email, hasTwitter: true, hasPassword: true });
  // From now on "Continue with X" (another browser) opens this same account.
  const viaX = await (await browser.newContext()).newPage();
  await viaX.goto('/auth/login');
  await viaX.getByRole('link', { name: 'Continue with X' }).click();
  await expect
    .poll(() => viaX.evaluate(() => JSON.parse(localStorage.getItem('streamit.user') ?? '{}') as unknown))
    .toMatchObject({ id: session.user.id });
  await viaX.context().close();

  await expect(follow.getByTestId('social-task-state')).toHaveText('To do');
  await expectNoSeriousViolations(page, '/watch-to-earn with social tasks');
  await follow.getByRole('button', { name: 'Verify' }).focus();
  await page.keyboard.press('Enter');
  await expect(follow.getByTestId('social-task-state')).toHaveText('Verified');
  await page.goto('/points');
  await expect(
    page.getByTestId('points-history-line').filter({ hasText: 'Social task “Follow StreamIt on X”' }),
  ).toContainText('40');

  // X refuses the token: verification falls back to evidence that staff review.
  await createTask(staff, 'LIKE', 'Like the launch post', '9001', '15');
  await controlX('revoke');
  try {
    await page.goto('/watch-to-earn');
    const like = taskItem(page, 'Like the launch post');
    await like.getByRole('button', { name: 'Verify' }).click();
    // The refused check refreshes the list, which now asks for evidence instead.
    await expect(page.getByText('Automatic checks with X are off right now.')).toBeVisible();
    await like.getByLabel('Link to your post or profile').fill('https://x.com/lina_on_x/likes');
    await like.getByRole('button', { name: 'Send for review' }).click();
    await expect(like.getByTestId('social-task-state')).toHaveText('Pending review');

    await staff.reload();
    const claim = staff.getByTestId('social-claim').filter({ hasText: 'Like the launch post' });
    await expect(claim).toContainText('https://x.com/lina_on_x/likes');
    await claim.getByRole('button', { name: 'Approve' }).click();
    await expect(claim).toHaveCount(0);

    await page.reload();
    await expect(like.getByTestId('social-task-state')).toHaveText('Verified');
  } finally {
    await controlX('restore');
    // A context made with browser.newContext() outlives the test in this worker's browser unless closed.
    await staff.context().close();
  }
});
