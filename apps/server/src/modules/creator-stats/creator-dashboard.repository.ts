import type { ActivityStatus, CreatorTask, TranscodeState } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

const LATEST_CONTENT = 5;
const MAX_TASKS = 20;

/** The creator's newest content with its status and processing state. */
export async function selectLatestContent(db: Executor, creatorId: string) {
  const result = await db.execute(sql`
    SELECT a.id, a.title, a.status, t.state AS transcode_state, a.view_count, a.created_at
    FROM activities a LEFT JOIN transcode_jobs t ON t.activity_id = a.id
    WHERE a.creator_id = ${creatorId}::uuid ORDER BY a.created_at DESC, a.id LIMIT ${LATEST_CONTENT}`);
  return result.rows.map((row) => ({
    id: row.id as string,
    title: row.title as string,
    status: row.status as ActivityStatus,
    transcodeState: (row.transcode_state as TranscodeState | null) ?? null,
    viewCount: Number(row.view_count),
    createdAt: new Date(row.created_at as string).toISOString(),
  }));
}

/**
 * What needs the creator: content a moderator asked changes to (back in DRAFT) or rejected, with the
 * latest decision's reason, and content whose processing failed for good (with the transcode's reason).
 */
export async function selectCreatorTasks(db: Executor, creatorId: string): Promise<CreatorTask[]> {
  const result = await db.execute(sql`
    SELECT a.id, a.title, a.status, t.failure_reason, m.decision, m.reason
    FROM activities a LEFT JOIN transcode_jobs t ON t.activity_id = a.id
    LEFT JOIN LATERAL (SELECT decision, reason FROM moderation_decisions d WHERE d.activity_id = a.id
      ORDER BY d.created_at DESC LIMIT 1) m ON true
    WHERE a.creator_id = ${creatorId}::uuid AND (a.status IN ('REJECTED', 'FAILED')
      OR (a.status = 'DRAFT' AND m.decision = 'REQUEST_CHANGES'))
    ORDER BY a.updated_at DESC, a.id LIMIT ${MAX_TASKS}`);
  return result.rows.map((row) => {
    const failed = row.status === 'FAILED';
    return {
      kind: failed ? 'PROCESSING_FAILED' : row.status === 'REJECTED' ? 'REJECTED' : 'CHANGES_REQUESTED',
      activityId: row.id as string,
      title: row.title as string,
      reason: ((failed ? row.failure_reason : row.reason) as string | null) ?? null,
    };
  });
}
