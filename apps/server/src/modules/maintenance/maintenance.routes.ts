import {
  API_BASE_PATH,
  BACKUP_CONTENT_TYPE,
  BACKUP_LINK_TOKEN_HEADER,
  BACKUP_ROLES,
  MAINTENANCE_BACKUP_DOWNLOAD_PATH,
  MAINTENANCE_BACKUP_PATH,
  MAINTENANCE_RESTORE_PATH,
  MEMBER_EXPORT_DOWNLOAD_PATH,
  MEMBER_EXPORT_PATH,
  MemberExportQuerySchema,
  RESTORE_CONFIRMATION_HEADER,
  RESTORE_TOTP_HEADER,
  clearCachesEndpoint,
  createBackupLinkEndpoint,
  getMaintenanceJobEndpoint,
  getMemberExportJobEndpoint,
  listEncryptedBackupsEndpoint,
  startEncryptedBackupEndpoint,
  startMemberExportEndpoint,
  startOptimizeDatabaseEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { requireAdmin, signedInAdmin } from '../admin-auth/require-admin.js';
import { streamDatabaseBackup } from './database-backup.service.js';
import { restoreDatabase } from './database-restore.service.js';
import {
  createBackupLink,
  listEncryptedBackups,
  openBackupDownload,
  startEncryptedBackup,
} from './encrypted-backup.service.js';
import { clearCaches, getOptimizeJob, startOptimizeDatabase } from './maintenance.service.js';
import { describeExportFile } from './member-export.format.js';
import {
  getMemberExportJob,
  openMemberExportDownload,
  startMemberExportJob,
  streamMemberExport,
} from './member-export.service.js';

const actorOf = (request: FastifyRequest) => ({ adminId: signedInAdmin(request).id, ip: request.ip });
const JobParamsSchema = z.object({ id: z.uuid() });

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The JSON endpoints: export jobs, cache clearing, optimize jobs (guards come from the contract). */
function registerJsonRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, startMemberExportEndpoint, ({ body, request }) =>
    startMemberExportJob(deps, actorOf(request), body),
  );
  registerEndpoint(app, getMemberExportJobEndpoint, ({ params }) => getMemberExportJob(deps, params.id));
  registerEndpoint(app, clearCachesEndpoint, ({ request }) => clearCaches(deps, actorOf(request)));
  registerEndpoint(app, startOptimizeDatabaseEndpoint, ({ request }) =>
    startOptimizeDatabase(deps, actorOf(request)),
  );
  registerEndpoint(app, getMaintenanceJobEndpoint, ({ params }) => getOptimizeJob(deps, params.id));
  registerEndpoint(app, startEncryptedBackupEndpoint, ({ request }) =>
    startEncryptedBackup(deps, actorOf(request)),
  );
  registerEndpoint(app, listEncryptedBackupsEndpoint, () => listEncryptedBackups(deps));
  registerEndpoint(app, createBackupLinkEndpoint, ({ params, request }) =>
    createBackupLink(deps, actorOf(request), params.id),
  );
}

/**
 * A stored backup, decrypted, for a one-time token. POST with the token in a header, never in the URL,
 * so it stays out of access logs, browser history and Referer headers.
 */
function registerBackupDownloadRoute(app: FastifyInstance, deps: AppDeps): void {
  app.post(
    `${API_BASE_PATH}${MAINTENANCE_BACKUP_DOWNLOAD_PATH}`,
    { onRequest: requireAdmin(deps, { roles: BACKUP_ROLES }) },
    async (request, reply) => {
      const token = headerOf(request, BACKUP_LINK_TOKEN_HEADER);
      const file = await openBackupDownload(deps, actorOf(request), token);
      return reply
        .type(`${BACKUP_CONTENT_TYPE}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
}

/** Downloads (not JSON endpoints, so they guard themselves like the points CSV). */
function registerDownloadRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(
    `${API_BASE_PATH}${MEMBER_EXPORT_PATH}`,
    { onRequest: requireAdmin(deps, 'canManageUsers') },
    (request, reply) => {
      const query = MemberExportQuerySchema.safeParse(request.query);
      if (!query.success) throw new AppError('VALIDATION_FAILED');
      const { format, ...filters } = query.data;
      const file = describeExportFile(format, `members-${new Date().toISOString().slice(0, 10)}`);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(streamMemberExport(deps, actorOf(request), { format, filters }));
    },
  );
  app.get(
    `${API_BASE_PATH}${MEMBER_EXPORT_DOWNLOAD_PATH}`,
    { onRequest: requireAdmin(deps, 'canManageUsers') },
    async (request, reply) => {
      const params = JobParamsSchema.safeParse(request.params);
      if (!params.success) throw new AppError('MAINTENANCE_JOB_NOT_FOUND');
      const file = await openMemberExportDownload(deps, actorOf(request), params.data.id);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.stream);
    },
  );
  app.get(
    `${API_BASE_PATH}${MAINTENANCE_BACKUP_PATH}`,
    { onRequest: requireAdmin(deps, { roles: BACKUP_ROLES }) },
    (request, reply) => {
      const name = `streamit-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`;
      return reply
        .type(`${BACKUP_CONTENT_TYPE}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(streamDatabaseBackup(deps, actorOf(request)));
    },
  );
}

/** The restore takes the backup file as its raw body, streamed into the fresh database as it arrives. */
function registerRestoreRoute(app: FastifyInstance, deps: AppDeps): void {
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(BACKUP_CONTENT_TYPE, (_request, payload, done) => {
      done(null, payload);
    });
    scope.post(
      `${API_BASE_PATH}${MAINTENANCE_RESTORE_PATH}`,
      { onRequest: requireAdmin(deps, { roles: BACKUP_ROLES }) },
      async (request) => {
        if (!(request.body instanceof Readable)) throw new AppError('BACKUP_INVALID');
        return restoreDatabase(deps, {
          ...actorOf(request),
          phrase: headerOf(request, RESTORE_CONFIRMATION_HEADER),
          totpCode: headerOf(request, RESTORE_TOTP_HEADER),
          file: request.body,
        });
      },
    );
    done();
  });
}

/** `/admin/export/users` and `/admin/maintenance/*` (decision 036). */
export function registerMaintenanceRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerJsonRoutes(app, deps);
  registerDownloadRoutes(app, deps);
  registerBackupDownloadRoute(app, deps);
  registerRestoreRoute(app, deps);
}
