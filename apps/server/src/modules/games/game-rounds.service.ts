import type { GameRoundResult, RevealedCard, SubmitRoundBody } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { judgeRound, type MemorySecret } from './game-rules.js';
import { appendReveal, lockOwnRound, recordSubmission } from './games.repository.js';
import { imageUrlOf } from './games.service.js';
import { flipMemoryCard, replayMemory } from './memory-game.js';

/** Which round of whom. */
export interface RoundIds {
  userId: string;
  activityId: string;
  roundId: string;
}

/** Enough flips for any honest game of up to 8 pairs; stops a client from flipping forever. */
const MAX_FLIPS = 400;

async function lockOpenRound(db: Executor, ids: RoundIds) {
  const round = await lockOwnRound(db, ids.roundId, ids.activityId, ids.userId);
  if (!round) throw new AppError('NOT_FOUND');
  if (round.submittedAt) throw new AppError('GAME_ROUND_ALREADY_SUBMITTED');
  return round;
}

/** POST .../reveal: shows one memory card's face and logs the flip; illegal flips are refused. */
export async function revealCard(deps: AppDeps, ids: RoundIds, position: number): Promise<RevealedCard> {
  return deps.db.transaction(async (tx) => {
    const round = await lockOpenRound(tx, ids);
    if (round.game !== 'MEMORY' || round.reveals.length >= MAX_FLIPS) throw new AppError('GAME_MOVE_INVALID');
    const { deck, images } = round.secret as unknown as MemorySecret;
    const state = replayMemory(deck, round.reveals);
    if (!state || !flipMemoryCard(deck, state, position)) throw new AppError('GAME_MOVE_INVALID');
    await appendReveal(tx, round.id, position);
    const faceId = deck[position] ?? 0;
    return {
      position,
      faceId,
      imageUrl: imageUrlOf(images[faceId] ?? ''),
      flipCount: round.reveals.length + 1,
    };
  });
}

/** POST .../submit: replays the log on the server and records the score; a round counts once. */
export async function submitGameRound(
  deps: AppDeps,
  ids: RoundIds,
  body: SubmitRoundBody,
): Promise<GameRoundResult> {
  return deps.db.transaction(async (tx) => {
    const round = await lockOpenRound(tx, ids);
    const verdict = judgeRound(round, body);
    await recordSubmission(tx, round.id, verdict);
    const result = { roundId: round.id, ...verdict, maxScore: round.maxScore, moveCount: body.moves.length };
    return { ...result, earning: null };
  });
}
