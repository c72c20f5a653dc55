import {
  createGameEndpoint,
  getGameEndpoint,
  revealCardEndpoint,
  startGameRoundEndpoint,
  updateGameEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { currentMember } from '../sessions/require-member.js';
import { revealCard } from './game-rounds.service.js';
import { createGame, getGame, startGameRound, updateGame } from './games.service.js';

function roundIds(request: FastifyRequest, params: { id: string; roundId: string }) {
  return { userId: currentMember(request).userId, activityId: params.id, roundId: params.roundId };
}

/** Built-in games: staff configure them, members play seeded rounds scored by server replay. */
export function registerGameRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, createGameEndpoint, ({ body, request }) =>
    createGame(deps, signedInAdmin(request).id, body),
  );
  registerEndpoint(app, updateGameEndpoint, ({ params, body, request }) =>
    updateGame(deps, signedInAdmin(request).id, params.id, body),
  );
  registerEndpoint(app, getGameEndpoint, ({ params }) => getGame(deps, params.id));
  registerEndpoint(app, startGameRoundEndpoint, ({ params, request }) =>
    startGameRound(deps, currentMember(request).userId, params.id),
  );
  registerEndpoint(app, revealCardEndpoint, ({ params, body, request }) =>
    revealCard(deps, roundIds(request, params), body.position),
  );
}
