import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeActivityDetail } from '../../test/activities';
import { installMatchMedia } from '../../test/browser-apis';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { respondSiteConfig } from '../../test/site-config';

const ID = '1b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a31';
const NEXT = '2b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a32';

const VIDEO = makeActivityDetail(ID, 'Aurora', {
  publishAt: null,
  durationSeconds: 90,
  media: {
    hlsUrl: '/media/a/hls/master.m3u8',
    thumbnailUrl: null,
    previewUrl: null,
    storyboardUrl: null,
    renditions: [],
    captions: [],
  },
  card: { id: ID, image: null, title: 'Aurora', movieTime: '1:30' },
});

const NEXT_ITEM = {
  id: NEXT,
  type: 'VIDEO',
  slug: 'tidal-grid',
  title: 'Tidal grid',
  category: null,
  creatorId: null,
  publishAt: null,
  durationSeconds: 30,
  viewCount: 0,
  points: null,
  previewUrl: null,
  card: { id: NEXT, image: null, title: 'Tidal grid', movieTime: '0:30' },
};

async function endVideo() {
  installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      [`/api/v1/activities/${ID}`]: respondJson(200, VIDEO),
      [`/api/v1/activities/${ID}/related`]: respondJson(200, { items: [NEXT_ITEM] }),
    }),
  );
  renderApp(`/activities/${ID}`);
  const player = await screen.findByRole('region', { name: 'Video player: Aurora' }, { timeout: 5000 });
  await screen.findByTestId('watch-related');
  const video = player.querySelector('video');
  if (!video) throw new Error('no video element');
  act(() => {
    fireEvent(video, new Event('ended'));
  });
  return { video, endScreen: await screen.findByTestId('end-screen') };
}

describe('end screen', { timeout: 20_000 }, () => {
  it('offers the next video with an autoplay countdown that Cancel stops', async () => {
    installMatchMedia();
    const { endScreen } = await endVideo();
    const next = within(endScreen).getByTestId('end-screen-next');
    expect(next.getAttribute('href')).toBe(`/activities/${NEXT}`);
    expect(next.textContent).toContain('Tidal grid');
    expect(next.textContent).toContain('Up next in 8 seconds');
    await userEvent.click(within(endScreen).getByRole('button', { name: 'Cancel' }));
    expect(next.textContent).not.toMatch(/in \d+ second/);
    expect(within(endScreen).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('Esc cancels the countdown too', async () => {
    installMatchMedia();
    const { endScreen } = await endVideo();
    await userEvent.keyboard('{Escape}');
    expect(within(endScreen).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(endScreen).getByTestId('end-screen-next').textContent).toContain('Up next');
  });

  it('runs no countdown for people who prefer reduced motion', async () => {
    installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    const { endScreen } = await endVideo();
    expect(within(endScreen).getByTestId('end-screen-next').textContent).not.toMatch(/in \d+ second/);
    expect(within(endScreen).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('replays from the start and gives way to the picture when playback resumes', async () => {
    installMatchMedia();
    const { video } = await endVideo();
    video.currentTime = 90;
    // jsdom does not implement playback; play() resolves as a browser's does.
    const played: number[] = [];
    video.play = () => {
      played.push(video.currentTime);
      return Promise.resolve();
    };
    await userEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(played).toEqual([0]);
    act(() => {
      fireEvent(video, new Event('play'));
    });
    expect(screen.queryByTestId('end-screen')).toBeNull();
  });
});
