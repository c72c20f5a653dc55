import type { StoreProduct } from '@streamit/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { makePointsFigures } from './store.fixtures';

const image = (n: number, en: string, ar: string) => ({
  id: `00000000-0000-4000-8000-00000000010${String(n)}`,
  url: `/api/v1/media/store/00000000-0000-4000-8000-0000000000d1/abcdefabcdefabcd${String(n)}/image.jpg`,
  alt: { en, ar },
});

// Only what the gallery reads matters here: the product's pictures (a print with no variants on sale).
const PRODUCT: StoreProduct = {
  id: '00000000-0000-4000-8000-0000000000d1',
  slug: 'harbour-at-dawn-print',
  title: { en: 'Harbour at Dawn', ar: 'الميناء عند الفجر' },
  description: { en: 'A print.', ar: 'طبعة.' },
  variants: [],
  category: 'PRINTS',
  fromPoints: null,
  stockLeft: 0,
  imageUrl: null,
  minTier: null,
  editionSize: null,
  perMemberLimit: null,
  images: [
    image(1, 'The whole print', 'الطبعة كاملة'),
    image(2, 'A corner up close', 'زاوية عن قرب'),
    image(3, 'In a frame', 'داخل إطار'),
  ],
};

function openProduct() {
  installFakeFetch(respondByPath({ [`/api/v1/store/products/${PRODUCT.slug}`]: respondJson(200, PRODUCT) }));
  renderApp(`/merchandise/products/${PRODUCT.slug}`);
}

const mainPicture = () => within(screen.getByTestId('store-product-gallery')).getAllByRole('img')[0];

describe('the product gallery', { timeout: 20_000 }, () => {
  it('shows the first picture large and moves with the thumbnails and the arrow keys', async () => {
    openProduct();
    const user = userEvent.setup();
    const first = await screen.findByRole('button', { name: 'Picture 1 of 3: The whole print' });
    expect(mainPicture()).toHaveProperty('alt', 'The whole print');
    await user.click(screen.getByRole('button', { name: 'Picture 3 of 3: In a frame' }));
    expect(mainPicture()).toHaveProperty('alt', 'In a frame');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(mainPicture()).toHaveProperty('alt', 'A corner up close');
    expect(document.activeElement).toHaveProperty('ariaLabel', 'Picture 2 of 3: A corner up close');
    await user.keyboard('{End}');
    expect(mainPicture()).toHaveProperty('alt', 'In a frame');
  });

  it('reads in Arabic, where the right arrow goes back', async () => {
    await i18n.changeLanguage('ar');
    openProduct();
    const user = userEvent.setup();
    const second = await screen.findByRole('button', { name: /زاوية عن قرب$/ });
    await user.click(second);
    await user.keyboard('{ArrowRight}');
    expect(mainPicture()).toHaveProperty('alt', 'الطبعة كاملة');
    await user.keyboard('{ArrowLeft}');
    expect(mainPicture()).toHaveProperty('alt', 'زاوية عن قرب');
  });
});

// A print sold for 500 points, opened by a member whose balance the header's query reads.
function openWithBalance(balance: number) {
  const variant = {
    id: '00000000-0000-4000-8000-0000000000e1',
    sku: 'PRT-HARBOUR-A3',
    size: { en: 'A3', ar: 'A3' },
    colour: null,
    stock: 4,
    pricePoints: 500,
    priceArtfi: null,
  };
  storeMember(makeMember());
  installFakeFetch(
    respondByPath({
      [`/api/v1/store/products/${PRODUCT.slug}`]: respondJson(200, { ...PRODUCT, variants: [variant] }),
      '/api/v1/points/balance': respondJson(200, makePointsFigures(balance)),
    }),
  );
  return renderApp(`/merchandise/products/${PRODUCT.slug}`);
}

describe('what the member can afford on a product page', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("names the member's points by the language's plural rules: one point in English, a few in Arabic", async () => {
    const { unmount } = openWithBalance(1);
    await screen.findByText('You have 1 point: 499 more needed.');
    unmount();
    await i18n.changeLanguage('ar');
    openWithBalance(3);
    await screen.findByText('لديك 3 نقاط: تحتاج إلى 497 أخرى.');
  });
});
