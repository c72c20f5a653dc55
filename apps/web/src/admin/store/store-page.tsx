import { StoreOrdersPanel } from './store-orders-panel';
import { StoreProductsPanel } from './store-products-panel';

/** Route /admin/store (canManagePoints, decision 062): orders to fulfil, then products and their stock. */
export function StorePage() {
  return (
    <>
      <StoreOrdersPanel />
      <StoreProductsPanel />
    </>
  );
}
