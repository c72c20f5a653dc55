import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  inSequence,
  installFakeFetch,
  respondByPath,
  respondError,
  respondJson,
  type FakeRequest,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondProviders } from '../../test/auth-providers';
import { respondSiteConfig } from '../../test/site-config';

const DELETE = '/api/v1/auth/delete-account';

const WALLET_HELD = respondError(
  409,
  'ACCOUNT_DELETION_WALLET_CHOICE_REQUIRED',
  'Your wallet holds ARTFI. Choose whether to send it to an address of yours or burn it, then delete your account.',
);

function serve(hasPassword = true, deletion = respondJson(200, { deleted: true, pointsForfeited: 1250 })) {
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
      [DELETE]: deletion,
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

  it('asks what becomes of the ARTFI when the server says the wallet holds some, and sends the choice', async () => {
    storeMember(makeMember({ totalPoints: 1250 }));
    const deleted = respondJson(200, { deleted: true, pointsForfeited: 1250 });
    const { requests } = serve(true, inSequence(WALLET_HELD, deleted));
    renderApp('/merchandise/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    await userEvent.type(screen.getByLabelText(/Your current password/), 'violet-harbour-lantern-42');
    await userEvent.click(screen.getByLabelText('I understand my account is deleted for good'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await screen.findByRole('group', { name: 'Your wallet holds ARTFI. What becomes of it?' });
    await userEvent.click(screen.getByLabelText('Send all of it to a wallet address of mine'));
    await userEvent.type(screen.getByLabelText(/Your wallet address/), '0x12');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await screen.findByText('Enter a wallet address: 0x followed by 40 characters.');
    const address = `0x${'ab'.repeat(20)}`;
    await userEvent.clear(screen.getByLabelText(/Your wallet address/));
    await userEvent.type(screen.getByLabelText(/Your wallet address/), address);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => {
      expect(deletions(requests)).toHaveLength(2);
    });
    expect(JSON.parse(deletions(requests)[1]?.body as string)).toEqual({
      password: 'violet-harbour-lantern-42',
      wallet: { choice: 'handOver', address },
    });
    await screen.findByText(/Your account was deleted and you were signed out/);
  });
});
