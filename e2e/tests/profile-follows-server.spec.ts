import { expect, test } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';

// Decision 049: every member answer carries X-Profile-Version; the web reloads the profile when it changes, and a
// suspended member's open tab says why it stopped working.
test('an open session follows a creator approval on its next request, and a suspension is explained', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await registerVerifiedMember(request, 'profile-version', {
    firstName: 'Lina',
    lastName: 'Saleh',
  });
  const session = await logInMember(request, member);
  const asMember = { authorization: `Bearer ${session.accessToken}` };
  const applied = await request.post('/api/v1/auth/apply-creator', {
    headers: asMember,
    data: {
      applicantType: 'ARTIST',
      contentFormats: ['SHORT_FORM'],
      bio: 'I film calligraphers at work, one letter at a time.',
      portfolioLinks: ['https://portfolio.example.com/lina'],
      sampleLink: 'https://video.example.com/lina-sample',
      country: 'JO',
      agreementAccepted: true,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const application = (await applied.json()) as { id: string };

  await useSession(page, session);
  await page.goto('/creator/dashboard');
  await expect(page.getByText('Creator Studio is for creators')).toBeVisible();

  const admin = await signInNewAdmin(request, 'ADMIN');
  const asStaff = { authorization: `Bearer ${admin.access_token}` };
  const reviewed = await request.post(`/api/v1/admin/creator-applications/${application.id}/review`, {
    headers: asStaff,
    data: { decision: 'APPROVE', reason: 'Strong sample' },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);
  // The stored profile still says "applied"; the page's first member request brings the new version.
  await page.reload();
  await expect(page.getByText(/You are not on Discover Creators yet/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Creator Studio is for creators')).toBeHidden();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('streamit.user') ?? '{}') as unknown),
  ).toMatchObject({
    isContentCreator: true,
    creatorStatus: 'APPROVED',
  });

  const suspended = await request.post(`/api/v1/admin/users/${session.user.id}/suspend`, {
    headers: asStaff,
    data: { reason: 'Spam in comments' },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);
  await page.goto('/dashboard');
  const toast = page
    .locator('.si-toast')
    .filter({ hasText: 'This account is suspended. Please contact support.' });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(new URL(page.url()).pathname).not.toBe('/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('streamit.token'))).toBeNull();
});
