import type { Exchange, ExchangeRates } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondJson,
  writeRequests,
  type Responder,
} from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { makeMember, storeMember } from '../../../test/sessions';
import { respondSiteConfig } from '../../../test/site-config';

const RATES: ExchangeRates = {
  symbol: 'ARTFI',
  decimals: 18,
  artfiPerPoint: '0.01',
  minPoints: 100,
  maxPoints: 5000,
  dailyMaxPoints: 10000,
  usedTodayPoints: 9500,
  chainAvailable: true,
  explorerUrl: null,
  payoutAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  kycAbovePoints: 450,
  kycAvailable: false,
};

function exchangeNumber(n: number): Exchange {
  return {
    id: `6f1c1a52-4a43-4d7e-9d0e-${String(n).padStart(12, '0')}`,
    pointsAmount: 100 * n,
    artfiAmount: String(n),
    description: '',
    status: 'PENDING',
    payoutAddress: RATES.payoutAddress ?? '',
    txHash: null,
    txUrl: null,
    rejectReason: null,
    failureReason: null,
    createdAt: '2026-11-25T03:00:00.000Z',
    decidedAt: null,
    settledAt: null,
  };
}

function serve(routes: Record<string, Responder>) {
  return installFakeFetch(
    respondByPath(
      {
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/points/exchange-rates': respondJson(200, RATES),
        '/api/v1/points/exchanges': respondJson(200, { items: [], page: 1, limit: 10, total: 0 }),
        ...routes,
      },
      respondJson(200, {}),
    ),
  );
}

async function openExchangeForm(name = 'Exchange points') {
  storeMember(makeMember());
  const { unmount } = renderApp('/wallet');
  return Object.assign(await screen.findByRole('form', { name }, { timeout: 5000 }), { unmount });
}

/** A paragraph whose whole text is `text` (the rate and the limits share one). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

describe('wallet exchange', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("names the limits' points by the language's plural rules: a few in Arabic, one in English", async () => {
    await i18n.changeLanguage('ar');
    const few = { minPoints: 1, maxPoints: 10, dailyMaxPoints: 50, usedTodayPoints: 0, kycAbovePoints: 3 };
    serve({ '/api/v1/points/exchange-rates': respondJson(200, { ...RATES, ...few }) });
    const arabic = await openExchangeForm('استبدال النقاط');
    within(arabic).getByText(
      paragraph('نقطة واحدة = 0.01 ARTFI · من 1 إلى 10 نقاط في كل استبدال، و50 في اليوم (استُخدم اليوم 0)'),
    );
    within(arabic).getByText(
      'يتطلب الاستبدال بأكثر من 3 نقاط التحقق من الهوية، وهو ما لا يقدمه هذا الموقع بعد.',
    );
    await userEvent.type(within(arabic).getByLabelText('النقاط المراد استبدالها'), '5');
    await userEvent.click(within(arabic).getByRole('button', { name: 'استبدال' }));
    await within(arabic).findByText(
      'الحد الأقصى للاستبدال هنا 3 نقاط: فالمبالغ الأكبر تتطلب التحقق من الهوية، وهو ما لا يقدمه هذا الموقع بعد.',
    );
    arabic.unmount();
    await i18n.changeLanguage('en');
    serve({
      '/api/v1/points/exchange-rates': respondJson(200, {
        ...RATES,
        ...few,
        maxPoints: 1,
        kycAbovePoints: 1,
      }),
    });
    const english = await openExchangeForm();
    within(english).getByText(
      paragraph('1 point = 0.01 ARTFI · 1 to 1 point per exchange, 50 per day (0 used today)'),
    );
  });

  it('refuses an amount outside the limits, and one past the daily limit, without sending anything', async () => {
    const network = serve({});
    const form = await openExchangeForm();
    const amount = within(form).getByLabelText('Points to exchange');
    await userEvent.type(amount, '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Exchange' }));
    await within(form).findByText('Enter a whole number of points from 100 to 5000.');

    await userEvent.clear(amount);
    await userEvent.type(amount, '600');
    await userEvent.click(within(form).getByRole('button', { name: 'Exchange' }));
    await within(form).findByText("This exchange would pass today's exchange limit.");

    await userEvent.clear(amount);
    await userEvent.type(amount, '460');
    await userEvent.click(within(form).getByRole('button', { name: 'Exchange' }));
    await within(form).findByText(/An exchange can be at most 450 points here/);
    within(form).getByText(/Above 450 points, an exchange needs identity verification/);
    // Not pending: the form stopped before any request was queued.
    expect(within(form).getByRole('button', { name: 'Exchange' })).toHaveProperty('disabled', false);
    expect(writeRequests(network)).toEqual([]);
  });

  it('sends an amount within the limits with its note', async () => {
    const network = serve({ '/api/v1/points/exchange': respondJson(201, exchangeNumber(4)) });
    const form = await openExchangeForm();
    await userEvent.type(within(form).getByLabelText('Points to exchange'), '400');
    // 400 is under the KYC limit (450): no verification needed.
    await userEvent.type(within(form).getByLabelText('Note (optional)'), ' for prints ');
    await userEvent.click(within(form).getByRole('button', { name: 'Exchange' }));

    await waitFor(() => {
      expect(writeRequests(network)).toHaveLength(1);
    });
    const sent = writeRequests(network);
    expect(new URL(sent[0]?.url ?? '', 'http://localhost').pathname).toBe('/api/v1/points/exchange');
    expect(readJsonBody(sent[0])).toEqual({ pointsAmount: 400, description: 'for prints' });
  });

  it("shows an exchange's date isolated, so an Arabic phone screen keeps day, month and year in order", async () => {
    serve({
      '/api/v1/points/exchanges': respondJson(200, {
        items: [exchangeNumber(1)],
        page: 1,
        limit: 10,
        total: 1,
      }),
    });
    await i18n.changeLanguage('ar');
    await openExchangeForm('استبدال النقاط');
    const date = await screen.findByTestId('exchange-date');
    expect(date.tagName).toBe('BDI');
    expect(date.textContent).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-25T03:00:00.000Z'),
      ),
    );
  });

  it('pages the history with Previous and Next', async () => {
    const network = serve({
      '/api/v1/points/exchanges': (request) => {
        const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
        const items = page === 1 ? [exchangeNumber(1)] : [exchangeNumber(2)];
        return respondJson(200, { items, page, limit: 10, total: 12 })(request);
      },
    });
    await openExchangeForm();
    const pager = await screen.findByRole('navigation', { name: 'Exchange history pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));

    await waitFor(() => {
      expect(within(pager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false);
    // The page number moves on the click; the second page's request follows on the next render.
    await waitFor(() => {
      const pages = network.requests.map((request) => new URL(request.url, 'http://localhost'));
      expect(
        pages.some(
          (url) => url.pathname === '/api/v1/points/exchanges' && url.searchParams.get('page') === '2',
        ),
      ).toBe(true);
    });
  });
});
