import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInNewAdmin } from '../support/sessions.js';
import { expectNoSeriousViolations, openPage } from '../support/shell.js';

/** The demo clips the server seeds (five short, two long); listed once the real pipeline has transcoded them. */
const DEMO_VIDEO_COUNT = 7;
const DEMO_TRANSCODE_TIMEOUT_MS = 240_000;

interface ListedPage {
  items: { id: string; title: string; previewUrl?: string | null }[];
}

/** Waits until every demo video is published (drawn by ffmpeg and transcoded in the server's own workers). */
async function waitForDemoVideos(request: APIRequestContext): Promise<ListedPage['items']> {
  let items: ListedPage['items'] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v1/activities?type=VIDEO&limit=50');
        items = ((await response.json()) as ListedPage).items;
        return items.length;
      },
      { timeout: DEMO_TRANSCODE_TIMEOUT_MS, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(DEMO_VIDEO_COUNT);
  return items;
}

/** How many items GET /activities lists for a query now (other specs may add content in the same run). */
async function countListed(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/v1/activities?limit=50&${query}`);
  return ((await response.json()) as ListedPage).items.length;
}

function cards(page: Page) {
  return page.getByRole('main').locator('.browse-grid article.activity-card');
}

/** The seeded card shows its picture from media storage, loaded, instead of a big letter. */
async function expectPictureOnCard(page: Page, title: string) {
  const picture = cards(page).filter({ hasText: title }).locator('img');
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveAttribute('src', /^\/media\/activities\/.+\/thumbnail\.jpg$/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(640);
}

// This spec shows motion (previews, countdowns, fades): it runs without the suite's reduced-motion default.
test.use({ reducedMotion: 'no-preference' });

test.describe('browsing', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(DEMO_TRANSCODE_TIMEOUT_MS + 30_000);
    await waitForDemoVideos(request);
  });

  test('home shows the trending row and a row per category with the demo content', async ({
    page,
    request,
  }) => {
    const generativeCount = await countListed(request, 'category=generative-art');
    // What trends depends on what other specs in the run have watched: the row shows the API's top item.
    const trendingResponse = await request.get('/api/v1/activities?sort=trending&limit=1');
    const [top] = ((await trendingResponse.json()) as ListedPage).items;
    expect(top?.title).toBeTruthy();
    await openPage(page, '/', 'Stories of art and culture, streaming now');
    const trending = page.getByRole('region', { name: 'Trending now' });
    await expect(trending.getByRole('link', { name: top?.title ?? '' })).toBeVisible();
    const generative = page.getByRole('region', { name: 'Generative Art' });
    await expect(generative.getByRole('listitem')).toHaveCount(generativeCount);
    await expect(generative.getByRole('link', { name: /A Game of Life/ })).toBeVisible();
    // Categories without content get no row, and the category browser stays below the rows.
    await expect(page.getByRole('region', { name: 'Sculpture' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Browse by category' })).toBeVisible();

    // More trending cards than fit: the forward button moves the row towards its end.
    const track = trending.getByRole('list', { name: 'Trending now' });
    await trending.getByRole('button', { name: 'Scroll Trending now forward' }).click();
    await expect.poll(() => track.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    await expect(trending.getByRole('button', { name: 'Scroll Trending now back' })).toBeEnabled();

    await generative.getByRole('link', { name: 'View all Generative Art' }).click();
    await expect(page).toHaveURL(/\/view-all\?category=generative-art$/);
    await expect(cards(page)).toHaveCount(generativeCount);
    await page.goto('/');
    await expect(trending.getByRole('link').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/ with rows');
  });

  test('/view-all?sort=popular lists the videos; the category filter narrows them in the address', async ({
    page,
    request,
  }) => {
    const videos = await countListed(request, 'type=VIDEO');
    await openPage(page, '/view-all?sort=popular', 'All Videos');
    await expect(page.getByLabel('Sort by')).toHaveValue('popular');
    await expect(cards(page)).toHaveCount(videos);
    await expect(page.getByRole('status').filter({ hasText: `${videos} results` })).toBeVisible();
    await expectNoSeriousViolations(page, '/view-all');

    await page.getByLabel('Category').selectOption({ label: 'Painting' });
    await expect(page).toHaveURL(/category=painting/);
    await expect(page).toHaveURL(/sort=popular/);
    await expect(cards(page)).toHaveCount(await countListed(request, 'type=VIDEO&category=painting'));
    await expect(cards(page).filter({ hasText: 'Colour Field' })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: 'Rule 110' })).toHaveCount(0);

    await page.getByLabel('Category').selectOption({ label: 'All categories' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('cellular');
    await page.getByRole('button', { name: 'Search the list' }).click();
    await expect(page).toHaveURL(/q=cellular/);
    await expect(page).not.toHaveURL(/category=/);
    await expect(cards(page).filter({ hasText: 'Rule 110' })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: 'Colour Field' })).toHaveCount(0);
  });

  test('/view-all loads the next page when the end of the grid scrolls into view', async ({
    page,
    request,
  }) => {
    const videos = await countListed(request, 'type=VIDEO');
    // A phone screen: one card per line, so two cards do not reach the end of the page.
    await page.setViewportSize({ width: 390, height: 640 });
    await openPage(page, '/view-all?limit=2', 'All Videos');
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByText('Showing the first 2 results; more load as you scroll')).toBeVisible();
    // Scrolling down with the wheel loads the next pages as the end of the grid comes near, without any press.
    for (let shown = 2; shown < videos; shown = await cards(page).count()) {
      await expect(async () => {
        await page.mouse.wheel(0, 250);
        expect(await cards(page).count()).toBeGreaterThan(shown);
      }).toPass({ timeout: 15_000 });
    }
    await expect(cards(page)).toHaveCount(videos);
    await expect(page.getByRole('status').filter({ hasText: `${videos} results` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('"Load more" pages through /view-all where IntersectionObserver is missing', async ({
    page,
    request,
  }) => {
    const videos = await countListed(request, 'type=VIDEO');
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    });
    await openPage(page, '/view-all?limit=2', 'All Videos');
    await expect(cards(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(4);
    while ((await cards(page).count()) < videos) {
      const shown = await cards(page).count();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(cards(page)).toHaveCount(Math.min(shown + 2, videos));
    }
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('a card opens the activity and plays its muted preview on hover', async ({ page }) => {
    await openPage(page, '/view-all', 'All Videos');
    const card = cards(page).filter({ hasText: 'Rule 110' });
    await card.hover();
    const preview = card.getByTestId('activity-card-preview');
    await expect(preview).toHaveAttribute('src', /\S/);
    await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
    await page.mouse.move(0, 0);
    await expect(preview).toHaveCount(0);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/activities\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Rule 110' }).first()).toBeVisible();
  });

  test('the games and quizzes lists show the seeded games and quizzes; /activities filters by kind', async ({
    page,
    request,
  }) => {
    const games = await countListed(request, 'type=GAME');
    expect(games).toBeGreaterThanOrEqual(2);
    await openPage(page, '/activities/games', 'Games');
    await expect(cards(page)).toHaveCount(games);
    await expect(cards(page).filter({ hasText: 'Memory: colour and form' })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: 'Sliding puzzle: sunset over the sea' })).toHaveCount(1);
    await expectPictureOnCard(page, 'Memory: colour and form');
    await expectNoSeriousViolations(page, '/activities/games');

    await openPage(page, '/activities/quizzes', 'Quizzes');
    await expect(cards(page)).toHaveCount(await countListed(request, 'type=QUIZ'));
    await expect(cards(page).filter({ hasText: 'Renaissance masters' })).toHaveCount(1);
    await expectPictureOnCard(page, 'Renaissance masters');
    await expectNoSeriousViolations(page, '/activities/quizzes');

    await openPage(page, '/activities', 'Activities');
    await expect(cards(page).filter({ hasText: 'Renaissance masters' })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: 'Mandelbrot Dive' })).toHaveCount(1);
    await page
      .getByRole('group', { name: 'Kind of activity' })
      .getByRole('button', { name: 'Games' })
      .click();
    await expect(page).toHaveURL(/type=GAME/);
    await expect(cards(page)).toHaveCount(games);
    await expectNoSeriousViolations(page, '/activities?type=GAME');
  });

  test('/coming-soon and /activities/featured render; a featured item becomes the home hero', async ({
    page,
    request,
  }) => {
    await openPage(page, '/coming-soon', 'Coming Soon');
    await expect(page.getByRole('heading', { name: 'No premieres scheduled yet' })).toBeVisible();
    await expectNoSeriousViolations(page, '/coming-soon');

    const [video] = await waitForDemoVideos(request);
    const admin = await signInNewAdmin(request, 'CONTENT_MODERATOR');
    const staff = { authorization: `Bearer ${admin.access_token}` };
    const created = await request.post('/api/v1/admin/featured-content', {
      headers: staff,
      data: { activityId: video?.id, headline: 'Staff pick of the week' },
    });
    expect(created.status(), await created.text()).toBe(201);
    // The seed already features the demo clip; staff move their pick to the front, as they would.
    const pick = (await created.json()) as { id: string };
    const slots = await request.get('/api/v1/admin/featured-content', { headers: staff });
    const ids = ((await slots.json()) as { items: { id: string }[] }).items.map((item) => item.id);
    const reordered = await request.post('/api/v1/admin/featured-content/reorder', {
      headers: staff,
      data: { ids: [pick.id, ...ids.filter((id) => id !== pick.id)] },
    });
    expect(reordered.status(), await reordered.text()).toBe(200);

    await openPage(page, '/activities/featured', 'Featured');
    await expect(page.getByRole('listitem').filter({ hasText: 'Staff pick of the week' })).toBeVisible();
    await expectNoSeriousViolations(page, '/activities/featured');

    await openPage(page, '/', 'Stories of art and culture, streaming now');
    const hero = page.getByRole('region', { name: video?.title ?? '' }).first();
    await expect(hero.getByText('Staff pick of the week')).toBeVisible();
    await expect(hero.getByRole('link', { name: `Play ${video?.title ?? ''}` })).toBeVisible();
    // The demo clip's preview, from the real pipeline, loops behind the text.
    await expect(hero.getByTestId('featured-hero-preview')).toHaveAttribute('src', /\/media\//);
    await expectNoSeriousViolations(page, '/ with a featured hero');
  });

  test('/view-all in Arabic, dark and right to left has no serious or critical violations', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
      window.sessionStorage.setItem(
        'streamit.theme',
        JSON.stringify({ colorScheme: 'dark', direction: 'rtl', storage: 'session' }),
      );
    });
    await openPage(page, '/view-all', 'كل الفيديوهات');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousViolations(page, '/view-all (ar, dark)');
    await openPage(page, '/', 'حكايات الفن والثقافة، تُبثّ الآن');
    // Right to left, "forward" runs towards the left: scrollLeft goes negative.
    const trending = page.getByRole('region', { name: 'الأكثر رواجًا الآن' });
    await trending.getByRole('button', { name: 'مرّر الأكثر رواجًا الآن إلى الأمام' }).click();
    await expect
      .poll(() =>
        trending
          .getByRole('list')
          .first()
          .evaluate((list) => list.scrollLeft),
      )
      .toBeLessThan(0);
    await expectNoSeriousViolations(page, '/ with rows (ar, dark)');
  });
});
