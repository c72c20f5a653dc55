import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/shell.js';
import { signInMember, useSession, type MemberSession } from '../support/sessions.js';

/** Gives the demo creator a public profile with a fresh handle through PUT /users/creator-profile. */
async function publishProfile(request: APIRequestContext, creator: MemberSession, handle: string) {
  const response = await request.put('/api/v1/users/creator-profile', {
    headers: { authorization: `Bearer ${creator.accessToken}` },
    data: {
      handle,
      displayName: `Layla ${handle}`,
      bio: 'Calligraphy, filmed stroke by stroke.',
      links: ['https://layla.example.com/works'],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function followers(page: Page): Promise<string> {
  return (await page.locator('[data-total="followers"] dd').textContent()) ?? '';
}

test('discover creators: search and sort, open a page, follow and unfollow', async ({ page, request }) => {
  const handle = `layla${randomBytes(3).toString('hex')}`;
  await publishProfile(request, await signInMember(request, 'creator'), handle);
  await useSession(page, await signInMember(request, 'member'));

  await page.goto('/creators');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Creators' })).toBeVisible();
  await page.getByLabel('Search creators').fill(handle);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${handle}`));
  await page.getByLabel('Sort by').selectOption('most_followed');
  await expect(page).toHaveURL(/sort=most_followed/);
  const card = page.getByRole('link', { name: `Layla ${handle}` });
  await expect(card).toBeVisible();
  await expectNoSeriousViolations(page, '/creators');

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: `Layla ${handle}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'layla.example.com' })).toBeVisible();
  const before = Number(await followers(page));
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await follow.click();
  const following = page.getByRole('button', { name: 'Following' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => Number(await followers(page))).toBe(before + 1);
  await expectNoSeriousViolations(page, '/creators/$handle followed');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect.poll(async () => Number(await followers(page))).toBe(before);
});

test('discover and a creator page in Arabic at 390 px, keyboard first', async ({ page, request }) => {
  const handle = `nour${randomBytes(3).toString('hex')}`;
  await publishProfile(request, await signInMember(request, 'creator'), handle);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    window.localStorage.setItem('streamit.language', 'ar');
  });
  await page.goto(`/creators?q=${handle}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'اكتشف المبدعين' })).toBeVisible();
  await expectNoSeriousViolations(page, '/creators (ar)');
  const link = page.getByRole('link', { name: `Layla ${handle}` });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Layla ${handle}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'سجّل الدخول للمتابعة' })).toBeVisible();
  await expectNoSeriousViolations(page, '/creators/$handle (ar)');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a creator edits their profile on /creator/profile, in English and in Arabic, with no serious axe findings', async ({
  page,
  request,
  browser,
}) => {
  const handle = `salma${randomBytes(3).toString('hex')}`;
  const creator = await signInMember(request, 'creator');
  await publishProfile(request, creator, handle);
  await useSession(page, creator);

  await page.goto('/creator/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Creator profile' })).toBeVisible();
  await expect(page.getByLabel('Handle')).toHaveValue(handle);
  await page.getByLabel('Display name').fill(`Salma ${handle}`);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expectNoSeriousViolations(page, '/creator/profile');

  // A fresh context: the first visit keeps its display settings (English, left to right) for the session.
  const arabic = await browser.newContext();
  try {
    const arabicPage = await arabic.newPage();
    await arabicPage.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    await useSession(arabicPage, creator);
    await arabicPage.goto('/creator/profile');
    await expect(arabicPage.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabicPage.getByRole('heading', { level: 1, name: 'ملف المبدع' })).toBeVisible();
    await expect(arabicPage.getByRole('button', { name: 'حفظ الملف' })).toBeVisible();
    await expectNoSeriousViolations(arabicPage, '/creator/profile (ar)');
  } finally {
    await arabic.close();
  }

  const publicPage = await request.get(`/api/v1/creators/${handle}`);
  expect(((await publicPage.json()) as { displayName: string }).displayName).toBe(`Salma ${handle}`);
});
