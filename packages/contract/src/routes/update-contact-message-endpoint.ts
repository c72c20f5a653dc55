// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { updateContactMessageEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const updateContactMessageEndpoint: Route<typeof Contract> = {
  method: 'PATCH',
  path: '/admin/contact-messages/:id',
  auth: 'admin',
};
