import {
  finishQuizAttemptEndpoint,
  GAME_PASS_SCORE_PERCENT,
  heartbeatEndpoint,
  recordStoryViewEndpoint,
  recordInteractionEndpoint,
  submitGameRoundEndpoint,
  type GameRoundResult,
  type HeartbeatBody,
  type StorySectionViewInput,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { submitGameRound } from '../games/game-rounds.service.js';
import { earnOnEvidence, earnOnWatch } from '../points/points-earning.service.js';
import { finishQuizAttempt } from '../quizzes/quiz-attempts.service.js';
import { currentMember } from '../sessions/require-member.js';
import { recordStoryView } from '../stories/story-reading.service.js';
import { watchRouteOptions } from '../watch/watch-rate-limit.js';
import { recordHeartbeat } from '../watch/watch.service.js';

const userOf = (request: FastifyRequest) => currentMember(request).userId;

/** A heartbeat, and what the server decided if it brought the member's watched time to the earning mark. */
async function beatAndEarn(deps: AppDeps, userId: string, activityId: string, beat: HeartbeatBody) {
  const { result, earnCheckAt } = await recordHeartbeat(deps, userId, activityId, beat);
  if (earnCheckAt === null) return result;
  return { ...result, earning: await earnOnWatch(deps, userId, activityId, earnCheckAt) };
}

/** A story section view; the view that completes the reading carries the points decision (decision 069). */
async function readAndEarn(deps: AppDeps, userId: string, activityId: string, view: StorySectionViewInput) {
  const { reading, completedNow } = await recordStoryView(deps, userId, activityId, view);
  return { ...reading, earning: completedNow ? await earnOnEvidence(deps, userId, activityId) : null };
}

const isWinning = (round: GameRoundResult) =>
  round.outcome === 'SOLVED' && round.score * 100 >= round.maxScore * GAME_PASS_SCORE_PERCENT;

/**
 * Where evidence turns into points (decision 047): heartbeats, quiz finishes and game rounds are recorded
 * by their own modules, then the points module decides the completion and the same answer carries it.
 */
export function registerEarningRoutes(app: FastifyInstance, deps: AppDeps): void {
  const limited = watchRouteOptions(deps);
  registerEndpoint(
    app,
    heartbeatEndpoint,
    ({ params, body, request }) => beatAndEarn(deps, userOf(request), params.id, body),
    limited,
  );
  registerEndpoint(
    app,
    recordInteractionEndpoint,
    ({ body: { activityId, ...beat }, request }) => beatAndEarn(deps, userOf(request), activityId, beat),
    limited,
  );
  registerEndpoint(
    app,
    recordStoryViewEndpoint,
    ({ params, body, request }) => readAndEarn(deps, userOf(request), params.id, body),
    limited,
  );
  registerEndpoint(app, finishQuizAttemptEndpoint, async ({ params, request }) => {
    const ids = { userId: userOf(request), activityId: params.id, attemptId: params.attemptId };
    const result = await finishQuizAttempt(deps, ids);
    if (!result.passed) return result;
    return { ...result, earning: await earnOnEvidence(deps, ids.userId, ids.activityId) };
  });
  registerEndpoint(app, submitGameRoundEndpoint, async ({ params, body, request }) => {
    const ids = { userId: userOf(request), activityId: params.id, roundId: params.roundId };
    const round = await submitGameRound(deps, ids, body);
    if (!isWinning(round)) return round;
    return { ...round, earning: await earnOnEvidence(deps, ids.userId, ids.activityId) };
  });
}
