import { createReadStream } from 'node:fs';
import {
  API_BASE_PATH,
  MEMBER_DATA_DOWNLOAD_PATH,
  createMyDataExportLinkEndpoint,
  deleteMyAccountEndpoint,
  sendDeleteAccountCodeEndpoint,
  getMyDataExportEndpoint,
  requestMyDataExportEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { attachmentDisposition } from '../file-links/file-links.routes.js';
import { currentMember as me } from '../sessions/require-member.js';
import { deleteMyAccount, sendDeleteAccountCode } from './account-deletion.service.js';
import {
  createMyDataExportLink,
  getMyDataExport,
  openDataExportDownload,
  requestMyDataExport,
} from './member-data.service.js';

const ParamsSchema = z.object({ id: z.uuid() });
const QuerySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

// The query holds the one-time token: request log lines carry the path only.
const requestWithoutQuery = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
});

async function serveDownload(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const params = ParamsSchema.safeParse(request.params);
  const query = QuerySchema.safeParse(request.query);
  if (!params.success || !query.success) throw new AppError('DATA_EXPORT_LINK_INVALID');
  const file = await openDataExportDownload(deps, params.data.id, query.data.token);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'private, no-store')
    .send(createReadStream(file.path));
}

/** "Download my data": the member's request, its status, a one-time link, and the download the link opens. */
export function registerMemberDataRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getMyDataExportEndpoint, ({ request }) => getMyDataExport(deps, me(request).userId));
  registerEndpoint(app, requestMyDataExportEndpoint, ({ request }) =>
    requestMyDataExport(deps, me(request).userId),
  );
  registerEndpoint(app, createMyDataExportLinkEndpoint, ({ request }) =>
    createMyDataExportLink(deps, me(request).userId),
  );
  registerEndpoint(app, deleteMyAccountEndpoint, ({ body, request }) =>
    deleteMyAccount(deps, request.log, me(request).userId, body),
  );
  registerEndpoint(app, sendDeleteAccountCodeEndpoint, ({ request }) =>
    sendDeleteAccountCode(deps, request.log, me(request).userId),
  );
  // No bearer token: a browser opens the link as a plain download; the one-time token is the credential.
  app.get(
    `${API_BASE_PATH}${MEMBER_DATA_DOWNLOAD_PATH}`,
    { logSerializers: { req: requestWithoutQuery } },
    (request, reply) => serveDownload(deps, request, reply),
  );
}
