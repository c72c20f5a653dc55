import { useQuery } from '@tanstack/react-query';
import { pointsFiguresQuery } from '../../lib/points-figures';

/** GET /points/balance: the member's points figures (balance, earned in total, on hold, today, daily goal). */
export function usePointsFigures(enabled = true) {
  return useQuery({ ...pointsFiguresQuery(), enabled });
}
