import { API_BASE_PATH, FILE_DOWNLOAD_PATH, type FileLinkKind } from '@streamit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { mediaStorageFor } from '../media/media-paths.js';
import { checkFileLink, parseViewer, type FileViewer } from './file-link-signature.js';
import { fileDownloadPath } from './file-links.service.js';

/** A stored file as a module hands it to the download route. */
export interface ProtectedFile {
  storageKey: string;
  fileName: string;
  contentType: string;
}

/** Finds the file a link names, for the viewer it was minted for; null when it is gone or not theirs. */
export type ProtectedFileResolver = (id: string, viewer: FileViewer) => Promise<ProtectedFile | null>;

const LinkQuerySchema = z.object({
  viewer: z.string().max(100),
  expires: z.coerce.number().int().positive(),
  sig: z.string().max(100),
});
const ParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

// RFC 5987: everything outside attr-char is percent-encoded, including the ' ( ) * encodeURIComponent keeps.
const encodeFilename = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with an ASCII fallback name and the exact UTF-8 one, so no name can break the header. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9 ._()-]/g, '_') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeFilename(fileName)}`;
}

/** Streams a stored file as a download of its own type, never rendered or sniffed in our origin. */
export function sendProtectedFile(deps: AppDeps, reply: FastifyReply, file: ProtectedFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'private, no-store')
    .send(mediaStorageFor(deps.config).read(file.storageKey));
}

async function serveLink(
  deps: AppDeps,
  kind: FileLinkKind,
  resolve: ProtectedFileResolver,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const params = ParamsSchema.safeParse(request.params);
  const query = LinkQuerySchema.safeParse(request.query);
  if (!params.success || !query.success) throw new AppError('FILE_LINK_INVALID');
  const viewer = parseViewer(query.data.viewer);
  const parts = { path: fileDownloadPath(kind, params.data.id), ...query.data };
  const check = checkFileLink(deps.config.FILE_LINK_SECRET, parts, query.data.sig, new Date());
  if (!viewer || check === 'invalid') throw new AppError('FILE_LINK_INVALID');
  if (check === 'expired') throw new AppError('FILE_LINK_EXPIRED');
  const file = await resolve(params.data.id, viewer);
  if (!file) throw new AppError('NOT_FOUND');
  return sendProtectedFile(deps, reply, file);
}

// The query is the link's credential: request log lines carry the path only.
const requestWithoutQuery = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
});

/**
 * GET /api/v1/files/<kind>/:id?viewer&expires&sig: opens a file through a link minted by `mintFileLink`,
 * without a bearer token; the signature and expiry are checked, then `resolve` finds the file.
 */
export function registerFileLinkRoute(
  app: FastifyInstance,
  deps: AppDeps,
  kind: FileLinkKind,
  resolve: ProtectedFileResolver,
): void {
  app.get(
    `${API_BASE_PATH}${FILE_DOWNLOAD_PATH.replace(':kind', kind)}`,
    { logSerializers: { req: requestWithoutQuery } },
    (request, reply) => serveLink(deps, kind, resolve, request, reply),
  );
}
