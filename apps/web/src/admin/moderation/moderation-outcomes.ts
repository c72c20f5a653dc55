import type { ActivityStatus, BulkModerationResult, ModerationDecision } from '@streamit/contract';

/** What happened to one item of a decision, ready to show. */
export interface ItemOutcome {
  id: string;
  title: string;
  ok: boolean;
  status: ActivityStatus | null;
  /** The server's code when the item was skipped (e.g. CONTENT_NOT_PENDING). */
  error: string | null;
}

/** The outcome of the last decision, shown until the next one. */
export interface DecisionReport {
  decision: ModerationDecision;
  items: ItemOutcome[];
}

/** Pairs the server's per-item results with the titles the moderator saw. */
export function toOutcomes(
  results: BulkModerationResult['results'],
  titles: ReadonlyMap<string, string>,
): ItemOutcome[] {
  return results.map((result) => ({
    id: result.id,
    title: titles.get(result.id) ?? result.id,
    ok: result.ok,
    status: result.status,
    error: result.error,
  }));
}

/** How many items succeeded and how many were skipped. */
export function countOutcomes(items: readonly ItemOutcome[]): { done: number; skipped: number } {
  const done = items.filter((item) => item.ok).length;
  return { done, skipped: items.length - done };
}
