// Part of the error catalogue (errors.ts spreads it in), kept apart so each file stays readable.

/** The merchandise store's refusals (issue 33, decision 062). */
export const STORE_ERRORS = {
  STORE_PRODUCT_NOT_FOUND: { status: 404, message: 'This product is not on sale.' },
  STORE_SOLD_OUT: { status: 409, message: 'Sold out: not enough of this item is left.' },
  STORE_CART_EMPTY: { status: 409, message: 'Your cart is empty.' },
  STORE_TIER_REQUIRED: { status: 403, message: 'This item is only for members of a higher tier.' },
  STORE_MEMBER_LIMIT: {
    status: 409,
    message: 'You have reached the number of this item one member may buy.',
  },
  STORE_NOT_ENOUGH_POINTS: { status: 409, message: 'You do not have enough points for this order.' },
  STORE_NOT_ENOUGH_ARTFI: {
    status: 409,
    message: 'Your wallet does not hold enough ARTFI for this order.',
  },
  STORE_PRICE_UNAVAILABLE: {
    status: 409,
    message: 'An item in your cart cannot be paid this way. Please choose another payment.',
  },
  STORE_ORDER_NOT_FOUND: { status: 404, message: 'Order not found' },
  STORE_ORDER_STATE: { status: 409, message: 'This order cannot be changed this way any more.' },
  STORE_RESERVATION_EXPIRED: {
    status: 409,
    message: 'The items were held for you for a limited time, which has run out. Please check out again.',
  },
  STORE_ADDRESS_NOT_FOUND: { status: 404, message: 'Address not found' },
  STORE_ADDRESS_LIMIT: {
    status: 409,
    message: 'You have saved as many addresses as you can. Remove one to save another.',
  },
  STORE_SLUG_TAKEN: { status: 409, message: 'Another product already uses this address name.' },
  STORE_SKU_TAKEN: { status: 409, message: 'Another variant already uses this SKU.' },
  STORE_STOCK_NEGATIVE: { status: 409, message: 'Stock cannot go below zero.' },
  STORE_IMAGE_NOT_FOUND: { status: 404, message: 'Picture not found' },
  STORE_IMAGE_LIMIT: {
    status: 409,
    message: 'This product has as many pictures as it can. Remove one to add another.',
  },
  STORE_IMAGE_ORDER: {
    status: 409,
    message: "The new order must name each of the product's pictures exactly once.",
  },
} as const satisfies Record<string, { status: number; message: string }>;
