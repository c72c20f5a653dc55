import type { ActivityDetail } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const ID = '1b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a31';
const OTHER = '2b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a32';
const MEDIA = '/media/activities/1b0c/t0k3n';

const CREATOR = { id: '6b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a51', name: 'Mina K.', avatarUrl: null };

const VIDEO: ActivityDetail = {
  id: ID,
  type: 'VIDEO',
  slug: 'aurora-loops',
  title: 'Aurora loops',
  description: 'Generative light over a quiet sea.',
  category: { id: '3b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a01', slug: 'generative', name: 'Generative art' },
  creatorId: CREATOR.id,
  creator: CREATOR,
  visibility: 'PUBLIC',
  licence: 'CC_BY',
  publishAt: '2026-10-03T09:00:00.000Z',
  comingSoon: false,
  durationSeconds: 90,
  viewCount: 1,
  pointsReward: 0,
  isDemo: true,
  createdAt: '2026-10-01T10:00:00.000Z',
  tags: [
    {
      id: '4b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a02',
      slug: 'calm',
      title: 'calm',
      thumbnail: null,
      type: 'video',
    },
  ],
  credits: [
    {
      role: 'Director',
      person: {
        id: '5b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a41',
        slug: 'noor-a',
        title: 'Noor A.',
        profileImage: null,
        designation: 'Animator',
      },
    },
  ],
  media: {
    hlsUrl: `${MEDIA}/hls/master.m3u8`,
    thumbnailUrl: `${MEDIA}/thumbnail.jpg`,
    previewUrl: null,
    storyboardUrl: null,
    renditions: [
      { label: '360p', width: 640, height: 360 },
      { label: '720p', width: 1280, height: 720 },
    ],
    captions: [{ label: 'en', url: `${MEDIA}/captions-en.vtt` }],
  },
  card: { id: ID, image: null, title: 'Aurora loops', movieTime: '1:30' },
};

function listItem(id: string, title: string) {
  return {
    id,
    type: 'VIDEO',
    slug: title.toLowerCase().replace(/ /g, '-'),
    title,
    category: VIDEO.category,
    creatorId: null,
    publishAt: null,
    durationSeconds: 30,
    viewCount: 0,
    card: { id, image: null, title, movieTime: '0:30' },
    points: null,
  };
}

function serve(activity: ActivityDetail) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      [`/api/v1/activities/${ID}`]: respondJson(200, activity),
      [`/api/v1/activities/${ID}/progress`]: respondJson(200, {
        activityId: ID,
        positionSeconds: 0,
        watchedSeconds: 0,
        durationSeconds: 90,
        updatedAt: null,
      }),
      [`/api/v1/activities/${ID}/related`]: respondJson(200, { items: [listItem(OTHER, 'Tidal grid')] }),
    }),
  );
}

/** The player region of the page of VIDEO, once it has rendered. */
function findPlayer() {
  return screen.findByRole('region', { name: 'Video player: Aurora loops' }, { timeout: 5000 });
}

describe('watch page', { timeout: 20_000 }, () => {
  it('opens on the player, then the title, creator, details, credits and up next', async () => {
    storeMember(makeMember());
    const network = serve(VIDEO);
    renderApp(`/activities/${ID}`);
    const player = await findPlayer();
    expect(player.querySelector('video')?.getAttribute('poster')).toBe(`${MEDIA}/thumbnail.jpg`);
    expect(player.querySelector('track')?.getAttribute('src')).toBe(`${MEDIA}/captions-en.vtt`);
    expect(screen.getByText('Generative light over a quiet sea.')).toBeTruthy();
    expect(screen.getByTestId('watch-views').textContent).toBe('1 view');
    expect(screen.getByText('#calm')).toBeTruthy();
    // The credits and up next follow once the player and its title have painted.
    await screen.findByText('Noor A.');
    // One title, under the player: no banner above it.
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Aurora loops',
    ]);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(player.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const creator = screen.getByTestId('watch-creator');
    expect(within(creator).getByRole('link').getAttribute('href')).toBe(`/view-all?creator=${CREATOR.id}`);
    expect(creator.textContent).toContain('Mina K.');
    expect(screen.getByTestId('watch-category').textContent).toBe('Generative art');
    const related = await screen.findByTestId('watch-related');
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/activities/${OTHER}`]);
    expect(screen.getByRole('heading', { name: 'Up next' })).toBeTruthy();
    expect(
      network.requests.some((request) => request.url.startsWith(`/api/v1/activities/${ID}/related`)),
    ).toBe(true);
  });

  it('lists Auto and every rendition in the quality menu and handles it by keyboard', async () => {
    storeMember(makeMember());
    serve(VIDEO);
    renderApp(`/activities/${ID}`);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Quality' }, { timeout: 5000 });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Quality' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Auto', '720p', '360p']);
    expect(items[0]?.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs keyboard shortcuts when the player has focus and says when the stream cannot play', async () => {
    serve(VIDEO);
    renderApp(`/activities/${ID}`);
    const player = await findPlayer();
    const video = player.querySelector('video');
    player.focus();
    await userEvent.keyboard('m');
    expect(video?.muted).toBe(true);
    expect(screen.getByTestId('player-announcement').textContent).toBe('Muted');
    await userEvent.keyboard('M');
    expect(video?.muted).toBe(false);
    expect(screen.getByTestId('player-announcement').textContent).toBe('Volume 100%');
    await userEvent.keyboard('{ArrowDown}');
    expect(video?.volume).toBe(0.9);
    expect(screen.getByTestId('player-announcement').textContent).toBe('Volume 90%');
    // jsdom has neither MediaSource nor native HLS: the player explains instead of showing a black box.
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your browser cannot play this video stream.',
    );
  });

  it("plays with the browser's own HLS where it has one: the player shows the <video> the route started, and without MSE the browser picks the quality", async () => {
    // jsdom has no media stack: this browser says it plays HLS itself, as Safari and Chrome do, and has no MSE.
    const canPlay = vi
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    try {
      serve(VIDEO);
      renderApp(`/activities/${ID}`);
      const player = await findPlayer();
      const video = player.querySelector('video');
      expect(video?.getAttribute('src')).toBe(VIDEO.media.hlsUrl);
      // Warmed by the route before the page rendered (a new element would only preload metadata).
      expect(video?.preload).toBe('auto');
      expect(screen.queryByRole('alert')).toBeNull();
      await userEvent.click(within(player).getByRole('button', { name: 'Quality' }));
      const menu = within(player).getByRole('menu', { name: 'Quality' });
      // Without MSE hls.js cannot take over to pin one: the renditions are listed, the browser picks.
      expect(within(menu).getByRole('menuitemradio', { name: '720p' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
    } finally {
      canPlay.mockRestore();
    }
  });

  it('explains a video that is not ready instead of showing a broken player', async () => {
    serve({ ...VIDEO, media: { ...VIDEO.media, hlsUrl: null, renditions: [] } });
    renderApp(`/activities/${ID}`);
    await screen.findByText('This video is not ready to play', {}, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: /Video player/ })).toBeNull();
  });

  it('gives the premiere date of a video that is coming soon', async () => {
    serve({ ...VIDEO, comingSoon: true, publishAt: '2027-01-15T18:00:00.000Z' });
    renderApp(`/activities/${ID}`);
    await screen.findByText('Coming soon', {}, { timeout: 5000 });
    await waitFor(() => {
      expect(screen.getByTestId('watch-unavailable').textContent).toContain('January 15, 2027');
    });
  });
});
