import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import { submitCreatorQuiz } from '../support/creator-quiz.js';
import { signInAdminThroughUi, signInMember, signInNewAdmin, useSession } from '../support/sessions.js';

const CONFIG = '/api/v1/admin/points-config';
// No demo activity is in this category, so its multiplier touches only the quiz made here.
const CATEGORY = 'Heritage & History';
const NEW_QUIZ_BASE = 38;

interface Breakdown {
  base: number;
  tierMultiplier: number;
  categoryMultiplier: number;
  creatorMultiplier: number;
  points: number;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A creator quiz in CATEGORY that sets no points of its own (so the global quiz base applies), approved. */
async function publishQuiz(request: APIRequestContext, adminToken: string, title: string): Promise<string> {
  const categories = await request.get('/api/v1/activities/categories');
  const { categories: list } = (await categories.json()) as { categories: { id: string; name: string }[] };
  const categoryId = list.find((category) => category.name === CATEGORY)?.id;
  const creator = await signInMember(request, 'creator');
  const activityId = await submitCreatorQuiz(request, creator.accessToken, {
    title,
    description: 'Which city is it?',
    categoryId,
    prompt: 'Which city was Byzantium renamed to?',
    right: 'Constantinople',
    wrong: 'Alexandria',
  });
  const approved = await request.post(`/api/v1/admin/content/${activityId}/moderate`, {
    headers: bearer(adminToken),
    data: { decision: 'APPROVE' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return activityId;
}

async function quote(request: APIRequestContext, token: string, activityId: string): Promise<Breakdown> {
  const response = await request.get(`/api/v1/points/calculate/${activityId}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { breakdown: Breakdown }).breakdown;
}

/** Puts the global rules back and removes the category multiplier, so other specs see the defaults. */
async function restore(request: APIRequestContext, token: string, saved: Record<string, unknown>) {
  const current = (await (await request.get(`${CONFIG}/global`, { headers: bearer(token) })).json()) as {
    version: number;
  };
  const { updatedAt: _updatedAt, ...values } = saved;
  await request.put(`${CONFIG}/global`, {
    headers: bearer(token),
    data: { ...values, version: current.version },
  });
  const multipliers = (await (
    await request.get(`${CONFIG}/category`, { headers: bearer(token) })
  ).json()) as {
    items: { id: string; categoryId: string }[];
  };
  for (const item of multipliers.items) {
    await request.delete(`${CONFIG}/category/${item.id}`, { headers: bearer(token) });
  }
}

/** No sideways scrolling at phone width (tables scroll inside their own box). */
async function expectNoPageOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
}

test.describe('admin points configuration', () => {
  test('an admin changes the quiz base and a category multiplier after previewing them; a member’s quote follows', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const staff = await signInNewAdmin(request, 'ADMIN');
    const saved = (await (
      await request.get(`${CONFIG}/global`, { headers: bearer(staff.access_token) })
    ).json()) as {
      baseQuiz: number;
    } & Record<string, unknown>;
    const title = `Points config quiz ${Date.now().toString(36)}`;
    const quizId = await publishQuiz(request, staff.access_token, title);
    const member = await registerVerifiedMember(request, 'pointscfg', {
      firstName: 'Huda',
      lastName: 'Nasser',
    });
    const memberToken = (await logInMember(request, member)).accessToken;
    const before = await quote(request, memberToken, quizId);
    expect(before.base).toBe(saved.baseQuiz);

    try {
      await signInAdminThroughUi(page, 'ADMIN');
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .first()
        .getByRole('link', { name: 'Points configuration' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Points configuration' })).toBeVisible();
      const global = page.getByRole('region', { name: 'Global rules' });
      await expect(global.getByLabel('Quiz (points)')).toHaveValue(String(saved.baseQuiz));
      await expectNoSeriousViolations(page, '/admin/points-config');

      await global.getByLabel('Quiz (points)').fill(String(NEW_QUIZ_BASE));
      await global.getByRole('button', { name: 'Preview and save' }).click();
      const globalDialog = page.getByRole('dialog', { name: 'Save the global rules?' });
      await expect(globalDialog).toContainText(`Quiz (points): ${String(saved.baseQuiz)}`);
      const globalRow = globalDialog.getByRole('row', { name: new RegExp(title) });
      await expect(globalRow.getByRole('cell')).toHaveText([
        String(before.points),
        String(Math.round(NEW_QUIZ_BASE * before.tierMultiplier * before.creatorMultiplier)),
        /^[+-]?\d+$/,
      ]);
      await expectNoSeriousViolations(page, '/admin/points-config preview');
      await globalDialog.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: /Global rules saved: version \d+\./ }),
      ).toBeVisible();

      const categories = page.getByRole('region', { name: 'Category multipliers' });
      await categories.getByLabel(`Multiplier of ${CATEGORY}`).fill('1.5');
      await categories.getByRole('button', { name: `Review ${CATEGORY}` }).click();
      const categoryDialog = page.getByRole('dialog', { name: `Save the multiplier of ${CATEGORY}?` });
      await expect(categoryDialog).toContainText(`${CATEGORY}: ×1`);
      const expected = Math.round(NEW_QUIZ_BASE * 1.5 * before.tierMultiplier * before.creatorMultiplier);
      await expect(
        categoryDialog
          .getByRole('row', { name: new RegExp(title) })
          .getByRole('cell')
          .nth(1),
      ).toHaveText(String(expected));
      await categoryDialog.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Multiplier of ${CATEGORY} saved.` }),
      ).toBeVisible();

      const after = await quote(request, memberToken, quizId);
      expect(after).toMatchObject({ base: NEW_QUIZ_BASE, categoryMultiplier: 1.5, points: expected });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Points configuration' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Global rules' }).getByLabel('Quiz (points)'),
      ).toHaveValue(String(NEW_QUIZ_BASE));
      await expectNoPageOverflow(page);
    } finally {
      await restore(request, staff.access_token, saved);
    }
  });

  test('the screen has no serious violations in Arabic, right to left', async ({ page, request }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    await useSession(page, await signInNewAdmin(request, 'SUPER_ADMIN'));
    await page.goto('/admin/points-config');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'إعدادات النقاط' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'القواعد العامة' }).getByLabel('اختبار (نقاط)'),
    ).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/points-config in Arabic');
  });

  test('an ANALYST has no menu entry, the screen refuses them and so does the server', async ({
    page,
    request,
  }) => {
    const analyst = await signInNewAdmin(request, 'ANALYST');
    const refused = await request.get(`${CONFIG}/summary`, { headers: bearer(analyst.access_token) });
    expect(refused.status()).toBe(403);

    await useSession(page, analyst);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('navigation', { name: 'Admin sections' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Points configuration' })).toHaveCount(0);
    await page.goto('/admin/points-config');
    await expect(page.getByRole('heading', { name: "You don't have access to this section" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Global rules' })).toHaveCount(0);
  });
});
