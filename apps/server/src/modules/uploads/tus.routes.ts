import type { Readable } from 'node:stream';
import { API_BASE_PATH } from '@streamit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { currentMember, requireMember } from '../sessions/require-member.js';
import {
  appendVideoUpload,
  createVideoUpload,
  requireVideoUpload,
  terminateVideoUpload,
} from './tus.service.js';

/** tus 1.0.0 core plus the creation and termination extensions. */
const TUS = { version: '1.0.0', extensions: 'creation,termination' } as const;
const OFFSET_TYPE = 'application/offset+octet-stream';
const BASE = `${API_BASE_PATH}/activities/:id/upload-video`;
const ActivityParams = z.object({ id: z.uuid() });
const UploadParams = z.object({ id: z.uuid(), uploadId: z.string().regex(/^[A-Za-z0-9]{16,64}$/) });
const DIGITS = /^\d{1,16}$/;

function headerInteger(request: FastifyRequest, name: string): number {
  const raw = request.headers[name];
  if (typeof raw !== 'string' || !DIGITS.test(raw)) throw new AppError('VALIDATION_FAILED');
  return Number(raw);
}

/** Every request but OPTIONS must speak our tus version (412 otherwise, as the protocol says). */
function requireTusVersion(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.headers['tus-resumable'] === TUS.version) return Promise.resolve();
  reply.header('Tus-Version', TUS.version);
  return Promise.reject(new AppError('TUS_VERSION_UNSUPPORTED'));
}

function docs(summary: string, params: z.ZodType, member = true) {
  return {
    summary,
    tags: ['uploads'],
    params,
    ...(member ? { security: [{ memberBearer: [] }] } : {}),
  };
}

function ids(request: FastifyRequest) {
  const { id, uploadId } = request.params as z.infer<typeof UploadParams>;
  return { userId: currentMember(request).userId, activityId: id, uploadId };
}

function registerCreation(
  scope: FastifyInstance,
  deps: AppDeps,
  onRequest: ReturnType<typeof requireMember>[],
) {
  // Same-origin tus discovery; a cross-origin preflight (Origin + Access-Control-Request-Method) is answered by
  // http/cors.ts before it gets here.
  scope.options(
    BASE,
    { schema: docs('tus: server capabilities', ActivityParams, false) },
    async (_request, reply) =>
      reply
        .code(204)
        .header('Tus-Resumable', TUS.version)
        .header('Tus-Version', TUS.version)
        .header('Tus-Extension', TUS.extensions)
        .header('Tus-Max-Size', String(deps.config.MEDIA_MAX_UPLOAD_BYTES))
        .send(),
  );
  scope.post(
    BASE,
    {
      onRequest,
      schema: docs('tus creation: start a resumable video upload (Upload-Length)', ActivityParams),
    },
    async (request, reply) => {
      const { id } = request.params as z.infer<typeof ActivityParams>;
      const length = headerInteger(request, 'upload-length');
      if (length === 0) throw new AppError('UNPROCESSABLE');
      const uploadId = await createVideoUpload(deps, currentMember(request).userId, id, length);
      return reply
        .code(201)
        .header('Location', `${API_BASE_PATH}/activities/${id}/upload-video/${uploadId}`)
        .send();
    },
  );
}

function registerTransfer(
  scope: FastifyInstance,
  deps: AppDeps,
  onRequest: ReturnType<typeof requireMember>[],
) {
  const upload = `${BASE}/:uploadId`;
  scope.head(
    upload,
    { onRequest, schema: docs('tus: current Upload-Offset of an upload', UploadParams) },
    async (request, reply) => {
      const { userId, activityId, uploadId } = ids(request);
      const found = await requireVideoUpload(deps, userId, activityId, uploadId);
      return reply
        .code(200)
        .header('Cache-Control', 'no-store')
        .header('Upload-Offset', String(found.offset))
        .header('Upload-Length', String(found.upload.length))
        .send();
    },
  );
  scope.patch(
    upload,
    {
      onRequest,
      schema: docs(
        'tus: append bytes at Upload-Offset (HEAD on the same URL reports the offset to resume from)',
        UploadParams,
      ),
    },
    async (request, reply) => {
      if (request.headers['content-type'] !== OFFSET_TYPE) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const offset = headerInteger(request, 'upload-offset');
      const received = await appendVideoUpload(deps, ids(request), offset, request.body as Readable);
      return reply.code(204).header('Upload-Offset', String(received)).send();
    },
  );
  scope.delete(
    upload,
    { onRequest, schema: docs('tus termination: cancel an upload', UploadParams) },
    async (request, reply) => {
      const { userId, activityId, uploadId } = ids(request);
      await terminateVideoUpload(deps, userId, activityId, uploadId);
      return reply.code(204).send();
    },
  );
}

/**
 * Resumable video uploads with the tus protocol at /activities/:id/upload-video. PATCH bodies are
 * streamed to disk (the JSON body limit does not apply; Upload-Length and MEDIA_MAX_UPLOAD_BYTES do).
 */
export function registerTusRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(OFFSET_TYPE, (_request, payload, done) => {
      done(null, payload);
    });
    // Every answer, errors included, names the protocol version.
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Tus-Resumable', TUS.version);
    });
    const onRequest = [requireMember(deps), requireTusVersion];
    registerCreation(scope, deps, onRequest);
    registerTransfer(scope, deps, onRequest);
    done();
  });
}
