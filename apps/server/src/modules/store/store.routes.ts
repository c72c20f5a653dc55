import {
  adjustStoreStockEndpoint,
  advanceStoreOrderEndpoint,
  cancelAdminStoreOrderEndpoint,
  cancelStoreOrderEndpoint,
  checkoutStoreEndpoint,
  createStoreProductEndpoint,
  createStoreVariantEndpoint,
  deleteSavedAddressEndpoint,
  getStoreCartEndpoint,
  getStoreOrderEndpoint,
  getStoreProductEndpoint,
  listAdminStoreOrdersEndpoint,
  listAdminStoreProductsEndpoint,
  listSavedAddressesEndpoint,
  listStoreOrdersEndpoint,
  listStoreProductsEndpoint,
  payStoreOrderEndpoint,
  refundStoreOrderEndpoint,
  saveAddressEndpoint,
  setStoreCartItemEndpoint,
  updateStoreProductEndpoint,
  updateStoreVariantEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { currentMember } from '../sessions/require-member.js';
import { advanceOrder, closeOrderAsStaff, listStaffOrders, storeOperatorOf } from './store-admin.service.js';
import {
  getCart,
  getShopProduct,
  listShopProducts,
  listStaffProducts,
  setCartItem,
} from './store-catalogue.service.js';
import { registerStoreImageRoutes } from './store-images.routes.js';
import { registerStoreOrdersExportRoute } from './store-orders-export.js';
import { listSavedAddresses, removeSavedAddress, saveAddress } from './store-addresses.service.js';
import { cancelMyOrder, checkoutStore, payStoreOrder } from './store-checkout.service.js';
import { getMyOrder, listMyOrders } from './store-orders.service.js';
import {
  adjustStock,
  createProduct,
  createVariant,
  editVariant,
  patchProduct,
} from './store-products.service.js';

/** The request's Idempotency-Key; the plugin has already refused a request without a valid one. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

const userOf = (request: FastifyRequest) => currentMember(request).userId;
const operatorOf = storeOperatorOf;

// Checkout and payment refuse a request without a key: a retry must find its order, never hold or charge twice.
const KEY_REQUIRED = { config: { idempotency: 'required' } } as const;

/** The shop, the member's cart and orders (decision 062). */
function registerMemberStoreRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listStoreProductsEndpoint, ({ query }) => listShopProducts(deps, query));
  registerEndpoint(app, getStoreProductEndpoint, ({ params }) => getShopProduct(deps, params.slug));
  registerEndpoint(app, getStoreCartEndpoint, ({ request }) => getCart(deps, userOf(request)));
  registerEndpoint(app, setStoreCartItemEndpoint, ({ body, request }) =>
    setCartItem(deps, userOf(request), body),
  );
  registerEndpoint(
    app,
    checkoutStoreEndpoint,
    ({ body, request }) => checkoutStore(deps, currentMember(request), body, idempotencyKeyOf(request)),
    KEY_REQUIRED,
  );
  registerEndpoint(
    app,
    payStoreOrderEndpoint,
    ({ params, request }) => payStoreOrder(deps, userOf(request), params.id),
    KEY_REQUIRED,
  );
  registerEndpoint(app, cancelStoreOrderEndpoint, ({ params, request }) =>
    cancelMyOrder(deps, userOf(request), params.id),
  );
  registerEndpoint(app, listStoreOrdersEndpoint, ({ query, request }) =>
    listMyOrders(deps, userOf(request), query),
  );
  registerEndpoint(app, getStoreOrderEndpoint, ({ params, request }) =>
    getMyOrder(deps, userOf(request), params.id),
  );
  registerEndpoint(app, listSavedAddressesEndpoint, ({ request }) =>
    listSavedAddresses(deps, userOf(request)),
  );
  registerEndpoint(app, saveAddressEndpoint, ({ body, request }) => saveAddress(deps, userOf(request), body));
  registerEndpoint(app, deleteSavedAddressEndpoint, ({ params, request }) =>
    removeSavedAddress(deps, userOf(request), params.id),
  );
}

/** The staff store desk (canManagePoints, decision 062). */
function registerStaffStoreRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listAdminStoreProductsEndpoint, ({ query }) => listStaffProducts(deps, query));
  registerEndpoint(app, createStoreProductEndpoint, ({ body, request }) =>
    createProduct(deps, operatorOf(request), body),
  );
  registerEndpoint(app, updateStoreProductEndpoint, ({ params, body, request }) =>
    patchProduct(deps, operatorOf(request), params.id, body),
  );
  registerEndpoint(app, createStoreVariantEndpoint, ({ params, body, request }) =>
    createVariant(deps, operatorOf(request), params.id, body),
  );
  registerEndpoint(app, updateStoreVariantEndpoint, ({ params, body, request }) =>
    editVariant(deps, operatorOf(request), params.id, body),
  );
  registerEndpoint(app, adjustStoreStockEndpoint, ({ params, body, request }) =>
    adjustStock(deps, operatorOf(request), params.id, body),
  );
  registerEndpoint(app, listAdminStoreOrdersEndpoint, ({ query }) => listStaffOrders(deps, query));
  registerEndpoint(app, advanceStoreOrderEndpoint, ({ params, body, request }) =>
    advanceOrder(deps, operatorOf(request), params.id, body),
  );
  registerEndpoint(app, cancelAdminStoreOrderEndpoint, ({ params, body, request }) =>
    closeOrderAsStaff(deps, operatorOf(request), params.id, 'CANCELLED', body.reason),
  );
  registerEndpoint(app, refundStoreOrderEndpoint, ({ params, body, request }) =>
    closeOrderAsStaff(deps, operatorOf(request), params.id, 'REFUNDED', body.reason),
  );
}

/** Every store route. */
export function registerStoreRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMemberStoreRoutes(app, deps);
  registerStaffStoreRoutes(app, deps);
  registerStoreImageRoutes(app, deps);
  registerStoreOrdersExportRoute(app, deps);
}
