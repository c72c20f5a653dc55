import multipart from '@fastify/multipart';
import { uploadAvatarEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { sendError } from '../../http/error-handler.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { readSingleUpload } from '../../http/single-upload.js';
import { currentMember } from '../sessions/require-member.js';
import { readAvatar, saveAvatar } from './avatar.service.js';
import { AVATAR_URL_PREFIX } from '../members/member-view.js';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Avatar upload (multipart, in its own scope so only it parses form data) and avatar files. */
export function registerAvatarRoutes(app: FastifyInstance, deps: AppDeps): void {
  const maxBytes = deps.config.AVATAR_MAX_BYTES;
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 2 } });
    registerEndpoint(
      scope,
      uploadAvatarEndpoint,
      async ({ request }) =>
        saveAvatar(
          deps,
          currentMember(request).userId,
          await readSingleUpload(request, maxBytes, deps.config),
        ),
      { bodyLimit: maxBytes + MULTIPART_OVERHEAD_BYTES },
    );
  });
  app.get<{ Params: { file: string } }>(
    `${AVATAR_URL_PREFIX}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const bytes = await readAvatar(deps, request.params.file);
      if (!bytes) return sendError(reply, 'NOT_FOUND');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
}
