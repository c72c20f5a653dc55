// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
import type { triggerCanvasViewIncrementEndpoint as Contract } from '../index.js';
import type { Route } from '../route.js';

export const triggerCanvasViewIncrementEndpoint: Route<typeof Contract> = {
  method: 'POST',
  path: '/admin/trigger-canvas-view-increment',
  auth: 'admin',
};
