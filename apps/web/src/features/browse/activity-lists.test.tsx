import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import {
  browseRoutes,
  makeListItem,
  makePage,
  queryOf,
  renderRoute,
  requestsTo,
} from './browse-test-support';

const LIST = '/api/v1/activities';

function serveList() {
  return installFakeFetch(
    respondByPath(
      browseRoutes({ [LIST]: respondJson(200, makePage([makeListItem({ type: 'GAME', title: 'Memory' })])) }),
    ),
  );
}

describe('activity lists', () => {
  it('/activities filters by kind with chips kept in the address', async () => {
    const network = serveList();
    const router = renderRoute('/activities?sort=popular');
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(queryOf(requestsTo(network, LIST)[0])).toEqual({ sort: 'popular', limit: '24' });

    const kinds = screen.getByRole('group', { name: 'Kind of activity' });
    expect(within(kinds).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(kinds).getByRole('button', { name: 'Games' }));

    await waitFor(() => {
      expect(router.state.location.search).toEqual({ sort: 'popular', type: 'GAME' });
    });
    expect(within(kinds).getByRole('button', { name: 'Games' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => {
      expect(queryOf(requestsTo(network, LIST).at(-1))).toEqual({
        sort: 'popular',
        limit: '24',
        type: 'GAME',
      });
    });
  });

  it.each([
    ['/activities/games', 'Games', 'GAME'],
    ['/activities/quizzes', 'Quizzes', 'QUIZ'],
    ['/activities/videos', 'Video Activities', 'VIDEO'],
  ])('%s lists one kind only, without kind chips', async (path, title, type) => {
    const network = serveList();
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
    await screen.findAllByRole('article');
    expect(queryOf(requestsTo(network, LIST)[0])).toEqual({ sort: 'newest', limit: '24', type });
    expect(screen.queryByRole('group', { name: 'Kind of activity' })).toBeNull();
  });

  it('/activities/featured shows the curated items in order with their hero images', async () => {
    const item = (id: string, title: string, heroImageUrl: string | null) => ({
      id: `0b0c6a39-6b4e-4a50-9d3a-6f0e3f7d9a0${id}`,
      position: Number(id),
      headline: `Pick ${id}`,
      heroImageUrl,
      activity: {
        id: `0b0c6a39-6b4e-4a50-9d3a-7f0e3f7d9a0${id}`,
        type: 'QUIZ',
        slug: title,
        title,
        description: 'About.',
      },
    });
    installFakeFetch(
      respondByPath(
        browseRoutes({
          '/api/v1/activities/featured': respondJson(200, {
            items: [item('1', 'Renaissance', '/media/hero-1.jpg'), item('2', 'Baroque', null)],
          }),
        }),
      ),
    );
    renderRoute('/activities/featured');

    const entries = await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Renaissance',
      'Baroque',
    ]);
    expect(entries[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/hero-1.jpg');
    expect(within(entries[0] as HTMLElement).getByText('Pick 1')).toBeTruthy();
    expect(within(entries[1] as HTMLElement).getByText('Quiz')).toBeTruthy();
  });
});
