import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installFakeFetch,
  readJsonBody,
  respondError,
  respondJson,
  type Responder,
} from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { ProfileNamesForm } from './profile-names-form';

const MEMBER = makeMember({ firstName: 'Sara', lastName: 'Khalil', displayName: 'Sara K.' });

function renderForm(answer: Responder = respondJson(200, { user: MEMBER })) {
  const network = installFakeFetch(answer);
  storeMember(MEMBER);
  renderWithProviders(<ProfileNamesForm user={MEMBER} />);
  const field = (name: string) => screen.getByRole('textbox', { name });
  return { network, field, user: userEvent.setup() };
}

const patches = (network: ReturnType<typeof installFakeFetch>) =>
  network.requests.filter((request) => request.method === 'PATCH');

describe('ProfileNamesForm', () => {
  it('starts with the current names and sends the edited ones to PATCH /auth/profile', async () => {
    const { network, field, user } = renderForm();
    expect((field('First name') as HTMLInputElement).value).toBe('Sara');
    expect((field('Display name') as HTMLInputElement).value).toBe('Sara K.');
    await user.clear(field('Last name'));
    await user.clear(field('Display name'));
    await user.type(field('Display name'), 'سارة');
    await user.click(screen.getByRole('button', { name: 'Save names' }));

    await screen.findByText('Your names are saved.');
    const [sent] = patches(network);
    expect(sent?.url).toBe('/api/v1/auth/profile');
    expect(readJsonBody(sent)).toEqual({ firstName: 'Sara', lastName: '', displayName: 'سارة' });
  });

  it.each([
    ['an empty display name', '   ', 'Enter a display name.'],
    ['a display name over 100 characters', 'x'.repeat(101), 'Use at most 100 characters.'],
    ['markup in a display name', '<b>Sara</b>', "This name can't be used. Choose another."],
    ['a reserved display name', 'Ａｄｍｉｎ', 'This display name is reserved. Please choose another one.'],
  ])('refuses %s inline with the contract rules, without a request', async (_case, name, message) => {
    const { network, field, user } = renderForm();
    await user.clear(field('Display name'));
    await user.type(field('Display name'), name.replace(/[{[]/g, '$&$&'));
    await user.click(screen.getByRole('button', { name: 'Save names' }));

    await screen.findByText(message);
    expect(field('Display name').getAttribute('aria-invalid')).toBe('true');
    expect(patches(network)).toEqual([]);
  });

  it("shows the server's validation message when it refuses the names", async () => {
    const { field, user } = renderForm(
      respondError(400, 'VALIDATION_FAILED', 'Please check your input data and try again.'),
    );
    await user.type(field('First name'), 'a');
    await user.click(screen.getByRole('button', { name: 'Save names' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please check your input data and try again.',
    );
  });
});
