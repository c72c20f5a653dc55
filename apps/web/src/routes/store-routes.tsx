import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPageStrings } from '../i18n/page-strings';
import { merchandiseLayoutRoute } from './layout-routes';
import { requireMemberSession } from './route-guards';

const parent = () => merchandiseLayoutRoute;
const loadStorePages = () => withPageStrings(import('../pages/store-pages'));

export const shopRoute = createRoute({
  getParentRoute: parent,
  path: 'merchandise',
  staticData: { breadcrumb: 'store.shop.title' },
  component: lazyRouteComponent(loadStorePages, 'ShopPage'),
});

export const productRoute = createRoute({
  getParentRoute: parent,
  path: 'merchandise/products/$slug',
  staticData: { breadcrumb: 'store.shop.title' },
  // The page reads its own parameter, so the route needs no loader to hand it over.
  component: lazyRouteComponent(loadStorePages, 'ProductPage'),
});

export const cartRoute = createRoute({
  getParentRoute: parent,
  path: 'merchandise/cart',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'store.cart.title' },
  component: lazyRouteComponent(loadStorePages, 'CartPage'),
});

export const orderRoute = createRoute({
  getParentRoute: parent,
  path: 'merchandise/orders/$orderId',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'store.order.title' },
  component: lazyRouteComponent(loadStorePages, 'OrderPage'),
});

/** The merchandise store's pages, in the Merchandise layout (spec §2, decision 062). */
export const storeRoutes = [shopRoute, productRoute, cartRoute, orderRoute] as const;
