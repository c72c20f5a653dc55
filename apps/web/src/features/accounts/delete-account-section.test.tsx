import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondByPath, respondJson, type FakeRequest } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondProviders } from '../../test/auth-providers';
import { respondSiteConfig } from '../../test/site-config';

const DELETE = '/api/v1/auth/delete-account';

function serve(hasPassword = true) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/auth/providers': respondProviders(),
      '/api/v1/auth/data-export': respondJson(200, { export: null }),
      '/api/v1/auth/profile-with-providers': respondJson(200, {
        user: makeMember({ totalPoints: 1250 }),
        linkedProviders: {
          email: 'lina@example.com',
          providers: hasPassword ? ['email'] : ['google'],
          hasPassword,
          hasGoogle: false,
          hasTwitter: false,
        },
      }),
      [DELETE]: respondJson(200, { deleted: true, pointsForfeited: 1250 }),
      [`${DELETE}/code`]: respondJson(202, { sent: true }),
    }),
  );
}

const deletions = (requests: FakeRequest[]) => requests.filter((request) => request.url.endsWith(DELETE));

describe('"Delete my account" in My Account', { timeout: 15_000 }, () => {
  it('shows the balance that is forfeited, and sends nothing when the member refuses or does not confirm', async () => {
    storeMember(makeMember({ totalPoints: 1250 }));
    const { requests } = serve();
    renderApp('/merchandise/account');
    await screen.findByText(/Your 1,250 points are forfeited/);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await userEvent.type(screen.getByLabelText(/Your current password/), 'violet-harbour-lantern-42');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await screen.findByText('Tick the box to confirm you understand.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => {
      expect(screen.queryByLabelText(/Your current password/)).toBeNull();
    });
    expect(deletions(requests)).toHaveLength(0);
  });

  it('deletes with the password once confirmed, then signs the member out', async () => {
    storeMember(makeMember({ totalPoints: 1250 }));
    const { requests } = serve();
    renderApp('/merchandise/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    await userEvent.type(screen.getByLabelText(/Your current password/), 'violet-harbour-lantern-42');
    await userEvent.click(screen.getByLabelText('I understand my account is deleted for good'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => {
      expect(deletions(requests)).toHaveLength(1);
    });
    expect(JSON.parse(deletions(requests)[0]?.body as string)).toEqual({
      password: 'violet-harbour-lantern-42',
    });
    await screen.findByText(/Your account was deleted and you were signed out/);
  });

  it('asks an account without a password for the e-mailed code instead', async () => {
    storeMember(makeMember({ totalPoints: 1250 }));
    const { requests } = serve(false);
    renderApp('/merchandise/account');
    await screen.findByText(/Your 1,250 points are forfeited/);
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code to delete my account' }));
    await screen.findByText('We emailed you a 6-digit code. It works for 10 minutes.');
    await userEvent.type(screen.getByLabelText(/The code from the email/), '123456');
    await userEvent.click(screen.getByLabelText('I understand my account is deleted for good'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => {
      expect(deletions(requests)).toHaveLength(1);
    });
    expect(JSON.parse(deletions(requests)[0]?.body as string)).toEqual({ code: '123456' });
  });
});
