import type { PartnerApplication, PartnerPortal as Portal, WebhookDelivery } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { installFakeFetch, readJsonBody, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { PartnerApply } from './partner-apply';
import { PartnerPortal } from './partner-portal';
import {
  makeCampaign,
  makePartner,
  makePartnerApplication,
  PARTNER_APPLICATION_INPUT,
  PARTNER_TEST_ID as ID,
} from './partners.fixtures';

const API = '/api/v1';

afterEach(async () => {
  await changeLanguage('en');
});

const application = makePartnerApplication;

function serve(items: PartnerApplication[], extra = {}) {
  storeMember(makeMember());
  return installFakeFetch(
    respondByPath({ [`${API}/partner-applications/mine`]: respondJson(200, { items }), ...extra }),
  );
}

describe('Become a partner', () => {
  it('shows a message under each field the member got wrong and sends nothing', async () => {
    const network = serve([]);
    renderWithProviders(<PartnerApply />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send the application' }));
    await screen.findByText("Enter your organisation's name.");
    expect(screen.getByText('Choose the kind of organisation.')).toBeTruthy();
    expect(screen.getByText('Choose a country.')).toBeTruthy();
    expect(screen.getByText('Tell us a little more: at least 20 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Organisation name').getAttribute('aria-invalid')).toBe('true');
    expect(network.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends a complete application', async () => {
    const network = serve([], { [`${API}/partner-applications`]: respondJson(201, application()) });
    renderWithProviders(<PartnerApply />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Organisation name'), 'Gallery One');
    await user.selectOptions(screen.getByLabelText('Kind of organisation'), 'GALLERY');
    await user.type(screen.getByLabelText('Website'), 'https://gallery.example.org');
    await user.selectOptions(screen.getByLabelText('Country'), 'AE');
    await user.type(
      screen.getByLabelText('What would you like to do with our members?'),
      'We show contemporary calligraphy to new audiences.',
    );
    await user.click(screen.getByRole('button', { name: 'Send the application' }));
    await waitFor(() => {
      expect(network.requests.some((request) => request.method === 'POST')).toBe(true);
    });
    expect(readJsonBody(network.requests.find((request) => request.method === 'POST'))).toEqual(
      PARTNER_APPLICATION_INPUT,
    );
  });

  it('shows a waiting application, in Arabic too, without the form', async () => {
    serve([application()]);
    await changeLanguage('ar');
    renderWithProviders(<PartnerApply />);
    await screen.findByText('طلبكم بانتظار المراجعة؛ يمكنكم إرسال طلب آخر بعد البتّ فيه.');
    expect(screen.getByText(/Gallery One/).closest('li')?.textContent).toContain('بانتظار المراجعة');
    expect(screen.queryByRole('form')).toBeNull();
  });
});

const campaign = makeCampaign({ id: ID, activityIds: [ID] });

const portalOf = (ownerUserId: string): Portal => ({
  partner: makePartner({ ownerUserId }),
  campaigns: [campaign],
});

const delivery: WebhookDelivery = {
  id: ID,
  event: 'partner.status_changed',
  status: 'DELIVERED',
  attempts: 2,
  nextAttemptAt: null,
  resendOf: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  deliveredAt: '2026-11-20T10:01:00.000Z',
  log: [
    { attempt: 1, statusCode: 500, error: null, durationMs: 12, at: '2026-11-20T10:00:00.000Z' },
    { attempt: 2, statusCode: 200, error: null, durationMs: 9, at: '2026-11-20T10:01:00.000Z' },
  ],
};

describe('the partner portal', () => {
  it("gives the owner the webhook panel: the secret once, the log and 'send again'", async () => {
    const owner = makeMember();
    storeMember(owner);
    const network = installFakeFetch(
      respondByPath({
        [`${API}/partner/portal`]: respondJson(200, portalOf(owner.id)),
        [`${API}/partner/webhook`]: (request) =>
          request.method === 'PUT'
            ? respondJson(200, {
                url: 'https://hooks.example.org/in',
                secret: 'whsec_abc',
                createdAt: '2026-11-20T10:00:00.000Z',
              })(request)
            : respondJson(200, { webhook: null, deliveries: [delivery] })(request),
        [`${API}/partner/webhook/deliveries/${ID}/resend`]: respondJson(201, { ...delivery, resendOf: ID }),
      }),
    );
    renderWithProviders(<PartnerPortal />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Endpoint address (https)'), 'https://hooks.example.org/in');
    await user.click(screen.getByRole('button', { name: 'Save the endpoint' }));
    const secret = await screen.findByLabelText(/Your signing secret/);
    expect((secret as HTMLInputElement).value).toBe('whsec_abc');
    expect(readJsonBody(network.requests.find((request) => request.method === 'PUT'))).toEqual({
      url: 'https://hooks.example.org/in',
    });
    expect(screen.getByRole('table', { name: 'Deliveries, newest first' }).textContent).toContain(
      'Delivered',
    );
    await user.click(screen.getByRole('button', { name: 'Send partner.status_changed again' }));
    await waitFor(() => {
      expect(network.requests.some((request) => request.url.endsWith('/resend'))).toBe(true);
    });
  });

  it("shows the partner's campaigns with their counts", async () => {
    const portal: Portal = {
      partner: makePartner(),
      campaigns: [
        campaign,
        {
          ...campaign,
          id: '00000000-0000-4000-8000-0000000000a2',
          title: 'Autumn offer',
          status: 'REJECTED',
          decisionReason: 'Too large',
        },
      ],
    };
    storeMember(makeMember());
    installFakeFetch(respondByPath({ [`${API}/partner/portal`]: respondJson(200, portal) }));
    renderWithProviders(<PartnerPortal />);
    const table = await screen.findByRole('table', { name: 'Your campaigns and their figures' });
    expect(table.textContent).toContain('Spring of calligraphy');
    expect(table.textContent).toContain('45 / 50');
    expect(screen.getByText('Status: Active')).toBeTruthy();
    expect(table.textContent).toContain('Not approved');
    expect(table.textContent).toContain('Reason: Too large');
  });
});
