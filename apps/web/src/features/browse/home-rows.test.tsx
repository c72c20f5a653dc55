import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { installMatchMedia } from '../../test/browser-apis';
import { installFakeFetch, respondByPath, respondJson, type FakeRequest } from '../../test/fake-fetch';
import { browseRoutes, makeListItem, makePage, queryOf, renderRoute } from './browse-test-support';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const FEATURED = {
  id: '0b0c6a39-6b4e-4a50-9d3a-4f0e3f7d9a01',
  position: 0,
  headline: 'Staff pick of the week',
  heroImageUrl: '/media/hero.jpg',
  activity: {
    id: '0b0c6a39-6b4e-4a50-9d3a-5f0e3f7d9a01',
    type: 'VIDEO',
    slug: 'dive',
    title: 'Mandelbrot Dive',
    description: 'A slow zoom.',
  },
};

const FEATURED_DETAIL = {
  id: FEATURED.activity.id,
  type: 'VIDEO',
  slug: 'dive',
  title: 'Mandelbrot Dive',
  description: 'A slow zoom.',
  category: null,
  creatorId: null,
  visibility: 'PUBLIC',
  licence: 'CC_BY',
  publishAt: null,
  comingSoon: false,
  durationSeconds: 75,
  viewCount: 3,
  pointsReward: 10,
  isDemo: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  tags: [],
  credits: [],
  media: {
    hlsUrl: null,
    thumbnailUrl: null as string | null,
    previewUrl: '/media/dive-preview.mp4',
    storyboardUrl: null,
    renditions: [],
    bannerUrl: null,
    captions: [],
  },
  card: { id: FEATURED.activity.id, image: null, title: 'Mandelbrot Dive', movieTime: '1:15' },
};

// Trending and Cinema have content; Music has none, so it gets no row.
function answerRows(request: FakeRequest) {
  const query = queryOf(request);
  if (query.category === 'music') return respondJson(200, makePage([]))(request);
  const label = query.category ?? query.sort ?? '';
  return respondJson(
    200,
    makePage([makeListItem({ title: `${label} one` }), makeListItem({ title: `${label} two` })]),
  )(request);
}

function serveHome(featuredItems: unknown[]) {
  return installFakeFetch(
    respondByPath(
      browseRoutes({
        '/api/v1/activities/featured': respondJson(200, { items: featuredItems }),
        [`/api/v1/activities/${FEATURED.activity.id}`]: respondJson(200, FEATURED_DETAIL),
        '/api/v1/activities': answerRows,
      }),
    ),
  );
}

