import type { CreateExchangeBody } from '@streamit/contract';
import {
  createPointsExchangeEndpoint,
  getExchangeRatesEndpoint,
  getWeb3BalanceEndpoint,
  listPointsExchangesEndpoint,
} from '@streamit/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { refreshPointsFigures } from '../../lib/points-figures';

/** Every wallet query lives under this key. */
export const WALLET_KEY = ['wallet'] as const;

/** GET /web3/balance: ARTFI on the payout wallet and the points balance. */
export function useWalletBalance() {
  return useQuery({
    queryKey: [...WALLET_KEY, 'balance'],
    queryFn: ({ signal }) => apiClient.request(getWeb3BalanceEndpoint, { signal }),
  });
}

/** GET /points/exchange-rates: the rate, the limits and today's use. */
export function useExchangeRates() {
  return useQuery({
    queryKey: [...WALLET_KEY, 'rates'],
    queryFn: ({ signal }) => apiClient.request(getExchangeRatesEndpoint, { signal }),
  });
}

/** GET /points/exchanges: a page of the member's exchanges, newest first. */
export function useExchangeHistory(page: number, limit: number) {
  return useQuery({
    queryKey: [...WALLET_KEY, 'exchanges', page, limit],
    queryFn: ({ signal }) =>
      apiClient.request(listPointsExchangesEndpoint, { query: { page, limit }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /points/exchange (the client sends one Idempotency-Key per attempt and its retries). */
export function useCreateExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExchangeBody) => apiClient.request(createPointsExchangeEndpoint, { body }),
    onSettled: async () => {
      // The hold lowers the balance and raises "on hold" on every screen (header, dashboard, /points).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
        refreshPointsFigures(queryClient),
      ]);
    },
  });
}
