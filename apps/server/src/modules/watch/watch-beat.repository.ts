import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { WatchSessionRow } from './watch.repository.js';

// A heartbeat in two statements inside its transaction (issue 25 item 3): its locks and reads, then its writes.

interface LockedBeatRow extends Record<string, unknown> {
  credited_until: number;
  id: string | null;
  token_hash: string;
  user_id: string;
  activity_id: string;
  started_at: number;
  expires_at: number;
  ended_at: number | null;
  last_heartbeat_at: number | null;
  last_sequence: number;
  last_position: number;
  heartbeats: number;
  sections: WatchSessionRow['sections'];
  credited_seconds: number;
  view_counted: boolean;
  country: string | null;
}

const msOf = (column: string) => sql.raw(`(extract(epoch from s.${column}) * 1000)::float8 AS ${column}`);
const dateOrNull = (ms: number | null) => (ms === null ? null : new Date(ms));

function sessionOf(row: LockedBeatRow & { id: string }): WatchSessionRow {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    userId: row.user_id,
    activityId: row.activity_id,
    startedAt: new Date(row.started_at),
    expiresAt: new Date(row.expires_at),
    endedAt: dateOrNull(row.ended_at),
    lastHeartbeatAt: dateOrNull(row.last_heartbeat_at),
    lastSequence: row.last_sequence,
    lastPosition: row.last_position,
    heartbeats: row.heartbeats,
    sections: row.sections,
    creditedSeconds: row.credited_seconds,
    viewCounted: row.view_counted,
    country: row.country,
  };
}

/**
 * A heartbeat's locks and reads in one statement: the member's credit watermark row first (created at `now`
 * the first time, as lockCreditClock), then the token's session (`FOR UPDATE`, after the clock: the lateral
 * subquery runs per clock row), so starts and heartbeats still take them in one order. A session another
 * beat changed while this one waited is read as that beat committed it (PostgreSQL re-reads a locked row).
 */
export async function lockBeat(db: Executor, userId: string, tokenHash: string, now: Date) {
  const result = await db.execute<LockedBeatRow>(sql`
    WITH clock AS (
      INSERT INTO watch_credit_clocks (user_id, credited_until) VALUES (${userId}::uuid, ${now.toISOString()}::timestamptz)
      ON CONFLICT (user_id) DO UPDATE SET user_id = excluded.user_id
      RETURNING credited_until)
    SELECT (extract(epoch from clock.credited_until) * 1000)::float8 AS credited_until, s.id, s.token_hash, s.user_id,
      s.activity_id, ${msOf('started_at')}, ${msOf('expires_at')}, ${msOf('ended_at')}, ${msOf('last_heartbeat_at')},
      s.last_sequence, s.last_position, s.heartbeats, s.sections, s.credited_seconds, s.view_counted, s.country
    FROM clock LEFT JOIN LATERAL (SELECT * FROM watch_sessions
      WHERE token_hash = ${tokenHash} AND clock.credited_until IS NOT NULL FOR UPDATE) s ON true`);
  const row = result.rows[0];
  if (!row) throw new Error('Watch credit clock upsert returned nothing');
  const session = row.id === null ? undefined : sessionOf({ ...row, id: row.id });
  return { creditedUntil: new Date(row.credited_until), session };
}

/** What an applied heartbeat writes: the session's new state, the progress, and whether it spent wall-clock. */
export interface BeatWrite {
  session: { id: string; userId: string; activityId: string };
  values: Pick<
    WatchSessionRow,
    | 'lastSequence'
    | 'lastHeartbeatAt'
    | 'lastPosition'
    | 'heartbeats'
    | 'sections'
    | 'creditedSeconds'
    | 'viewCounted'
  >;
  credited: number;
  now: Date;
}

/**
 * An applied heartbeat's writes in one statement: the session row, the watermark moved to `now` when it
 * credited anything (never back), and the progress (resume position, credited seconds added), whose
 * watched total and earning mark it returns.
 */
export async function writeBeat(db: Executor, beat: BeatWrite) {
  const { session, values, credited, now } = beat;
  const at = now.toISOString();
  const clock =
    credited > 0
      ? sql`, clock AS (UPDATE watch_credit_clocks SET credited_until = ${at}::timestamptz
          WHERE user_id = ${session.userId}::uuid AND credited_until < ${at}::timestamptz)`
      : sql``;
  const result = await db.execute<{ watched_seconds: number; earn_check_seconds: number }>(sql`
    WITH session AS (
      UPDATE watch_sessions SET last_sequence = ${values.lastSequence}, last_heartbeat_at = ${at}::timestamptz,
        last_position = ${values.lastPosition}, heartbeats = ${values.heartbeats},
        sections = ${JSON.stringify(values.sections)}::jsonb, credited_seconds = ${values.creditedSeconds},
        view_counted = ${values.viewCounted}
      WHERE id = ${session.id}::uuid)${clock}
    INSERT INTO watch_progress (user_id, activity_id, position_seconds, watched_seconds)
    VALUES (${session.userId}::uuid, ${session.activityId}::uuid, ${values.lastPosition}, ${credited})
    ON CONFLICT (user_id, activity_id) DO UPDATE SET position_seconds = excluded.position_seconds,
      watched_seconds = watch_progress.watched_seconds + excluded.watched_seconds, updated_at = now()
    RETURNING watched_seconds, earn_check_seconds`);
  const row = result.rows[0];
  if (!row) throw new Error('watch progress upsert returned nothing');
  return { watchedSeconds: row.watched_seconds, earnCheckSeconds: row.earn_check_seconds };
}
