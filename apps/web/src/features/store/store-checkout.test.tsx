import type { SavedAddress, StoreCart, StoreOrder } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import {
  inSequence,
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
  writeRequests,
  type FakeRequest,
  type Responder,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { makePointsFigures, makeStoreOrder, STORE_TEST_ADDRESS, STORE_TEST_LINE } from './store.fixtures';

const ORDER_ID = '00000000-0000-4000-8000-0000000000f1';
const CART: StoreCart = { items: [{ ...STORE_TEST_LINE, stock: 5 }], totalPoints: 650, totalArtfi: null };
const ORDER = makeStoreOrder(ORDER_ID, {
  timeline: [
    { status: 'PENDING_PAYMENT', at: new Date().toISOString() },
    { status: 'PAID', at: new Date().toISOString() },
  ],
});

function installStore(
  cart: StoreCart = CART,
  order: StoreOrder = ORDER,
  saved: SavedAddress[] = [],
  checkout: Responder = respondJson(201, { ...order, status: 'PENDING_PAYMENT' }),
  balance = 1000,
) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/store/cart': respondJson(200, cart),
      '/api/v1/store/addresses': respondJson(200, { items: saved }),
      '/api/v1/store/checkout': checkout,
      '/api/v1/wallet/reauth': respondJson(200, {
        stepUpExpiresAt: new Date(Date.now() + 300_000).toISOString(),
      }),
      [`/api/v1/store/orders/${ORDER_ID}/pay`]: respondJson(200, order),
      [`/api/v1/store/orders/${ORDER_ID}`]: respondJson(200, order),
      '/api/v1/points/balance': respondJson(200, makePointsFigures(balance)),
    }),
  );
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>, country: string, postcode: string) {
  await user.type(await screen.findByLabelText('Full name'), STORE_TEST_ADDRESS.fullName);
  await user.type(screen.getByLabelText('Address'), STORE_TEST_ADDRESS.line1);
  await user.type(screen.getByLabelText('City'), STORE_TEST_ADDRESS.city);
  await user.type(screen.getByLabelText('Postcode'), postcode);
  await user.selectOptions(screen.getByLabelText('Country'), country);
}

const pathOf = (request: FakeRequest) => new URL(request.url, 'http://x').pathname;
const keyOf = (request: FakeRequest | undefined) => request?.headers.get('idempotency-key');

