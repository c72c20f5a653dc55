import type { AdminStoreOrder, AdminStoreProduct } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  inSequence,
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
  writeRequests,
  type Responder,
} from '../../test/fake-fetch';
import { makeStoreOrder, STORE_TEST_LINE } from '../../features/store/store.fixtures';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const ORDER_ID = '00000000-0000-4000-8000-0000000000b1';
const VARIANT_ID = STORE_TEST_LINE.variantId;

const ORDER: AdminStoreOrder = {
  ...makeStoreOrder(ORDER_ID),
  userId: '00000000-0000-4000-8000-0000000000a1',
  memberEmail: 'layla@example.test',
  memberName: 'Layla',
};

const PRODUCT: AdminStoreProduct = {
  id: '00000000-0000-4000-8000-0000000000d1',
  slug: 'harbour-at-dawn-print',
  title: STORE_TEST_LINE.title,
  description: { en: 'A print.', ar: 'طبعة.' },
  category: 'PRINTS',
  imageUrl: null,
  minTier: null,
  fromPoints: 650,
  stockLeft: 4,
  editionSize: null,
  perMemberLimit: null,
  status: 'ACTIVE',
  images: [],
  variants: [
    {
      id: VARIANT_ID,
      sku: 'PRT-HARBOUR-A3',
      size: { en: 'A3', ar: 'A3' },
      colour: null,
      stock: 4,
      pricePoints: 650,
      priceArtfi: null,
    },
  ],
};

const pageOf = (item: unknown) => ({ items: [item], page: 1, limit: 20, total: 1 });

const NEW_ID = '00000000-0000-4000-8000-0000000000e1';
const NEW_PRODUCT: AdminStoreProduct = {
  ...PRODUCT,
  id: NEW_ID,
  slug: 'night-market-tote',
  title: { en: 'Night market tote', ar: 'حقيبة السوق الليلي' },
  status: 'DRAFT',
  variants: [],
};
const IMAGE = {
  id: '00000000-0000-4000-8000-0000000000f1',
  url: `/api/v1/media/store/${NEW_ID}/abcdefabcdefabcdef/image.jpg`,
  alt: { en: 'The tote on a market stall', ar: '' },
};

const EDITED = {
  ...PRODUCT.variants[0],
  sku: 'PRT-HARBOUR-A2',
  size: { en: 'A2', ar: 'A2' },
  pricePoints: 700,
};

