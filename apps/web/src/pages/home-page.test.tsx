import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  hangUntilAborted,
  inSequence,
  installFakeFetch,
  respondByPath,
  respondError,
  respondJson,
  type Responder,
} from '../test/fake-fetch';
import { TEST_CATEGORIES as CATEGORIES } from '../features/browse/browse-test-support';
import { respondSiteConfig } from '../test/site-config';
import { renderApp } from '../test/render-app';

// The shell also reads the site configuration and the home page its featured item and rows (empty here:
// features/browse/home-rows.test.tsx covers them); these tests are about the categories call.
function serveCategories(categories: Responder) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/activities/categories': categories,
      '/api/v1/activities/featured': respondJson(200, { items: [] }),
      '/api/v1/activities': respondJson(200, { items: [], nextCursor: null }),
      '/api/v1/site/config': respondSiteConfig(),
    }),
  );
}

function categoryRequests(network: { requests: { url: string }[] }): string[] {
  return network.requests.map((request) => request.url).filter((url) => url.includes('/categories'));
}

function findCategorySection(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Browse by category' });
}

describe('home page', () => {
  it('introduces StreamIt and renders a card per category from the API', async () => {
    const network = serveCategories(respondJson(200, { categories: CATEGORIES }));
    renderApp('/');

    const title = 'Stories of art and culture, streaming now';
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.getByText(/earn points for what you watch/)).toBeTruthy();
    const section = await findCategorySection();
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Cinema', 'Music']);
    expect(within(section).getByRole('article', { name: 'Cinema' }).textContent).toContain('Films.');
    expect(categoryRequests(network)).toEqual(['/api/v1/activities/categories']);
  });

  it('shows a loading skeleton while categories load', async () => {
    serveCategories(hangUntilAborted());
    renderApp('/');

    const section = await findCategorySection();
    expect(within(section).getByRole('status').textContent).toBe('Loading categories…');
    expect(section.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
  });

  it('shows a designed empty state when there are no categories', async () => {
    serveCategories(respondJson(200, { categories: [] }));
    renderApp('/');

    const section = await findCategorySection();
    await within(section).findByRole('heading', { name: 'No categories yet' });
    expect(within(section).getByText(/Check back soon/)).toBeTruthy();
  });

  it('shows an error with a retry that loads the categories', async () => {
    const network = serveCategories(
      inSequence(respondError(404, 'NOT_FOUND', 'Gone'), respondJson(200, { categories: CATEGORIES })),
    );
    renderApp('/');

    const section = await findCategorySection();
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "We couldn't load the categories" })).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    await within(section).findByRole('heading', { name: 'Cinema' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(categoryRequests(network)).toHaveLength(2);
  });

  it('sets the document title', async () => {
    serveCategories(respondJson(200, { categories: [] }));
    renderApp('/');

    await waitFor(() => {
      expect(document.title).toBe('StreamIt: art and culture streaming');
    });
  });
});
