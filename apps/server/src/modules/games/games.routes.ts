import multipart from '@fastify/multipart';
import {
  ACTIVITY_IMAGE_MAX_BYTES,
  createGameEndpoint,
  getAdminGameEndpoint,
  getGameEndpoint,
  listAdminGamesEndpoint,
  publishGameEndpoint,
  revealCardEndpoint,
  startGameRoundEndpoint,
  updateGameEndpoint,
  uploadGameImageEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { readSingleUpload } from '../../http/single-upload.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { currentMember } from '../sessions/require-member.js';
import {
  createGame,
  listStaffGames,
  publishGame,
  readAdminGame,
  updateGame,
} from './game-authoring.service.js';
import { uploadGameImage } from './game-images.service.js';
import { revealCard } from './game-rounds.service.js';
import { getGame, startGameRound } from './games.service.js';

// Room for the multipart boundary and headers around the file, as for question pictures.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function roundIds(request: FastifyRequest, params: { id: string; roundId: string }) {
  return { userId: currentMember(request).userId, activityId: params.id, roundId: params.roundId };
}

/** Staff write games: drafts, pictures, publishing, versions (decision 068). */
function registerAuthoringRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, createGameEndpoint, ({ body, request }) =>
    createGame(deps, signedInAdmin(request).id, body),
  );
  registerEndpoint(app, updateGameEndpoint, ({ params, body, request }) =>
    updateGame(deps, signedInAdmin(request).id, params.id, body),
  );
  registerEndpoint(app, listAdminGamesEndpoint, () => listStaffGames(deps));
  registerEndpoint(app, getAdminGameEndpoint, ({ params }) => readAdminGame(deps, params.id));
  registerEndpoint(app, publishGameEndpoint, ({ params, request }) =>
    publishGame(deps, signedInAdmin(request).id, params.id),
  );
}

/** Game pictures, multipart in their own scope (the rest of the API takes JSON only). */
function registerImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const options = { bodyLimit: ACTIVITY_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES };
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ACTIVITY_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    registerEndpoint(
      scope,
      uploadGameImageEndpoint,
      async ({ params, request }) => {
        // The file is read (and a malformed body refused) before who is asking is looked up, as for thumbnails.
        const bytes = await readSingleUpload(request, ACTIVITY_IMAGE_MAX_BYTES, deps.config);
        return uploadGameImage(deps, signedInAdmin(request).id, params.id, bytes);
      },
      options,
    );
  });
}

/** Built-in games: staff write them, members play seeded rounds scored by server replay. */
export function registerGameRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerAuthoringRoutes(app, deps);
  registerImageRoutes(app, deps);
  registerEndpoint(app, getGameEndpoint, ({ params }) => getGame(deps, params.id));
  registerEndpoint(app, startGameRoundEndpoint, ({ params, request }) =>
    startGameRound(deps, currentMember(request).userId, params.id),
  );
  registerEndpoint(app, revealCardEndpoint, ({ params, body, request }) =>
    revealCard(deps, roundIds(request, params), body.position),
  );
}
