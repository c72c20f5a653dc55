import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, readJsonBody, respondError } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { respondPointsConfig, TEST_IDS } from './points-config-test-data';

async function openPointsConfig() {
  storeAdmin(makeAdmin('ADMIN'));
  renderApp('/admin/points-config');
  return screen.findByRole('region', { name: 'Global rules' }, { timeout: 5000 });
}

const sent = (network: ReturnType<typeof installFakeFetch>, method: string, path: string) =>
  network.requests.filter((request) => request.method === method && request.url.endsWith(path));

describe('points configuration', { timeout: 20_000 }, () => {
  it('shows the summary and saves a changed base amount only after its preview', async () => {
    const network = installFakeFetch(respondPointsConfig());
    const global = await openPointsConfig();
    expect(screen.getByText('Rules version').nextSibling?.textContent).toBe('3');

    const quiz = within(global).getByLabelText('Quiz (points)');
    await userEvent.clear(quiz);
    await userEvent.type(quiz, '45');
    await userEvent.click(within(global).getByRole('button', { name: 'Preview and save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save the global rules?' });
    expect(dialog.textContent).toContain('Quiz (points): 30');
    const row = await within(dialog).findByRole('row', { name: /Ocean quiz/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '45', '+15']);
    expect(readJsonBody(sent(network, 'POST', '/preview')[0])).toEqual({
      tier: 'BASIC',
      draft: { global: { baseQuiz: 45 } },
    });
    expect(sent(network, 'PUT', '/global')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Global rules saved: version 4.');
    expect(readJsonBody(sent(network, 'PUT', '/global')[0])).toMatchObject({ baseQuiz: 45, version: 3 });
  });

  it('refuses a value outside the contract’s range without asking the server', async () => {
    const network = installFakeFetch(respondPointsConfig());
    const global = await openPointsConfig();
    const percent = within(global).getByLabelText('Share of a video to watch (%)');
    await userEvent.clear(percent);
    await userEvent.type(percent, '120');
    await userEvent.click(within(global).getByRole('button', { name: 'Preview and save' }));
    expect(within(global).getByText('Enter a whole number from 1 to 100.')).toBeTruthy();
    expect(percent.getAttribute('aria-invalid')).toBe('true');
    expect(sent(network, 'POST', '/preview')).toHaveLength(0);
  });

  it('says so when someone else saved the rules first', async () => {
    installFakeFetch(
      respondPointsConfig({
        '/api/v1/admin/points-config/global': respondError(409, 'CONFLICT', 'Conflict'),
      }),
    );
    const global = await openPointsConfig();
    const video = within(global).getByLabelText('Video (points)');
    await userEvent.clear(video);
    await userEvent.type(video, '12');
    await userEvent.click(within(global).getByRole('button', { name: 'Preview and save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the global rules?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Someone else changed this');
  });

  it('gives several selected categories one multiplier with the bulk endpoint', async () => {
    const network = installFakeFetch(respondPointsConfig());
    await openPointsConfig();
    const categories = screen.getByRole('region', { name: 'Category multipliers' });
    // The saved multipliers arrive apart from the category list; wait for Art's before drafting.
    await waitFor(() => {
      expect(within(categories).getByLabelText<HTMLInputElement>('Multiplier of Art').value).toBe('1.25');
    });
    await userEvent.click(await within(categories).findByRole('checkbox', { name: 'Select Science' }));
    await userEvent.click(within(categories).getByRole('checkbox', { name: 'Select Art' }));
    expect(within(categories).getByText('2 categories selected')).toBeTruthy();
    await userEvent.type(within(categories).getByLabelText('Multiplier for the selected categories'), '1.5');
    await userEvent.click(within(categories).getByRole('button', { name: 'Preview for the selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save the multiplier of 2 categories?' });
    expect(dialog.textContent).toContain('Art: ×1.25');
    await within(dialog).findByRole('row', { name: /Ocean quiz/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Multiplier saved for 2 categories.');
    expect(readJsonBody(sent(network, 'POST', '/category/bulk')[0])).toEqual({
      items: [
        { categoryId: TEST_IDS.science, multiplierBp: 15_000 },
        { categoryId: TEST_IDS.art, multiplierBp: 15_000 },
      ],
    });
  });

  it('edits one tier in place and previews it for that tier', async () => {
    const network = installFakeFetch(respondPointsConfig());
    await openPointsConfig();
    const gold = screen.getByLabelText('Multiplier of Gold');
    await userEvent.clear(gold);
    await userEvent.type(gold, '1.6');
    await userEvent.click(screen.getByRole('button', { name: 'Review Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the Gold tier?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Gold tier saved.');
    expect(readJsonBody(sent(network, 'POST', '/preview')[0])).toEqual({
      tier: 'GOLD',
      draft: { tiers: [{ tier: 'GOLD', multiplierBp: 16_000 }] },
    });
    expect(readJsonBody(sent(network, 'PUT', '/tier-multipliers/GOLD')[0])).toEqual({
      threshold: 5_000,
      multiplierBp: 16_000,
      version: 1,
    });
  });

  it('shows an admin without canManagePoints the no-access notice and no menu entry', async () => {
    installFakeFetch(respondPointsConfig());
    storeAdmin(makeAdmin('ANALYST'));
    renderApp('/admin/points-config');
    await screen.findByRole('heading', { name: "You don't have access to this section" });
    expect(screen.queryByRole('link', { name: 'Points configuration' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Global rules' })).toBeNull();
  });

  it('lists the points configuration in the menu of an admin with canManagePoints', async () => {
    installFakeFetch(respondPointsConfig());
    await openPointsConfig();
    const [nav] = screen.getAllByRole('navigation', { name: 'Admin sections' });
    if (!nav) throw new Error('the admin menu is missing');
    expect(within(nav).getByRole('link', { name: 'Points configuration' }).getAttribute('href')).toBe(
      '/admin/points-config',
    );
  });
});
