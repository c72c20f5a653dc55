import { z } from 'zod';
import { ActivityCardSchema } from './activity.schemas.js';
import { EarningFieldSchema } from './earning.schemas.js';

/** POST /activities/:id/interaction/start: where playback starts (the resume position, usually). */
export const StartWatchBodySchema = z.strictObject({
  currentTime: z.number().min(0).max(86_400).optional(),
});

/** A server-issued watch session: send `sessionToken` with every heartbeat (every 5 s). */
export const WatchSessionSchema = z.object({
  sessionToken: z.string(),
  expiresAt: z.iso.datetime(),
  heartbeatIntervalSeconds: z.number().int(),
  resumePositionSeconds: z.number(),
});
export type WatchSession = z.infer<typeof WatchSessionSchema>;

const HeartbeatFieldsSchema = {
  sessionToken: z.string().min(16).max(200),
  /** The player's position in seconds. */
  currentTime: z.number().min(0).max(86_400),
  playing: z.boolean(),
  /** Increases by one per heartbeat; a repeated or older sequence adds nothing. */
  sequence: z.number().int().min(0).max(1_000_000),
};

/** POST /activities/:id/interact: one heartbeat. */
export const HeartbeatBodySchema = z.strictObject(HeartbeatFieldsSchema);
export type HeartbeatBody = z.infer<typeof HeartbeatBodySchema>;

/** POST /activities/interaction/record: the same heartbeat naming its activity in the body. */
export const RecordInteractionBodySchema = z.strictObject({ activityId: z.uuid(), ...HeartbeatFieldsSchema });

/** What a heartbeat did: seconds credited now, the session's total, whether the view counted, what it earned. */
export const HeartbeatResultSchema = z.object({
  accepted: z.boolean(),
  creditedSeconds: z.number(),
  sessionWatchedSeconds: z.number(),
  viewCounted: z.boolean(),
  positionSeconds: z.number(),
  /** Set when this heartbeat brought the member's credited time over the threshold: paid, pending or refused. */
  earning: EarningFieldSchema,
});
export type HeartbeatResult = z.infer<typeof HeartbeatResultSchema>;

/** A member's place in one activity. */
export const WatchProgressSchema = z.object({
  activityId: z.uuid(),
  positionSeconds: z.number(),
  watchedSeconds: z.number(),
  durationSeconds: z.number().int().nullable(),
  /** When the member last watched it, to within a minute (decision 095); null before their first heartbeat. */
  updatedAt: z.iso.datetime().nullable(),
});
export type WatchProgress = z.infer<typeof WatchProgressSchema>;

/** GET /activities/:id/view: whether the member's view counted this hour, and the total. */
export const ViewStatusSchema = z.object({
  activityId: z.uuid(),
  countedThisHour: z.boolean(),
  viewCount: z.number().int(),
});

export const WatchHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** GET /activities/user/history: what the member watched, most recent first. */
export const WatchHistorySchema = z.object({
  items: z.array(
    WatchProgressSchema.extend({ title: z.string(), slug: z.string(), card: ActivityCardSchema }),
  ),
});
export type WatchHistory = z.infer<typeof WatchHistorySchema>;

/** GET /activities/user/interaction-history: watch sessions as heartbeats built them. */
export const InteractionHistorySchema = z.object({
  items: z.array(
    z.object({
      sessionId: z.uuid(),
      activityId: z.uuid(),
      title: z.string(),
      startedAt: z.iso.datetime(),
      lastHeartbeatAt: z.iso.datetime().nullable(),
      heartbeats: z.number().int(),
      watchedSeconds: z.number(),
      sections: z.array(z.tuple([z.number(), z.number()])),
      viewCounted: z.boolean(),
    }),
  ),
});
