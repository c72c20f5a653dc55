import type { SubmitRoundBody } from '@streamit/contract';

/** The submit body: the moves exactly as played and the time since the round started (whole ms). */
export function buildSubmitBody(
  moves: readonly number[],
  startedAtMs: number,
  nowMs: number,
): SubmitRoundBody {
  return { moves: [...moves], durationMs: Math.max(0, Math.round(nowMs - startedAtMs)) };
}
