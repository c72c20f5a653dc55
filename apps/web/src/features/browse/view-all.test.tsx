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
} from '../../test/fake-fetch';
import {
  browseRoutes,
  installIntersectionObserver,
  makeListItem,
  makePage,
  queryOf,
  renderRoute,
  requestsTo,
} from './browse-test-support';

const LIST = '/api/v1/activities';

// The whole app renders first; on a busy machine that can take longer than findBy's default second.
function grid() {
  return screen.findAllByRole('article', {}, { timeout: 5000 });
}

function cardTitles(): string[] {
  return screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
}

describe('/view-all', () => {
  it('lists videos newest first by default, with the result count', async () => {
    const network = installFakeFetch(
      respondByPath(browseRoutes({ [LIST]: respondJson(200, makePage([makeListItem({ title: 'Dawn' })])) })),
    );
    renderRoute('/view-all');

    await grid();
    await screen.findByRole('heading', { level: 2, name: 'Dawn' });
    expect(screen.getByText('1 result')).toBeTruthy();
    expect(queryOf(requestsTo(network, LIST)[0])).toEqual({ sort: 'newest', limit: '24', type: 'VIDEO' });
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('newest');
  });

  it('reads the filters from the address and writes every change back to it', async () => {
    const network = installFakeFetch(
      respondByPath(browseRoutes({ [LIST]: respondJson(200, makePage([makeListItem()])) })),
    );
    const router = renderRoute('/view-all?sort=popular&tag=jazz');
    const user = userEvent.setup();
    await grid();
    expect(queryOf(requestsTo(network, LIST)[0])).toMatchObject({
      sort: 'popular',
      tag: 'jazz',
      type: 'VIDEO',
    });
    expect(screen.getByText('Tag: jazz')).toBeTruthy();

    const category = screen.getByLabelText('Category');
    await waitFor(() => {
      expect(within(category).getByRole('option', { name: 'Music' })).toBeTruthy();
    });
    await user.selectOptions(category, 'Music');
    await waitFor(() => {
      expect(router.state.location.search).toEqual({ sort: 'popular', tag: 'jazz', category: 'music' });
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sax{Enter}');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    await user.click(screen.getByRole('button', { name: 'Remove the tag filter' }));

    await waitFor(() => {
      expect(router.state.location.search).toEqual({ category: 'music', q: 'sax' });
    });
    await waitFor(() => {
      expect(queryOf(requestsTo(network, LIST).at(-1))).toEqual({
        sort: 'newest',
        limit: '24',
        type: 'VIDEO',
        category: 'music',
        q: 'sax',
      });
    });
  });

  it('loads the next page by cursor when the end of the grid is reached, and on "Load more"', async () => {
    const observer = installIntersectionObserver();
    const network = installFakeFetch(
      respondByPath(
        browseRoutes({
          [LIST]: inSequence(
            respondJson(
              200,
              makePage([makeListItem({ title: 'One' }), makeListItem({ title: 'Two' })], 'c2'),
            ),
            respondJson(200, makePage([makeListItem({ title: 'Three' })], 'c3')),
            respondJson(200, makePage([makeListItem({ title: 'Four' })])),
          ),
        }),
      ),
    );
    renderRoute('/view-all?limit=2');
    await screen.findByRole('heading', { name: 'Two' });
    expect(screen.getByText('Showing the first 2 results; more load as you scroll')).toBeTruthy();

    observer.reach();
    await screen.findByRole('heading', { name: 'Three' });
    expect(queryOf(requestsTo(network, LIST)[1])).toMatchObject({ cursor: 'c2', limit: '2' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Four' });
    expect(queryOf(requestsTo(network, LIST)[2])).toMatchObject({ cursor: 'c3' });
    expect(cardTitles()).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(screen.getByText('4 results')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The sentinel stops being observed in an effect after the last page renders (a busy machine runs it later).
    await waitFor(
      () => {
        expect(observer.countIn(screen.getByRole('main'))).toBe(0);
      },
      { timeout: 5_000 },
    );
  });

  it('keeps the loaded cards and offers the button again when the next page fails', async () => {
    installIntersectionObserver();
    installFakeFetch(
      respondByPath(
        browseRoutes({
          [LIST]: inSequence(
            respondJson(200, makePage([makeListItem({ title: 'One' })], 'c2')),
            respondError(404, 'NOT_FOUND', 'Gone'),
            respondJson(200, makePage([makeListItem({ title: 'Two' })])),
          ),
        }),
      ),
    );
    renderRoute('/view-all');
    await screen.findByRole('heading', { name: 'One' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await screen.findByText("We couldn't load more results.");
    expect(screen.getByRole('heading', { name: 'One' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Two' });
  });

  it('shows a loading skeleton while the list loads', async () => {
    installFakeFetch(respondByPath(browseRoutes({ [LIST]: inSequence(hangUntilAborted()) })));
    renderRoute('/view-all?q=zzz');
    await screen.findByText('Loading the list…');
  });

  it('says when nothing matches and links to the unfiltered list', async () => {
    installFakeFetch(respondByPath(browseRoutes({ [LIST]: respondJson(200, makePage([])) })));
    const router = renderRoute('/view-all?q=zzz');
    await screen.findByRole('heading', { name: 'Nothing matches yet' });
    await userEvent.click(screen.getByRole('link', { name: 'Clear the filters' }));
    await waitFor(() => {
      expect(router.state.location.search).toEqual({});
    });
  });

  it('shows an error with a retry that loads the list', async () => {
    installFakeFetch(
      respondByPath(
        browseRoutes({
          [LIST]: inSequence(
            respondError(404, 'NOT_FOUND', 'Gone'),
            respondJson(200, makePage([makeListItem({ title: 'Back' })])),
          ),
        }),
      ),
    );
    renderRoute('/view-all');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "We couldn't load this list" })).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Back' });
  });
});
