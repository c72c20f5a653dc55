// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { uploadAdminQuizImageEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const uploadAdminQuizImageEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/quizzes/:id/images',
  auth: 'admin',
};
