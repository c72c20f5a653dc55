import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dispatchAppEvent, MAINTENANCE_EVENT } from '../lib/events';
import {
  inSequence,
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
} from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { makeAdmin, storeAdmin } from '../test/sessions';
import { makeSiteConfig, respondSiteConfig } from '../test/site-config';

const ON = makeSiteConfig({
  maintenance: { enabled: true, endsAt: null, message: 'Hanging a new exhibition.' },
});

const SEARCH_ANSWER = {
  query: 'mon',
  items: [
    {
      id: '0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a31',
      slug: 'monet-water-lilies',
      type: 'VIDEO',
      title: 'Monet and the water lilies',
      titleHighlights: [{ start: 0, length: 5 }],
      categoryName: 'Painting',
      thumbnailUrl: null,
      snippet: 'Giverny, 1899.',
      snippetHighlights: [],
    },
  ],
  total: 1,
  counts: { VIDEO: 1, QUIZ: 0, GAME: 0, FEATURED: 0 },
};

const ACTIVITY = {
  id: '0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a31',
  type: 'VIDEO',
  slug: 'monet-water-lilies',
  title: 'Monet and the water lilies',
  description: 'How a garden in Giverny became a lifelong series.',
  category: { id: '0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a01', slug: 'painting', name: 'Painting' },
  creatorId: null,
  visibility: 'PUBLIC',
  licence: 'ALL_RIGHTS_RESERVED',
  publishAt: null,
  comingSoon: false,
  durationSeconds: 754,
  viewCount: 3,
  pointsReward: 25,
  isDemo: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  tags: [],
  credits: [
    {
      role: 'Director',
      person: {
        id: '0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a41',
        slug: 'sara-k',
        title: 'Sara K.',
        profileImage: null,
        designation: 'Director',
      },
    },
  ],
  media: { hlsUrl: null, thumbnailUrl: null, previewUrl: null, storyboardUrl: null, renditions: [] },
  card: {
    id: '0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a31',
    image: null,
    title: 'Monet and the water lilies',
    movieTime: '12:34',
  },
};

describe('maintenance mode (docs/decisions/010-maintenance-mode.md)', () => {
  it('sends a visitor to the maintenance page, with the staff note', async () => {
    installFakeFetch(respondByPath({ '/api/v1/site/config': respondSiteConfig(ON) }));
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: "We're Getting Ready to Unveil Something New" });
    expect(screen.getByText('Hanging a new exhibition.')).toBeTruthy();
  });

  it('lets an admin in, with a notice that maintenance is on', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    installFakeFetch(respondByPath({ '/api/v1/site/config': respondSiteConfig(ON) }));
    renderApp('/about');
    await screen.findByText(/Maintenance mode is on/);
    expect(screen.getByRole('heading', { level: 1, name: 'About StreamIt' })).toBeTruthy();
  });

  it('reads the configuration again when an API call is refused for maintenance', async () => {
    installFakeFetch(
      respondByPath({ '/api/v1/site/config': inSequence(respondSiteConfig(), respondSiteConfig(ON)) }),
    );
    renderApp('/faq');
    // The FAQ is a lazy route: its chunk is transformed on first import, slowly on a busy machine.
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, { timeout: 10_000 });
    act(() => {
      dispatchAppEvent(MAINTENANCE_EVENT);
    });
    await screen.findByRole('heading', { level: 1, name: "We're Getting Ready to Unveil Something New" });
  });
});

describe('activity search in the header', () => {
  it('searches on the server as you type and opens the chosen activity', async () => {
    const network = installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/search/activities': respondJson(200, SEARCH_ANSWER),
        '/api/v1/activities/monet-water-lilies': respondJson(200, ACTIVITY),
      }),
    );
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    const box = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('combobox', {
      name: 'Search activities',
    });
    await user.type(box, 'mon');

    const option = await screen.findByRole('option');
    expect(option.textContent).toContain('Monet and the water lilies');
    expect(option.querySelector('mark')?.textContent).toBe('Monet');
    expect(option.textContent).toContain('Video · Painting');
    expect(
      network.requests.filter((request) => request.url.includes('/search/')).map((request) => request.url),
    ).toEqual(['/api/v1/search/activities?q=mon&limit=8']);
    await user.keyboard('{ArrowDown}{Enter}');

    // The activity page is a lazy route: its chunk is transformed on first import, slowly on a busy machine.
    const heading = screen.findByRole(
      'heading',
      { level: 1, name: 'Monet and the water lilies' },
      { timeout: 5000 },
    );
    expect(await heading).toBeTruthy();
    expect(screen.getByText('How a garden in Giverny became a lifelong series.')).toBeTruthy();
    expect(screen.getByText('25 points')).toBeTruthy();
    // The credits follow once the player and its title have painted.
    await screen.findByText('Sara K.');
  });

  it('says when nothing matches', async () => {
    installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/search/activities': respondJson(200, {
          query: 'zzz',
          items: [],
          total: 0,
          counts: { VIDEO: 0, QUIZ: 0, GAME: 0, FEATURED: 0 },
        }),
      }),
    );
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const box = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('combobox');
    await userEvent.type(box, 'zzz');
    await waitFor(() => {
      expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('status').textContent).toBe(
        'No activities match your search.',
      );
    });
  });

  it('shows a designed state for an activity that does not exist', async () => {
    installFakeFetch(
      respondByPath({ '/api/v1/activities/gone': respondError(404, 'NOT_FOUND', 'Not found') }),
    );
    renderApp('/activities/gone');
    await screen.findByRole('heading', { name: "This activity isn't available" });
  });
});

describe('newsletter links', () => {
  it('confirms a subscription only when the reader presses the button', async () => {
    const network = installFakeFetch(
      respondByPath({
        '/api/v1/newsletter/confirm': respondJson(200, {
          status: 'CONFIRMED',
          message: 'Subscription confirmed',
        }),
      }),
    );
    renderApp('/newsletter/confirm?token=abcdefghijklmnopqrstuvwxyz012345');
    const button = await screen.findByRole('button', { name: 'Confirm my subscription' });
    expect(network.requests.some((request) => request.url.includes('/newsletter/'))).toBe(false);
    await userEvent.click(button);

    await screen.findByText("You're subscribed. The next StreamIt letter will be in your inbox.");
    const sent = network.requests.find((request) => request.url === '/api/v1/newsletter/confirm');
    expect(readJsonBody(sent)).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz012345' });
  });

  it('says so when the unsubscribe link is invalid', async () => {
    installFakeFetch(
      respondByPath({
        '/api/v1/newsletter/unsubscribe': respondError(
          400,
          'NEWSLETTER_UNSUBSCRIBE_INVALID',
          'This unsubscribe link is invalid.',
        ),
      }),
    );
    renderApp('/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwxyz012345');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe me' }));
    await screen.findByText(
      'This unsubscribe link is invalid. Use the link from the latest newsletter email.',
    );
  });

  it('explains an incomplete link', async () => {
    installFakeFetch(respondJson(404, {}));
    renderApp('/newsletter/confirm');
    await screen.findByText(/This link is incomplete/);
  });
});
