import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityDetail } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, readJsonBody, respondJson } from '../../test/fake-fetch';
import { makeActivityDetail } from '../../test/activities';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { respondPointsConfig, TEST_IDS } from './points-config-test-data';

const OTHER_ACTIVITY = 'c29304b5-8888-42d3-a4f5-a6b7c8d9e0f1';
const OTHER_CREATOR = 'd3a415c6-9999-43e4-b5a6-b7c8d9e0f1a2';

function activity(id: string, title: string, creator: ActivityDetail['creator']): ActivityDetail {
  return makeActivityDetail(id, title, { creatorId: creator?.id ?? null, creator });
}

function serve() {
  return installFakeFetch(
    respondPointsConfig({
      '/api/v1/search/activities': respondJson(200, {
        query: 'harbour',
        items: [
          {
            id: OTHER_ACTIVITY,
            slug: 'harbour-lights',
            type: 'VIDEO',
            title: 'Harbour lights',
            titleHighlights: [],
            categoryName: 'Art',
            thumbnailUrl: null,
            snippet: '',
            snippetHighlights: [],
          },
        ],
        total: 1,
        counts: { VIDEO: 1, QUIZ: 0, GAME: 0, FEATURED: 0 },
      }),
      [`/api/v1/activities/${OTHER_ACTIVITY}`]: respondJson(
        200,
        activity(OTHER_ACTIVITY, 'Harbour lights', { id: OTHER_CREATOR, name: 'Omar Said', avatarUrl: null }),
      ),
      [`/api/v1/activities/${TEST_IDS.activity}`]: respondJson(
        200,
        activity(TEST_IDS.activity, 'Ocean quiz', null),
      ),
    }),
  );
}

async function openSection(name: string) {
  storeAdmin(makeAdmin('SUPER_ADMIN'));
  renderApp('/admin/points-config');
  return screen.findByRole('region', { name }, { timeout: 5000 });
}

const sent = (network: ReturnType<typeof serve>, method: string, path: string) =>
  network.requests.filter((request) => request.method === method && request.url.endsWith(path));

describe('points overrides', { timeout: 20_000 }, () => {
  it('adds a creator multiplier, finding the creator through one of their activities', async () => {
    const network = serve();
    const section = await openSection('Creator overrides');
    await userEvent.type(
      within(section).getByRole('combobox', { name: 'Find the creator through one of their activities' }),
      'harbour',
    );
    await userEvent.click(await within(section).findByRole('option', { name: /Harbour lights/ }));
    await within(section).findByText('Creator: Omar Said (from “Harbour lights”)');
    await userEvent.type(within(section).getByLabelText('Multiplier'), '1.2');
    await userEvent.click(within(section).getByRole('button', { name: 'Preview and add' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save the multiplier of Omar Said?' });
    expect(readJsonBody(sent(network, 'POST', '/preview')[0])).toEqual({
      tier: 'BASIC',
      draft: { creators: [{ creatorId: OTHER_CREATOR, multiplierBp: 12_000 }] },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Multiplier of Omar Said saved.');
    expect(readJsonBody(sent(network, 'POST', '/admin/points-config/creator')[0])).toEqual({
      creatorId: OTHER_CREATOR,
      multiplierBp: 12_000,
    });
  });

  it('edits an activity’s rules from a form filled with them, previewed on that activity', async () => {
    const network = serve();
    const section = await openSection('Activity overrides');
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Edit the rules of Ocean quiz' }),
    );
    const form = within(section).getByRole('form', { name: "Edit the activity's rules" });
    expect(within(form).getByLabelText<HTMLInputElement>('Base points').value).toBe('70');
    expect(within(form).getByLabelText<HTMLSelectElement>('Tier needed').value).toBe('GOLD');
    await userEvent.click(within(form).getByLabelText('Can be completed again'));
    await userEvent.type(within(form).getByLabelText('Wait between completions (seconds)'), '3600');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview and save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save the rules of Ocean quiz?' });
    const values = { basePoints: 70, allowRepeats: true, cooldownSeconds: 3600, requiredTier: 'GOLD' };
    expect(readJsonBody(sent(network, 'POST', '/preview')[0])).toEqual({
      tier: 'BASIC',
      draft: { content: [{ activityId: TEST_IDS.activity, values }] },
      activityIds: [TEST_IDS.activity],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Rules of Ocean quiz saved.');
    expect(readJsonBody(sent(network, 'PUT', `/content/${TEST_IDS.contentOverride}`)[0])).toEqual({
      ...values,
      version: 1,
    });
  });

  it('removes a creator multiplier only after asking', async () => {
    const network = serve();
    const section = await openSection('Creator overrides');
    await userEvent.click(
      await within(section).findByRole('button', {
        name: `Remove the multiplier of creator ${TEST_IDS.creator}`,
      }),
    );
    const question = within(section).getByRole('group', { name: 'Back to ×1 for this creator?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep' }));
    expect(sent(network, 'DELETE', `/creator/${TEST_IDS.creatorOverride}`)).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await screen.findByText('The creator earns at ×1 again.');
    expect(sent(network, 'DELETE', `/creator/${TEST_IDS.creatorOverride}`)).toHaveLength(1);
  });
});
