import type { PointsFigures, ShippingAddress, StoreOrder } from '@streamit/contract';

/** The one line the store's tests order: an A3 print of "Harbour at Dawn" at 650 points. */
export const STORE_TEST_LINE: StoreOrder['items'][number] = {
  variantId: '00000000-0000-4000-8000-0000000000c1',
  productId: '00000000-0000-4000-8000-0000000000d1',
  slug: 'harbour-at-dawn-print',
  title: { en: 'Harbour at Dawn', ar: 'الميناء عند الفجر' },
  sku: 'PRT-HARBOUR-A3',
  size: { en: 'A3', ar: 'A3' },
  colour: null,
  quantity: 1,
  unitPoints: 650,
  unitArtfi: null,
  imageUrl: null,
};

/** Where Layla has it sent. */
export const STORE_TEST_ADDRESS = {
  fullName: 'Layla Haddad',
  line1: '12 King Fahd Road',
  line2: '',
  city: 'Riyadh',
  region: '',
  postalCode: '12211',
  country: 'SA',
  phone: '',
} satisfies ShippingAddress;

/** That line, paid in points and sent to that address; overrides set the rest. */
export function makeStoreOrder(id: string, overrides: Partial<StoreOrder> = {}): StoreOrder {
  return {
    id,
    status: 'PAID',
    paymentMethod: 'POINTS',
    totalPoints: 650,
    totalArtfi: null,
    artfiPayment: null,
    items: [STORE_TEST_LINE],
    address: STORE_TEST_ADDRESS,
    carrier: null,
    trackingNumber: null,
    reservedUntil: null,
    timeline: [{ status: 'PAID', at: new Date().toISOString() }],
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** The member's points figures (GET /points/balance) with this spendable balance, as the header and checkout read them. */
export function makePointsFigures(balance: number): PointsFigures {
  return {
    balance,
    lifetime: 1000,
    held: 0,
    today: { earned: 0, cap: 500 },
    dailyGoal: { earned: 0, goal: 250 },
    tier: 'BASIC',
    nextTier: null,
  };
}
