import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import walk from '../support/phone-routes.json' with { type: 'json' };
import {
  signInMember,
  signInNewAdmin,
  useSession,
  type AdminSession,
  type MemberSession,
} from '../support/sessions.js';

/** A phone in portrait (iPhone 12–15 class): the widths 360–430 px must never scroll sideways. */
const PHONE = { width: 390, height: 844 };
type Persona = 'guest' | 'member' | 'creator' | 'admin';
const KINDS = ['VIDEO', 'QUIZ', 'GAME'] as const;

test.use({ viewport: PHONE });

/** The first published activity of a kind (demo videos publish once the server has transcoded them). */
async function findPublishedSlug(request: APIRequestContext, kind: string): Promise<string> {
  let slug = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/activities?type=${kind}&limit=1`);
        slug = ((await response.json()) as { items: { slug: string }[] }).items[0]?.slug ?? '';
        return slug;
      },
      { message: `a published ${kind} to open`, timeout: 150_000, intervals: [2_000] },
    )
    .not.toBe('');
  return slug;
}

/** The slug of one published activity of each kind, for the activity route's addresses. */
async function findActivitySlugs(request: APIRequestContext): Promise<Record<string, string>> {
  const slugs: Record<string, string> = {};
  for (const kind of KINDS) slugs[kind] = await findPublishedSlug(request, kind);
  return slugs;
}

async function openSession(page: Page, persona: Persona): Promise<void> {
  if (persona === 'guest') return;
  const session: MemberSession | AdminSession =
    persona === 'admin'
      ? await signInNewAdmin(page.request, 'SUPER_ADMIN')
      : await signInMember(page.request, persona);
  await useSession(page, session);
}

/** How far the page reaches past the viewport, and the outermost elements that stick out (for the report). */
function measureOverflow() {
  const width = window.innerWidth;
  const offenders = Array.from(document.querySelectorAll('body *'))
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
    })
    .filter(
      (element) =>
        !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 0.5,
    )
    .slice(0, 3)
    .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`);
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, offenders };
}

/** Opens each address and lists those that scroll sideways, with what sticks out. */
async function walkAddresses(page: Page, urls: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const url of urls) {
    await page.goto(url);
    await expect(page.locator('h1').first(), url).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const found = await page.evaluate(measureOverflow);
    if (found.scrollWidth > found.innerWidth) {
      problems.push(
        `${url}: scrollWidth ${found.scrollWidth} > ${found.innerWidth} (${found.offenders.join(', ')})`,
      );
    }
  }
  return problems;
}

function addressesFor(persona: Persona, slugs: Record<string, string>): string[] {
  return walk.routes
    .filter((entry) => entry.as === persona)
    .flatMap((entry) => entry.urls)
    .map((url) => url.replace(/\{(\w+)\}/, (_match, kind: string) => slugs[kind] ?? kind));
}

test.describe('no sideways scroll at 390 px on any route of the router', () => {
  for (const persona of ['guest', 'member', 'creator', 'admin'] as const) {
    test(`every ${persona} route fits 390 px`, async ({ page }) => {
      test.setTimeout(300_000);
      const slugs = await findActivitySlugs(page.request);
      await openSession(page, persona);
      const urls = addressesFor(persona, slugs);
      expect(urls.length).toBeGreaterThan(0);
      expect(await walkAddresses(page, urls)).toEqual([]);
    });
  }

  test('a sample of routes fits 390 px in Arabic, right to left', async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    const slugs = await findActivitySlugs(page.request);
    const sample = [
      '/',
      '/contact',
      '/view-all',
      '/search?q=demo',
      `/activities/${slugs.VIDEO ?? ''}`,
      '/admin/login',
    ];
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await walkAddresses(page, sample)).toEqual([]);
    await openSession(page, 'member');
    expect(await walkAddresses(page, ['/merchandise/account', '/dashboard'])).toEqual([]);
    // Right to left, an admin table's hidden headings sat past its scrolling frame and widened the page.
    await openSession(page, 'admin');
    await page.goto('/admin/store');
    await expect(
      page.getByRole('region', { name: 'المنتجات والمخزون' }).getByRole('row').nth(1),
    ).toBeVisible();
    const found = await page.evaluate(measureOverflow);
    expect(found.scrollWidth, found.offenders.join(', ')).toBeLessThanOrEqual(found.innerWidth);
  });

  test('the admin area fits 360 and 430 px too', async ({ page }) => {
    await openSession(page, 'admin');
    for (const width of [360, 430]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await walkAddresses(page, ['/admin/dashboard', '/admin/users'])).toEqual([]);
    }
  });
});
