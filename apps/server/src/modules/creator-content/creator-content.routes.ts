import {
  createActivityEndpoint,
  deleteActivityEndpoint,
  getTranscodeStatusEndpoint,
  listCreatorActivitiesEndpoint,
  retryTranscodeEndpoint,
  updateActivityEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { currentMember } from '../sessions/require-member.js';
import { contentActorOf } from '../content-access/content-guards.js';
import {
  createCreatorActivity,
  deleteManagedActivity,
  getManagedTranscodeStatus,
  listCreatorActivities,
  retryManagedTranscode,
  updateCreatorActivity,
} from './creator-content.service.js';

/** Creator Studio: create, update, delete, list own content, retry and poll transcodes. */
export function registerCreatorContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, createActivityEndpoint, ({ body, request }) =>
    createCreatorActivity(deps, currentMember(request).userId, body),
  );
  registerEndpoint(app, updateActivityEndpoint, ({ params, body, request }) =>
    updateCreatorActivity(deps, currentMember(request).userId, params.id, body),
  );
  registerEndpoint(app, deleteActivityEndpoint, ({ params, request }) =>
    deleteManagedActivity(deps, contentActorOf(request), params.id),
  );
  registerEndpoint(app, listCreatorActivitiesEndpoint, ({ request }) =>
    listCreatorActivities(deps, currentMember(request).userId),
  );
  registerEndpoint(app, retryTranscodeEndpoint, ({ params, request }) =>
    retryManagedTranscode(deps, contentActorOf(request), params.id),
  );
  registerEndpoint(app, getTranscodeStatusEndpoint, ({ params, request }) =>
    getManagedTranscodeStatus(deps, contentActorOf(request), params.id),
  );
}