describe('checking out the cart with points', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("names the points to pay by the language's plural rules: one point in English, a few in Arabic", async () => {
    storeMember(makeMember());
    installStore({ ...CART, totalPoints: 1 });
    const { unmount } = renderApp('/merchandise/cart');
    await screen.findByRole('button', { name: 'Place order and pay 1 point' });
    unmount();
    await i18n.changeLanguage('ar');
    installStore({ ...CART, totalPoints: 3 });
    renderApp('/merchandise/cart');
    await screen.findByRole('button', { name: 'أرسل الطلب وادفع 3 نقاط' });
  });

  it('says how many points are missing before the address is typed, in the plural the language needs', async () => {
    storeMember(makeMember());
    installStore(CART, ORDER, [], undefined, 350);
    const { unmount } = renderApp('/merchandise/cart');
    await screen.findByRole('button', { name: 'Place order and pay 650 points' });
    const note = await screen.findByTestId('points-shortfall');
    expect(note.textContent).toBe('You need 300 more points for this order. Ways to earn points');
    expect(within(note).getByRole('link', { name: 'Ways to earn points' }).getAttribute('href')).toBe(
      '/watch-to-earn',
    );
    unmount();
    await i18n.changeLanguage('ar');
    installStore(CART, ORDER, [], undefined, 647);
    renderApp('/merchandise/cart');
    expect((await screen.findByTestId('points-shortfall')).textContent).toContain(
      'تحتاج إلى 3 نقاط أخرى لهذا الطلب.',
    );
  });

  it('shows no shortfall when the balance covers the order exactly', async () => {
    storeMember(makeMember());
    installStore(CART, ORDER, [], undefined, 650);
    renderApp('/merchandise/cart');
    await screen.findByRole('button', { name: 'Place order and pay 650 points' });
    // The header reads the same figures query: once it shows the balance, the checkout has it too.
    await waitFor(() => {
      expect(screen.getByTestId('header-balance-amount').textContent).toBe('650');
    });
    expect(screen.queryByTestId('points-shortfall')).toBeNull();
  });

  it('places the order, pays it, and opens its confirmation with the timeline', async () => {
    storeMember(makeMember());
    const network = installStore();
    renderApp('/merchandise/cart');
    const user = userEvent.setup();
    await fillAddress(user, 'SA', '12211');
    await user.click(screen.getByRole('button', { name: 'Place order and pay 650 points' }));
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Thank you: your order is confirmed', hidden: false },
      { timeout: 5000 },
    );
    const writes = writeRequests(network);
    expect(writes.map((request) => new URL(request.url, 'http://x').pathname)).toEqual([
      '/api/v1/store/checkout',
      `/api/v1/store/orders/${ORDER_ID}/pay`,
    ]);
    expect(readJsonBody(writes[0])).toEqual({ address: STORE_TEST_ADDRESS, paymentMethod: 'POINTS' });
    expect(writes.every((request) => new Headers(request.headers).get('idempotency-key'))).toBe(true);
  });

  it('refuses a postcode that does not fit the country before sending anything', async () => {
    storeMember(makeMember());
    const network = installStore();
    renderApp('/merchandise/cart');
    const user = userEvent.setup();
    await fillAddress(user, 'GB', '12211');
    await user.click(screen.getByRole('button', { name: 'Place order and pay 650 points' }));
    await waitFor(() => {
      expect(screen.getByText('This postcode does not match the country.')).toBeTruthy();
    });
    expect(writeRequests(network)).toEqual([]);
  });

  it('pays in ARTFI when chosen, and shows the payment waiting for the chain', async () => {
    storeMember(makeMember());
    const txHash = `0x${'ab'.repeat(32)}`;
    const waiting: StoreOrder = {
      ...ORDER,
      status: 'PENDING_PAYMENT',
      paymentMethod: 'ARTFI',
      totalPoints: 0,
      totalArtfi: '4',
      artfiPayment: { state: 'AWAITING_CONFIRMATION', txHash },
    };
    const network = installStore({ ...CART, totalArtfi: '4' }, waiting);
    renderApp('/merchandise/cart');
    const user = userEvent.setup();
    await fillAddress(user, 'SA', '12211');
    await user.click(screen.getByRole('radio', { name: 'ARTFI from my wallet' }));
    await user.click(screen.getByRole('button', { name: 'Place order and pay 4 ARTFI' }));
    await screen.findByText(/waiting for the chain to confirm it/, {}, { timeout: 5000 });
    expect(screen.getByText(`Transaction ${txHash}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(readJsonBody(writeRequests(network)[0])).toEqual({
      address: STORE_TEST_ADDRESS,
      paymentMethod: 'ARTFI',
    });
  });

  it('offers ARTFI only when every line has an ARTFI price', async () => {
    storeMember(makeMember());
    installStore();
    renderApp('/merchandise/cart');
    const radio = await screen.findByRole('radio', { name: 'ARTFI from my wallet' });
    expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Not every item in your cart can be paid in ARTFI.')).toBeTruthy();
  });

  it('fills the address from a saved one and sends it as it was saved', async () => {
    storeMember(makeMember());
    const home: SavedAddress = {
      id: '00000000-0000-4000-8000-0000000000a1',
      address: { ...STORE_TEST_ADDRESS, line2: '', region: '', phone: '' },
      createdAt: new Date().toISOString(),
    };
    const network = installStore(CART, ORDER, [home]);
    renderApp('/merchandise/cart');
    const user = userEvent.setup();
    const picker = await screen.findByLabelText('Saved address');
    await user.selectOptions(picker, home.id);
    expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe(STORE_TEST_ADDRESS.city);
    await user.click(screen.getByRole('button', { name: 'Place order and pay 650 points' }));
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Thank you: your order is confirmed' },
      { timeout: 5000 },
    );
    expect(readJsonBody(writeRequests(network)[0])).toEqual({
      address: home.address,
      paymentMethod: 'POINTS',
    });
  });

  it('asks for the password when the server wants a step-up, then places the same order with the same key', async () => {
    storeMember(makeMember());
    const network = installStore(
      CART,
      ORDER,
      [],
      inSequence(
        respondError(403, 'STEP_UP_REQUIRED', 'Please confirm your password to continue.'),
        respondJson(201, { ...ORDER, status: 'PENDING_PAYMENT' }),
      ),
    );
    renderApp('/merchandise/cart');
    const user = userEvent.setup();
    await fillAddress(user, 'SA', '12211');
    await user.click(screen.getByRole('button', { name: 'Place order and pay 650 points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(
      within(dialog).getByText(/ships to an address you have not used before, or pays in ARTFI/),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(within(dialog).getByLabelText('Password'), 'violet-harbour-lantern-42');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Thank you: your order is confirmed' },
      { timeout: 5000 },
    );
    const writes = writeRequests(network);
    expect(writes.map(pathOf)).toEqual([
      '/api/v1/store/checkout',
      '/api/v1/wallet/reauth',
      '/api/v1/store/checkout',
      `/api/v1/store/orders/${ORDER_ID}/pay`,
    ]);
    expect(readJsonBody(writes[1])).toEqual({ password: 'violet-harbour-lantern-42' });
    expect(keyOf(writes[2])).toBe(keyOf(writes[0]));
    expect(readJsonBody(writes[2])).toEqual(readJsonBody(writes[0]));
  });

  it('shows RECENT_SIGN_IN_REQUIRED as the form error, without the dialog; a new try is a new order key', async () => {
    storeMember(makeMember());
    const message = 'Please sign out and sign in again to continue. A new sign-in counts for 5 minutes.';
    const network = installStore(CART, ORDER, [], respondError(403, 'RECENT_SIGN_IN_REQUIRED', message));
    renderApp('/merchandise/cart');
    const user = userEvent.setup();
    await fillAddress(user, 'SA', '12211');
    const place = screen.getByRole('button', { name: 'Place order and pay 650 points' });
    await user.click(place);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(place);
    await waitFor(() => {
      expect(writeRequests(network)).toHaveLength(2);
    });
    const [first, second] = writeRequests(network);
    expect(keyOf(second)).not.toBe(keyOf(first));
  });
});
