import type { AdminStoreOrder, AdminStoreProduct } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondJson,
  writeRequests,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const ORDER_ID = '00000000-0000-4000-8000-0000000000b1';
const VARIANT_ID = '00000000-0000-4000-8000-0000000000c1';

const LINE: AdminStoreOrder['items'][number] = {
  variantId: VARIANT_ID,
  productId: '00000000-0000-4000-8000-0000000000d1',
  slug: 'harbour-at-dawn-print',
  title: { en: 'Harbour at Dawn', ar: 'الميناء عند الفجر' },
  sku: 'PRT-HARBOUR-A3',
  size: 'A3',
  colour: null,
  quantity: 1,
  unitPoints: 650,
  unitArtfi: null,
  imageUrl: null,
};

const ORDER: AdminStoreOrder = {
  id: ORDER_ID,
  status: 'PAID',
  paymentMethod: 'POINTS',
  totalPoints: 650,
  totalArtfi: null,
  artfiPayment: null,
  items: [LINE],
  address: {
    fullName: 'Layla Haddad',
    line1: '12 King Fahd Road',
    line2: '',
    city: 'Riyadh',
    region: '',
    postalCode: '12211',
    country: 'SA',
    phone: '',
  },
  carrier: null,
  trackingNumber: null,
  reservedUntil: null,
  timeline: [{ status: 'PAID', at: new Date().toISOString() }],
  createdAt: new Date().toISOString(),
  userId: '00000000-0000-4000-8000-0000000000a1',
  memberEmail: 'layla@example.test',
  memberName: 'Layla',
};

const PRODUCT: AdminStoreProduct = {
  id: '00000000-0000-4000-8000-0000000000d1',
  slug: 'harbour-at-dawn-print',
  title: LINE.title,
  description: { en: 'A print.', ar: 'طبعة.' },
  category: 'PRINTS',
  imageUrl: null,
  minTier: null,
  fromPoints: 650,
  stockLeft: 4,
  editionSize: null,
  perMemberLimit: null,
  status: 'ACTIVE',
  variants: [
    {
      id: VARIANT_ID,
      sku: 'PRT-HARBOUR-A3',
      size: 'A3',
      colour: null,
      stock: 4,
      pricePoints: 650,
      priceArtfi: null,
    },
  ],
};

const pageOf = (item: unknown) => ({ items: [item], page: 1, limit: 20, total: 1 });

function installStore() {
  return installFakeFetch(
    respondByPath({
      '/api/v1/admin/store/orders': respondJson(200, pageOf(ORDER)),
      '/api/v1/admin/store/products': respondJson(200, pageOf(PRODUCT)),
      [`/api/v1/admin/store/orders/${ORDER_ID}/fulfilment`]: respondJson(200, {
        ...ORDER,
        status: 'SHIPPED',
      }),
      [`/api/v1/admin/store/variants/${VARIANT_ID}/stock`]: respondJson(200, PRODUCT.variants[0]),
    }),
  );
}

describe('the staff store desk', { timeout: 20_000 }, () => {
  it('ships a paid order with its carrier and tracking number', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = installStore();
    renderApp('/admin/store');
    const user = userEvent.setup();
    await screen.findByText('layla@example.test');
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    await user.type(screen.getByLabelText('Carrier'), 'Aramex');
    await user.type(screen.getByLabelText('Tracking number'), 'AX123456');
    // The Ship button opened the form, whose own Ship button sends it.
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    await waitFor(() => {
      expect(writeRequests(network)).toHaveLength(1);
    });
    expect(readJsonBody(writeRequests(network)[0])).toEqual({
      status: 'SHIPPED',
      carrier: 'Aramex',
      trackingNumber: 'AX123456',
    });
  });

  it('adjusts stock with a signed change and a reason', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = installStore();
    renderApp('/admin/store');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Change for PRT-HARBOUR-A3'), '-2');
    await user.type(screen.getByLabelText('Reason'), 'Two damaged in storage');
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    await waitFor(() => {
      expect(writeRequests(network)).toHaveLength(1);
    });
    expect(readJsonBody(writeRequests(network)[0])).toEqual({ delta: -2, reason: 'Two damaged in storage' });
  });

  it('asks for the low-stock list when staff tick it', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = installStore();
    renderApp('/admin/store');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Only low stock (3 units or fewer left)'));
    await waitFor(() => {
      const asked = network.requests.map((request) => new URL(request.url, 'http://x'));
      expect(
        asked.some(
          (url) =>
            url.pathname === '/api/v1/admin/store/products' && url.searchParams.get('lowStock') === 'true',
        ),
      ).toBe(true);
    });
  });
});
