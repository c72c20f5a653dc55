// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { approveMoneyApprovalEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const approveMoneyApprovalEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/money-approvals/:id/approve',
  auth: 'admin',
};
