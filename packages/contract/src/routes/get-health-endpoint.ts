// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { getHealthEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const getHealthEndpoint: Route<typeof Contract> = { method: 'GET', path: '/health', auth: 'public' };
