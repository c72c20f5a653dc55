// The points feature's entry to the shared figures helpers (lib/points-figures.ts, decision 048).
export { POINTS_QUERY_ROOT, refreshPointsFigures } from '../../lib/points-figures';
