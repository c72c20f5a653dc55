import { screen, waitFor, within } from '@testing-library/react';
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

const SOON = '/api/v1/activities/coming-soon';
const DAY = 86_400_000;

describe('/coming-soon', () => {
  it('lists scheduled items soonest first with their premiere date and a live countdown', async () => {
    const publishAt = new Date(Date.now() + 2 * DAY + 3 * 3_600_000 + 30 * 60_000).toISOString();
    const network = installFakeFetch(
      respondByPath(
        browseRoutes({
          [SOON]: respondJson(200, makePage([makeListItem({ title: 'Night Music', publishAt })])),
        }),
      ),
    );
    renderRoute('/coming-soon');

    const [entry] = await screen.findAllByRole('article', {}, { timeout: 5000 });
    if (!entry) throw new Error('an entry expected');
    expect(within(entry).getByRole('heading', { name: 'Night Music' })).toBeTruthy();
    expect(entry.parentElement?.querySelector('time')?.getAttribute('dateTime')).toBe(publishAt);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(within(timer).getByTestId('countdown-days').textContent).toBe('02');
    expect(within(timer).getByTestId('countdown-hours').textContent).toBe('03');
    const seconds = within(timer).getByTestId('countdown-seconds').textContent;
    await waitFor(
      () => {
        expect(within(timer).getByTestId('countdown-seconds').textContent).not.toBe(seconds);
      },
      { timeout: 2500 },
    );
    expect(queryOf(requestsTo(network, SOON)[0])).toEqual({ limit: '12' });
  });

  it('says when nothing is scheduled and points to what is streaming now', async () => {
    installFakeFetch(respondByPath(browseRoutes({ [SOON]: respondJson(200, makePage([])) })));
    renderRoute('/coming-soon');
    await screen.findByRole('heading', { name: 'No premieres scheduled yet' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Browse all videos' }).getAttribute('href')).toBe('/view-all');
  });
});
