import type { SearchActivitiesResponse, SearchResult } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondByPath, respondJson, type Responder } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { respondSiteConfig } from '../test/site-config';

const NO_COUNTS = { VIDEO: 0, QUIZ: 0, GAME: 0, FEATURED: 0 };

function hit(index: number, type: SearchResult['type'], title: string): SearchResult {
  return {
    id: `0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a${String(index).padStart(2, '0')}`,
    slug: `hit-${index}`,
    type,
    title,
    titleHighlights: [{ start: 0, length: 5 }],
    categoryName: index === 1 ? 'Painting' : null,
    thumbnailUrl: null,
    snippet: index === 1 ? 'Giverny, <b>1899</b>.' : '',
    snippetHighlights: [],
  };
}

const FIRST_PAGE: SearchActivitiesResponse = {
  query: 'monet',
  items: [hit(1, 'VIDEO', 'Monet <script>'), hit(2, 'QUIZ', 'Monet quiz')],
  total: 3,
  counts: { VIDEO: 2, QUIZ: 1, GAME: 0, FEATURED: 0 },
};
const SECOND_PAGE: SearchActivitiesResponse = { ...FIRST_PAGE, items: [hit(3, 'VIDEO', 'Monet later')] };

// The search API by offset: the first page, then the rest.
const respondSearch: Responder = (request) => {
  const offset = new URL(request.url, 'http://localhost').searchParams.get('offset');
  return respondJson(200, offset === '0' ? FIRST_PAGE : SECOND_PAGE)(request);
};

function install(search: Responder = respondSearch) {
  return installFakeFetch(
    respondByPath({ '/api/v1/site/config': respondSiteConfig(), '/api/v1/search/activities': search }),
  );
}

const searchUrls = (network: ReturnType<typeof install>) =>
  network.requests.filter((request) => request.url.includes('/search/')).map((request) => request.url);

describe('/search', () => {
  it('groups the hits by kind with counts, marks the words safely and shows more on demand', async () => {
    const network = install();
    renderApp('/search?q=monet');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    const videos = await screen.findByRole('region', { name: 'Videos (2)' });
    const quizzes = screen.getByRole('region', { name: 'Quizzes (1)' });
    const title = within(videos).getByRole('link', { name: /^Monet\s*<script>$/ });
    expect(title.querySelector('mark')?.textContent).toBe('Monet');
    expect(document.querySelector('script:not([src])')).toBeNull();
    expect(within(videos).getByText('Giverny, <b>1899</b>.')).toBeTruthy();
    expect(within(videos).getByText('Video · Painting')).toBeTruthy();
    expect(within(quizzes).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Showing 2 of 3 results for “monet”.').getAttribute('role')).toBe('status');

    await userEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await within(videos).findByRole('link', { name: /^Monet\s*later$/ });
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
    expect(searchUrls(network)).toEqual([
      '/api/v1/search/activities?q=monet&limit=20&offset=0',
      '/api/v1/search/activities?q=monet&limit=20&offset=2',
    ]);
  });

  it('offers the kinds that have hits as links that keep the words, and filters by the chosen one', async () => {
    const network = install();
    renderApp('/search?q=monet');
    const kinds = await screen.findByRole('navigation', { name: 'Kind of result' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All 3', 'Videos 2', 'Quizzes 1']);
    await userEvent.click(within(kinds).getByRole('link', { name: 'Quizzes 1' }));
    await waitFor(() => {
      expect(searchUrls(network)).toContain('/api/v1/search/activities?q=monet&limit=20&offset=0&type=QUIZ');
    });
    expect(within(kinds).getByRole('link', { name: 'Quizzes 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('asks for words when the address has none, without calling the API', async () => {
    const network = install();
    renderApp('/search?q=%20%20');
    await screen.findByRole('heading', { name: 'What are you looking for?' });
    expect(searchUrls(network)).toEqual([]);
  });

  it('says nothing matches and offers to browse everything', async () => {
    install(respondJson(200, { query: 'zzz', items: [], total: 0, counts: NO_COUNTS }));
    renderApp('/search?q=zzz');
    await screen.findByRole('heading', { name: 'Nothing matches “zzz”' });
    expect(screen.getByRole('link', { name: 'Browse all videos' }).getAttribute('href')).toBe('/view-all');
  });

  it('searches again from its own box, keeping the words in the address', async () => {
    const network = install();
    renderApp('/search');
    const box = await screen.findByRole('searchbox', { name: 'Search activities' });
    await userEvent.type(box, 'monet{Enter}');
    await screen.findByRole('region', { name: 'Videos (2)' });
    expect(searchUrls(network)[0]).toBe('/api/v1/search/activities?q=monet&limit=20&offset=0');
  });
});

describe('Enter in the header search box', () => {
  it('opens /search?q= with the typed words', async () => {
    install();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const header = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.type(within(header).getByRole('combobox'), '  monet {Enter}');
    await screen.findByRole('region', { name: 'Videos (2)' });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search activities' }).value).toBe(
      'monet',
    );
  });
});
