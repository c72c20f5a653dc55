import type {
  SaveAddressBody,
  SetCartItemBody,
  StoreCheckoutBody,
  StoreOrder,
  StoreProductsQuery,
} from '@streamit/contract';
import {
  cancelStoreOrderEndpoint,
  checkoutStoreEndpoint,
  deleteSavedAddressEndpoint,
  getStoreCartEndpoint,
  getStoreOrderEndpoint,
  getStoreProductEndpoint,
  listStoreOrdersEndpoint,
  listSavedAddressesEndpoint,
  listStoreProductsEndpoint,
  payStoreOrderEndpoint,
  saveAddressEndpoint,
  setStoreCartItemEndpoint,
} from '@streamit/contract/routes';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { refreshPointsFigures } from '../../lib/points-figures';

/** Every store query lives under this key. */
export const STORE_KEY = ['store'] as const;

/** GET /store/products: the shop's page of products. */
export function useShopProducts(query: Partial<StoreProductsQuery>) {
  return useQuery({
    queryKey: [...STORE_KEY, 'products', query],
    queryFn: ({ signal }) => apiClient.request(listStoreProductsEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /store/products/:slug. */
export function useShopProduct(slug: string) {
  return useQuery({
    queryKey: [...STORE_KEY, 'product', slug],
    queryFn: ({ signal }) => apiClient.request(getStoreProductEndpoint, { params: { slug }, signal }),
  });
}

/** GET /store/cart, for a signed-in member only. */
export function useCart(enabled: boolean) {
  return useQuery({
    queryKey: [...STORE_KEY, 'cart'],
    queryFn: ({ signal }) => apiClient.request(getStoreCartEndpoint, { signal }),
    enabled,
  });
}

/** PUT /store/cart/items: the cart answered is the new one. */
export function useSetCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetCartItemBody) => apiClient.request(setStoreCartItemEndpoint, { body }),
    onSuccess: (cart) => {
      queryClient.setQueryData([...STORE_KEY, 'cart'], cart);
    },
  });
}

/**
 * After a payment or a cancel: the store's lists and every points figure (the header balance) read again. Not
 * awaited by the mutation, so the confirmation opens at once and the figures follow.
 */
function refreshAfterOrder(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: STORE_KEY });
  void refreshPointsFigures(queryClient);
}

/**
 * One order the member places: what it buys and where it goes, and the checkout's Idempotency-Key, made once
 * per "place order" so the retry after a step-up finds the same order rather than placing a second.
 */
export interface CheckoutAttempt {
  body: StoreCheckoutBody;
  key: string;
}

/** POST /store/checkout then POST /store/orders/:id/pay: the cart becomes a paid order (each call keyed). */
export function useCheckoutAndPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: CheckoutAttempt): Promise<StoreOrder> => {
      const order = await apiClient.request(checkoutStoreEndpoint, { body, idempotencyKey: key });
      return apiClient.request(payStoreOrderEndpoint, { params: { id: order.id } });
    },
    onSettled: () => {
      refreshAfterOrder(queryClient);
    },
  });
}

/** POST /store/orders/:id/pay for an order still waiting for payment. */
export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.request(payStoreOrderEndpoint, { params: { id } }),
    onSettled: () => {
      refreshAfterOrder(queryClient);
    },
  });
}

/** POST /store/orders/:id/cancel for an unpaid order. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.request(cancelStoreOrderEndpoint, { params: { id } }),
    onSettled: () => {
      refreshAfterOrder(queryClient);
    },
  });
}

/** GET /store/orders/:id. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: [...STORE_KEY, 'order', id],
    queryFn: ({ signal }) => apiClient.request(getStoreOrderEndpoint, { params: { id }, signal }),
    // An ARTFI payment waiting for the chain is settled by the server's job: read again until it is.
    refetchInterval: (query) =>
      query.state.data?.artfiPayment?.state === 'AWAITING_CONFIRMATION' ? 10_000 : false,
  });
}

/** GET /store/orders: the member's orders, newest first. */
export function useMyOrders(page: number, limit: number) {
  return useQuery({
    queryKey: [...STORE_KEY, 'orders', page, limit],
    queryFn: ({ signal }) => apiClient.request(listStoreOrdersEndpoint, { query: { page, limit }, signal }),
    placeholderData: keepPreviousData,
  });
}

const ADDRESSES_KEY = [...STORE_KEY, 'addresses'] as const;

/** GET /store/addresses: the member's saved addresses. */
export function useSavedAddresses() {
  return useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: ({ signal }) => apiClient.request(listSavedAddressesEndpoint, { signal }),
  });
}

/** POST /store/addresses. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAddressBody) => apiClient.request(saveAddressEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

/** DELETE /store/addresses/:id: the list answered is the new one. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.request(deleteSavedAddressEndpoint, { params: { id } }),
    onSuccess: (list) => {
      queryClient.setQueryData(ADDRESSES_KEY, list);
    },
  });
}