/** jsdom has no layout: give the row's track a width, content wider than it and a scrollBy to watch. */
function layOutTrack(track: HTMLElement) {
  Object.defineProperty(track, 'clientWidth', { value: 400, configurable: true });
  Object.defineProperty(track, 'scrollWidth', { value: 1200, configurable: true });
  const scrollBy = vi.fn();
  track.scrollBy = scrollBy;
  fireEvent.scroll(track);
  return scrollBy;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('home rows', () => {
  it('opens with the first featured item and keeps the page title as the main heading', async () => {
    serveHome([FEATURED]);
    renderRoute('/');

    const hero = await screen.findByRole('region', { name: 'Mandelbrot Dive' }, { timeout: 5000 });
    expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe(
      'Stories of art and culture, streaming now',
    );
    expect(within(hero).getByText('Staff pick of the week')).toBeTruthy();
    expect(within(hero).getByRole('link', { name: 'Play Mandelbrot Dive' }).getAttribute('href')).toBe(
      `/activities/${FEATURED.activity.id}`,
    );
    expect(hero.querySelector('img')?.getAttribute('src')).toBe('/media/hero.jpg');
  });

  it('loops the featured preview muted, with a button that stops it', async () => {
    installMatchMedia({ [REDUCED_MOTION]: false });
    serveHome([FEATURED]);
    renderRoute('/');

    const preview = await screen.findByTestId<HTMLVideoElement>(
      'featured-hero-preview',
      {},
      { timeout: 5000 },
    );
    expect(preview.getAttribute('src')).toBe('/media/dive-preview.mp4');
    expect(preview.muted && preview.loop).toBe(true);
    const pause = screen.getByRole('button', { name: 'Pause the preview' });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('featured-hero-preview')).toBeNull();
  });

  it('shows the still picture only to people who prefer reduced motion', async () => {
    installMatchMedia({ [REDUCED_MOTION]: true });
    const network = serveHome([FEATURED]);
    renderRoute('/');
    await screen.findByRole('region', { name: 'Mandelbrot Dive' }, { timeout: 5000 });
    await waitFor(() => {
      expect(network.requests.some((request) => request.url.endsWith(FEATURED.activity.id))).toBe(true);
    });
    expect(screen.queryByTestId('featured-hero-preview')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause the preview' })).toBeNull();
  });

  it("shows the activity's own picture when staff set no hero image", async () => {
    FEATURED_DETAIL.media.thumbnailUrl = '/media/dive-thumb.jpg';
    serveHome([{ ...FEATURED, heroImageUrl: null }]);
    renderRoute('/');
    const hero = await screen.findByRole('region', { name: 'Mandelbrot Dive' }, { timeout: 5000 });
    await waitFor(() => {
      expect(hero.querySelector('img')?.getAttribute('src')).toBe('/media/dive-thumb.jpg');
    });
    FEATURED_DETAIL.media.thumbnailUrl = null;
  });

  it('falls back to the StreamIt introduction when nothing is featured', async () => {
    serveHome([]);
    renderRoute('/');
    await screen.findByRole('region', { name: 'Trending now' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Browse categories' })).toBeTruthy();
  });

  it('shows trending, then a row per category with content, each with "View all"', async () => {
    serveHome([]);
    renderRoute('/');

    const trending = await screen.findByRole('region', { name: 'Trending now' }, { timeout: 5000 });
    expect(within(trending).getAllByRole('article')).toHaveLength(2);
    expect(within(trending).getByRole('link', { name: 'View all Trending now' }).getAttribute('href')).toBe(
      '/view-all?sort=trending',
    );
    const cinema = await screen.findByRole('region', { name: 'Cinema' });
    expect(within(cinema).getByRole('heading', { name: 'cinema one' })).toBeTruthy();
    expect(within(cinema).getByRole('link', { name: 'View all Cinema' }).getAttribute('href')).toBe(
      '/view-all?category=cinema',
    );
    await waitFor(() => {
      expect(screen.queryByText('Loading Music…')).toBeNull();
    });
    expect(screen.queryByRole('region', { name: 'Music' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Browse by category' })).toBeTruthy();
  });

  it('scrolls a row by a screenful with its buttons, mirrored right to left', async () => {
    serveHome([]);
    renderRoute('/');
    const trending = await screen.findByRole('region', { name: 'Trending now' }, { timeout: 5000 });
    // Every card fits (jsdom lays nothing out): no buttons to press.
    expect(within(trending).queryByRole('button', { name: 'Scroll Trending now forward' })).toBeNull();

    const scrollBy = layOutTrack(within(trending).getByRole('list', { name: 'Trending now' }));
    const back = within(trending).getByRole('button', { name: 'Scroll Trending now back' });
    const forward = within(trending).getByRole('button', { name: 'Scroll Trending now forward' });
    expect(back).toHaveProperty('disabled', true);
    expect(forward).toHaveProperty('disabled', false);
    fireEvent.click(forward);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 340, behavior: 'smooth' });

    await changeLanguage('ar');
    const rtlRow = await screen.findByRole('region', { name: 'الأكثر رواجًا الآن' });
    const track = within(rtlRow).getByRole('list', { name: 'الأكثر رواجًا الآن' });
    track.style.direction = 'rtl';
    const rtlScrollBy = layOutTrack(track);
    fireEvent.click(within(rtlRow).getByRole('button', { name: 'مرّر الأكثر رواجًا الآن إلى الأمام' }));
    expect(rtlScrollBy).toHaveBeenLastCalledWith({ left: -340, behavior: 'smooth' });
  });
});
