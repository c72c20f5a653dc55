// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { listEncryptedBackupsEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const listEncryptedBackupsEndpoint: Route<typeof Contract> = {
  method: 'GET',
  path: '/admin/maintenance/backups',
  auth: 'admin',
};
