import { BURN_WAIT_MS, CLIENT_MESSAGES } from '@streamit/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { installFakeFetch, readJsonBody, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { BurnPanel } from './burn-panel';

const RUN_ID = '1b7d7c0e-2f2a-4c61-9a53-5d1f4f3c2a10';
const MEMBER = '6f1c1a52-4a43-4d7e-9d0e-2f0c4b1b9a11';
const run = (status: string, processed: number) => ({
  id: RUN_ID,
  status,
  ratio: 0.5,
  total: 1,
  processed,
  burnedAmount: processed ? '5' : '0',
  totalSupplyBefore: processed ? '1000' : null,
  totalSupplyAfter: processed ? '995' : null,
  items: [
    {
      userId: MEMBER,
      address: null,
      artfiAmount: processed ? '5' : '0',
      status: processed ? 'BURNED' : 'PENDING',
      txHash: null,
      note: null,
    },
  ],
  createdAt: '2026-11-25T07:00:00.000Z',
  finishedAt: null,
});

/** Starts a run over `total` members that stays running, with the labels of the page's language. */
function startRunning(total: number, labels: { ids: RegExp; submit: string }) {
  installFakeFetch(
    respondByPath({
      '/api/v1/artfi-burn/execute': respondJson(202, { ...run('QUEUED', 0), total }),
      [`/api/v1/artfi-burn/${RUN_ID}`]: respondJson(200, { ...run('RUNNING', 0), total }),
    }),
  );
  const view = renderWithProviders(<BurnPanel />);
  fireEvent.change(screen.getByLabelText(labels.ids), { target: { value: MEMBER } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
  return view;
}

/** A paragraph whose whole text is `text` (the status and the progress share one). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

describe('ARTFI burn panel', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("names the run's members by the language's plural rules: a few in Arabic, one in English", async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    await i18n.changeLanguage('ar');
    const { unmount } = startRunning(3, { ids: /معرّفات الأعضاء/, submit: 'بدء الحرق' });
    await screen.findByText(paragraph('قيد التشغيل — اكتمل 0 من 3 أعضاء'));
    unmount();
    await i18n.changeLanguage('en');
    startRunning(1, { ids: /Member ids/, submit: 'Start burn' });
    await screen.findByText(paragraph('Running — 0 of 1 member done'));
  });

  it('starts a run, follows its job and shows the report', async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    let polls = 0;
    const network = installFakeFetch(
      respondByPath({
        '/api/v1/artfi-burn/execute': respondJson(202, run('QUEUED', 0)),
        [`/api/v1/artfi-burn/${RUN_ID}`]: (request) => {
          polls += 1;
          return respondJson(200, polls > 1 ? run('DONE', 1) : run('RUNNING', 0))(request);
        },
      }),
    );
    renderWithProviders(<BurnPanel />);
    await userEvent.type(screen.getByLabelText(/Member ids/), MEMBER);
    await userEvent.click(screen.getByRole('button', { name: 'Start burn' }));
    expect((await screen.findByTestId('burn-total', {}, { timeout: 10_000 })).textContent).toContain(
      'Burned 5 ARTFI. Total supply 1000 → 995.',
    );
    const started = network.requests.find((request) => request.url.endsWith('/artfi-burn/execute'));
    expect(readJsonBody(started)).toEqual({ userIds: [MEMBER], ratio: 0.5 });
  });

  it('refuses bad ids before calling, and shows the spec message when the wait passes 10 minutes', async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const network = installFakeFetch(
      respondByPath({
        '/api/v1/artfi-burn/execute': respondJson(202, run('QUEUED', 0)),
        [`/api/v1/artfi-burn/${RUN_ID}`]: respondJson(200, run('RUNNING', 0)),
      }),
    );
    // The same code path as the 10-minute default (BURN_WAIT_MS), with a wait a test can sit through.
    expect(BURN_WAIT_MS).toBe(600_000);
    renderWithProviders(<BurnPanel waitMs={300} />);
    fireEvent.change(screen.getByLabelText(/Member ids/), { target: { value: 'not-an-id' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start burn' }));
    await screen.findByText(/List member ids/);
    expect(network.requests.some((request) => request.url.endsWith('/artfi-burn/execute'))).toBe(false);
    fireEvent.change(screen.getByLabelText(/Member ids/), { target: { value: MEMBER } });
    fireEvent.click(screen.getByRole('button', { name: 'Start burn' }));
    await screen.findByTestId('burn-run');
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe(CLIENT_MESSAGES.burnTimeout);
    });
  });
});
