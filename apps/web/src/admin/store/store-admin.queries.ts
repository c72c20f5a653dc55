import type {
  AdminStoreOrdersQuery,
  AdminStoreProductsQuery,
  StoreFulfilmentBody,
  StoreProductStatus,
  StoreStockAdjustmentBody,
} from '@streamit/contract';
import {
  adjustStoreStockEndpoint,
  advanceStoreOrderEndpoint,
  cancelAdminStoreOrderEndpoint,
  listAdminStoreOrdersEndpoint,
  listAdminStoreProductsEndpoint,
  refundStoreOrderEndpoint,
  updateStoreProductEndpoint,
} from '@streamit/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Key prefix of the staff store queries. */
export const STORE_ADMIN_KEY = ['admin', 'store'] as const;

/** GET /admin/store/orders with filters. */
export function useStoreOrders(query: Partial<AdminStoreOrdersQuery>) {
  return useQuery({
    queryKey: [...STORE_ADMIN_KEY, 'orders', query],
    queryFn: ({ signal }) => apiClient.request(listAdminStoreOrdersEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/store/products with filters. */
export function useStoreProducts(query: Partial<AdminStoreProductsQuery>) {
  return useQuery({
    queryKey: [...STORE_ADMIN_KEY, 'products', query],
    queryFn: ({ signal }) => apiClient.request(listAdminStoreProductsEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A staff action on an order or the catalogue. */
export type StoreAction =
  | { kind: 'advance'; id: string; body: StoreFulfilmentBody }
  | { kind: 'cancel' | 'refund'; id: string; reason: string }
  | { kind: 'stock'; id: string; body: StoreStockAdjustmentBody }
  | { kind: 'status'; id: string; status: StoreProductStatus };

function run(action: StoreAction): Promise<unknown> {
  const params = { id: action.id };
  switch (action.kind) {
    case 'advance':
      return apiClient.request(advanceStoreOrderEndpoint, { params, body: action.body });
    case 'cancel':
      return apiClient.request(cancelAdminStoreOrderEndpoint, { params, body: { reason: action.reason } });
    case 'refund':
      return apiClient.request(refundStoreOrderEndpoint, { params, body: { reason: action.reason } });
    case 'stock':
      return apiClient.request(adjustStoreStockEndpoint, { params, body: action.body });
    case 'status':
      return apiClient.request(updateStoreProductEndpoint, { params, body: { status: action.status } });
  }
}

/** Runs a staff store action; the lists read again after it. */
export function useStoreAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STORE_ADMIN_KEY }),
  });
}
