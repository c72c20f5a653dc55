// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { createBackupLinkEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const createBackupLinkEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/maintenance/backups/:id/link',
  auth: 'admin',
};