function installStore(editVariant: Responder = respondJson(200, EDITED)) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/admin/store/orders/export': () =>
        Promise.resolve(new Response('orderId\r\n', { headers: { 'content-type': 'text/csv' } })),
      [`/api/v1/admin/store/products/${NEW_ID}/variants`]: respondJson(201, {
        ...PRODUCT.variants[0],
        sku: 'TOTE-NIGHT',
        stock: 0,
      }),
      [`/api/v1/admin/store/products/${NEW_ID}/images`]: respondJson(201, { items: [IMAGE] }),
      '/api/v1/admin/store/orders': respondJson(200, pageOf(ORDER)),
      '/api/v1/admin/store/products': (request) =>
        request.method === 'POST'
          ? respondJson(201, NEW_PRODUCT)(request)
          : respondJson(200, pageOf(PRODUCT))(request),
      [`/api/v1/admin/store/orders/${ORDER_ID}/fulfilment`]: respondJson(200, {
        ...ORDER,
        status: 'SHIPPED',
      }),
      [`/api/v1/admin/store/variants/${VARIANT_ID}/stock`]: respondJson(200, PRODUCT.variants[0]),
      [`/api/v1/admin/store/variants/${VARIANT_ID}`]: editVariant,
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

  it('creates a product, then adds a variant and a described picture to it', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = installStore();
    renderApp('/admin/store');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New product' }));
    await user.type(screen.getByLabelText('Address name'), 'night-market-tote');
    await user.type(screen.getByLabelText('Title (English)'), 'Night market tote');
    await user.type(screen.getByLabelText('Title (Arabic)'), 'حقيبة السوق الليلي');
    await user.type(screen.getByLabelText('Description (English)'), 'Canvas, printed by hand.');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await user.type(await screen.findByLabelText('SKU'), 'tote-night');
    await user.type(screen.getByLabelText('Colour (English)'), 'Navy');
    await user.type(screen.getByLabelText('Colour (Arabic)'), 'كحلي');
    await user.type(screen.getByLabelText('Price in points'), '400');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await screen.findByText('TOTE-NIGHT');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'tote.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(/^Picture \(JPEG/), file);
    await user.type(screen.getByLabelText('What it shows (English)'), 'The tote on a market stall');
    await user.click(screen.getByRole('button', { name: 'Add picture' }));
    await screen.findByRole('img', { name: 'The tote on a market stall' });
    const [create, variant, upload] = writeRequests(network);
    expect(readJsonBody(create)).toEqual({
      slug: 'night-market-tote',
      title: { en: 'Night market tote', ar: 'حقيبة السوق الليلي' },
      description: { en: 'Canvas, printed by hand.', ar: '' },
      category: 'PRINTS',
      status: 'DRAFT',
      minTier: null,
      perMemberLimit: null,
      editionSize: null,
    });
    expect(readJsonBody(variant)).toEqual({
      sku: 'TOTE-NIGHT',
      size: null,
      colour: { en: 'Navy', ar: 'كحلي' },
      pricePoints: 400,
      priceArtfi: null,
    });
    expect(new URL(upload?.url ?? '', 'http://x').searchParams.get('altEn')).toBe(
      'The tote on a market stall',
    );
  });

  it('edits a variant with PUT and the changed fields, and shows a refusal', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const taken = 'Another variant already uses this SKU.';
    const network = installStore(
      inSequence(respondError(409, 'STORE_SKU_TAKEN', taken), respondJson(200, EDITED)),
    );
    renderApp('/admin/store');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Harbour at Dawn' }));
    await user.click(screen.getByRole('button', { name: 'Edit variant PRT-HARBOUR-A3' }));
    const sku = screen.getByLabelText('SKU');
    expect(document.activeElement).toBe(sku);
    await user.clear(sku);
    await user.type(sku, 'prt-harbour-a2');
    for (const label of ['Size (English)', 'Size (Arabic)']) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), 'A2');
    }
    await user.clear(screen.getByLabelText('Price in points'));
    await user.type(screen.getByLabelText('Price in points'), '700');
    await user.click(screen.getByRole('button', { name: 'Save variant' }));
    expect((await screen.findByRole('alert')).textContent).toContain(taken);
    await user.click(screen.getByRole('button', { name: 'Save variant' }));
    await screen.findByText('PRT-HARBOUR-A2');
    const [refused, saved] = writeRequests(network);
    expect(saved?.method).toBe('PUT');
    expect(new URL(saved?.url ?? '', 'http://x').pathname).toBe(`/api/v1/admin/store/variants/${VARIANT_ID}`);
    const fields = {
      sku: 'PRT-HARBOUR-A2',
      size: { en: 'A2', ar: 'A2' },
      colour: null,
      pricePoints: 700,
      priceArtfi: null,
    };
    expect(readJsonBody(refused)).toEqual(fields);
    expect(readJsonBody(saved)).toEqual(fields);
  });

  it("asks for a variant option's Arabic once its English is typed, and sends nothing until then", async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = installStore();
    renderApp('/admin/store');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Harbour at Dawn' }));
    await user.click(screen.getByRole('button', { name: 'Edit variant PRT-HARBOUR-A3' }));
    const arabic = screen.getByLabelText('Colour (Arabic)');
    expect(arabic).toHaveProperty('required', false);
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
    await user.type(screen.getByLabelText('Colour (English)'), 'Black');
    expect(arabic).toHaveProperty('required', true);
    expect(screen.getByLabelText('Size (Arabic)')).toHaveProperty('value', 'A3');
    await user.click(screen.getByRole('button', { name: 'Save variant' }));
    expect(writeRequests(network)).toEqual([]);
  });

  it('downloads the orders with the filters on screen', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:store-test'), revokeObjectURL: vi.fn() });
    storeAdmin(makeAdmin('ADMIN'));
    const network = installStore();
    renderApp('/admin/store');
    const user = userEvent.setup();
    await screen.findByText('layla@example.test');
    await user.selectOptions(screen.getByLabelText('Status'), 'PAID');
    await user.click(screen.getByRole('button', { name: 'Download these orders (CSV)' }));
    await waitFor(() => {
      const asked = network.requests.map((request) => new URL(request.url, 'http://x'));
      const download = asked.find((url) => url.pathname === '/api/v1/admin/store/orders/export');
      expect(download?.searchParams.get('status')).toBe('PAID');
    });
  });
});
