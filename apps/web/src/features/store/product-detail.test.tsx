import type { StoreProduct } from '@streamit/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { makePointsFigures } from './store.fixtures';

const variant = (n: number, sku: string, colour: { en: string; ar: string }) => ({
  id: `00000000-0000-4000-8000-00000000020${String(n)}`,
  sku,
  size: null,
  colour,
  stock: 30,
  pricePoints: 250,
  priceArtfi: null,
});

// The demo store's tote, in its two colours.
const TOTE: StoreProduct = {
  id: '00000000-0000-4000-8000-0000000000d2',
  slug: 'streamit-museum-tote',
  title: { en: 'Museum Night Tote', ar: 'حقيبة ليلة المتحف' },
  description: { en: 'A heavy organic-cotton tote.', ar: 'حقيبة قماشية متينة من القطن العضوي.' },
  category: 'BAGS',
  imageUrl: null,
  minTier: null,
  fromPoints: 250,
  stockLeft: 60,
  editionSize: null,
  perMemberLimit: null,
  images: [],
  variants: [
    variant(1, 'TOTE-MUSEUM-NAT', { en: 'Natural', ar: 'طبيعي' }),
    variant(2, 'TOTE-MUSEUM-BLK', { en: 'Black', ar: 'أسود' }),
  ],
};

// Signed in: the variants are picked by members.
function openTote() {
  storeMember(makeMember());
  installFakeFetch(
    respondByPath({
      [`/api/v1/store/products/${TOTE.slug}`]: respondJson(200, TOTE),
      '/api/v1/points/balance': respondJson(200, makePointsFigures(1000)),
    }),
  );
  renderApp(`/merchandise/products/${TOTE.slug}`);
}

describe("a product page's variants", { timeout: 20_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names each colour in Arabic for an Arabic reader, each in its own direction-isolated span', async () => {
    await i18n.changeLanguage('ar');
    openTote();
    const natural = await screen.findByText('طبيعي');
    expect(natural.getAttribute('dir')).toBe('auto');
    expect(screen.getByText('أسود')).toBeTruthy();
    expect(screen.queryByText('Natural')).toBeNull();
    expect(screen.getByRole('radio', { name: /^طبيعي · 250 نقطة/ })).toBeTruthy();
  });

  it('names them in English for an English reader', async () => {
    openTote();
    await screen.findByText('Natural');
    expect(screen.getByRole('radio', { name: /^Black · 250 points/ })).toBeTruthy();
    expect(screen.queryByText('طبيعي')).toBeNull();
  });
});
