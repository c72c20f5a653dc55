import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { transcodeJobs } from './media.schema.js';

export type TranscodeJob = typeof transcodeJobs.$inferSelect;

const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

export async function findTranscodeJob(db: Executor, activityId: string): Promise<TranscodeJob | undefined> {
  const [row] = await db.select().from(transcodeJobs).where(eq(transcodeJobs.activityId, activityId));
  return row;
}

/** Creates or resets an activity's job to QUEUED for a new source or a retry. */
export async function resetTranscodeJob(db: Executor, activityId: string): Promise<TranscodeJob> {
  const fresh = {
    state: 'QUEUED' as const,
    progress: 0,
    attempts: 0,
    failureReason: null,
    heartbeatAt: null,
    startedAt: null,
    finishedAt: null,
    queueJobId: null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(transcodeJobs)
    .values({ activityId, ...fresh })
    .onConflictDoUpdate({ target: transcodeJobs.activityId, set: fresh })
    .returning();
  if (!row) throw new Error('Transcode job upsert returned nothing');
  return row;
}

/** Remembers the pg-boss message that carries the job now. */
export async function setQueueJobId(db: Executor, jobId: string, queueJobId: string): Promise<void> {
  await db
    .update(transcodeJobs)
    .set({ queueJobId, updatedAt: sql`now()` })
    .where(eq(transcodeJobs.id, jobId));
}

/**
 * Takes a job for one attempt: QUEUED, or PROBING/TRANSCODING whose worker went quiet (a pg-boss retry
 * after a crash). Returns the row with its new attempt number, or nothing when another run owns it.
 */
export async function claimTranscodeJob(db: Executor, activityId: string, stallSeconds: number) {
  const [row] = await db
    .update(transcodeJobs)
    .set({
      state: 'PROBING',
      progress: 0,
      attempts: sql`${transcodeJobs.attempts} + 1`,
      // Millisecond precision so the value round-trips through a JS Date as this attempt's identity.
      startedAt: sql`date_trunc('milliseconds', clock_timestamp())`,
      heartbeatAt: sql`now()`,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(transcodeJobs.activityId, activityId),
        or(
          eq(transcodeJobs.state, 'QUEUED'),
          and(
            inArray(transcodeJobs.state, ['PROBING', 'TRANSCODING']),
            lt(transcodeJobs.heartbeatAt, secondsAgo(stallSeconds)),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

/** The identity of one attempt: updates from an attempt that lost its job change nothing. */
export interface AttemptRef {
  jobId: string;
  startedAt: Date;
}

const ownedBy = (ref: AttemptRef) =>
  and(
    eq(transcodeJobs.id, ref.jobId),
    eq(transcodeJobs.startedAt, ref.startedAt),
    inArray(transcodeJobs.state, ['PROBING', 'TRANSCODING']),
  );

/** Records progress and a heartbeat; false when the attempt no longer owns the job. */
export async function recordTranscodeProgress(
  db: Executor,
  ref: AttemptRef,
  state: 'PROBING' | 'TRANSCODING',
  progress: number,
): Promise<boolean> {
  const rows = await db
    .update(transcodeJobs)
    .set({ state, progress, heartbeatAt: sql`now()`, updatedAt: sql`now()` })
    .where(ownedBy(ref))
    .returning({ id: transcodeJobs.id });
  return rows.length > 0;
}

/** Finishes an attempt as READY, QUEUED again (automatic retry pending) or FAILED; false if not owned. */
export async function finishTranscodeAttempt(
  db: Executor,
  ref: AttemptRef,
  outcome: { state: 'READY' | 'QUEUED' | 'FAILED'; failureReason?: string },
): Promise<boolean> {
  const rows = await db
    .update(transcodeJobs)
    .set({
      state: outcome.state,
      failureReason: outcome.failureReason ?? null,
      heartbeatAt: null,
      progress: outcome.state === 'READY' ? 100 : 0,
      updatedAt: sql`now()`,
      finishedAt: outcome.state === 'QUEUED' ? null : sql`now()`,
    })
    .where(ownedBy(ref))
    .returning({ id: transcodeJobs.id });
  return rows.length > 0;
}

const stalledFor = (stallSeconds: number) =>
  and(
    inArray(transcodeJobs.state, ['PROBING', 'TRANSCODING']),
    or(isNull(transcodeJobs.heartbeatAt), lt(transcodeJobs.heartbeatAt, secondsAgo(stallSeconds))),
  );

/**
 * Puts stalled jobs with attempts left back in the queue (QUEUED, to be sent again): a worker that died
 * mid-transcode costs an attempt, not the creator's upload. Their stale workers no longer own them.
 */
export async function requeueStalledJobs(db: Executor, stallSeconds: number, maxAttempts: number) {
  return db
    .update(transcodeJobs)
    .set({ state: 'QUEUED', progress: 0, heartbeatAt: null, updatedAt: sql`now()` })
    .where(and(stalledFor(stallSeconds), lt(transcodeJobs.attempts, maxAttempts)))
    .returning();
}

/** Fails every PROBING/TRANSCODING job whose heartbeat is older than the stall timeout. */
export async function failStalledJobs(db: Executor, stallSeconds: number, reason: string) {
  return db
    .update(transcodeJobs)
    .set({
      state: 'FAILED',
      failureReason: reason,
      heartbeatAt: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(stalledFor(stallSeconds))
    .returning({ activityId: transcodeJobs.activityId });
}

/** QUEUED jobs never sent (seeded rows) or untouched for a while (their pg-boss message may be lost). */
export function findQueuedJobsToCheck(db: Executor, idleSeconds: number) {
  return db
    .select()
    .from(transcodeJobs)
    .where(
      and(
        eq(transcodeJobs.state, 'QUEUED'),
        or(isNull(transcodeJobs.queueJobId), lt(transcodeJobs.updatedAt, secondsAgo(idleSeconds))),
      ),
    )
    .limit(100);
}

/** Marks a FAILED job QUEUED again for a manual retry; false when it was not FAILED. */
export async function requeueFailedJob(db: Executor, activityId: string): Promise<TranscodeJob | undefined> {
  const [row] = await db
    .update(transcodeJobs)
    .set({
      state: 'QUEUED',
      attempts: 0,
      progress: 0,
      failureReason: null,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(transcodeJobs.activityId, activityId), eq(transcodeJobs.state, 'FAILED')))
    .returning();
  return row;
}
