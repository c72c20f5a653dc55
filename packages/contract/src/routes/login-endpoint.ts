// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { loginEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const loginEndpoint: Route<typeof Contract> = { method: 'POST', path: '/auth/login', auth: 'public' };
