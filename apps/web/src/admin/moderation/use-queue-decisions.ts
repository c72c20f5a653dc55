import type { ModerateBody } from '@streamit/contract';
import { useState } from 'react';
import { useBulkModerateContent } from './bulk-moderate-content.queries';
import type { QueueItem } from './moderation-format';
import { toOutcomes, type DecisionReport } from './moderation-outcomes';
import { useModerateContent } from './moderate-content.queries';

/** Bulk and single decisions with the report of the last one; nothing is changed locally before the server. */
export function useQueueDecisions() {
  const bulk = useBulkModerateContent();
  const single = useModerateContent();
  const [report, setReport] = useState<DecisionReport | null>(null);

  const decideMany = async (items: readonly QueueItem[], body: ModerateBody): Promise<boolean> => {
    try {
      const answer = await bulk.mutateAsync({ ids: items.map((item) => item.id), body });
      const titles = new Map(items.map((item) => [item.id, item.title]));
      setReport({ decision: body.decision, items: toOutcomes(answer.results, titles) });
      return true;
    } catch {
      // The API client has already shown the failure as a toast; the queue is refreshed regardless.
      return false;
    }
  };

  const decideOne = async (item: QueueItem, body: ModerateBody): Promise<boolean> => {
    try {
      const outcome = await single.mutateAsync({ id: item.id, body });
      const result = { id: item.id, title: item.title, ok: true, status: outcome.status, error: null };
      setReport({ decision: body.decision, items: [result] });
      return true;
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? String(error.code) : null;
      setReport({
        decision: body.decision,
        items: [{ id: item.id, title: item.title, ok: false, status: null, error: code }],
      });
      return false;
    }
  };

  return {
    pending: bulk.isPending || single.isPending,
    decideMany,
    decideOne,
    report,
    clearReport: () => {
      setReport(null);
    },
  };
}
