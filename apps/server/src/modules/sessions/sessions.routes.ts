import {
  getActiveSessionsEndpoint,
  getDeviceHistoryEndpoint,
  getLoginHistoryEndpoint,
  getSecurityAlertsEndpoint,
  getSecuritySettingsEndpoint,
  reportSuspiciousEndpoint,
  trustDeviceEndpoint,
  untrustDeviceEndpoint,
  updateSecuritySettingsEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf } from './client-context.js';
import {
  changeDeviceTrust,
  getActiveSessions,
  getDevices,
  getLoginHistory,
  reportSuspicious,
} from './devices.service.js';
import { currentMember as me } from './require-member.js';
import { getSecuritySettings, listAlerts, updateSecuritySettings } from './security-alerts.service.js';

/**
 * Sessions, devices, login history, alerts and security settings. Ending sessions is served by the accounts
 * module: it needs the step-up of wallet-custody, which itself depends on this module (decision 080).
 */
export function registerSessionsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getLoginHistoryEndpoint, ({ request, query }) =>
    getLoginHistory(deps, me(request).userId, query.page, query.limit),
  );
  registerEndpoint(app, getActiveSessionsEndpoint, ({ request }) => getActiveSessions(deps, me(request)));
  registerEndpoint(app, getDeviceHistoryEndpoint, ({ request }) => getDevices(deps, me(request)));
  registerEndpoint(app, trustDeviceEndpoint, ({ request, body }) =>
    changeDeviceTrust(deps, me(request), body.deviceId, true),
  );
  registerEndpoint(app, untrustDeviceEndpoint, ({ request, body }) =>
    changeDeviceTrust(deps, me(request), body.deviceId, false),
  );
  registerEndpoint(app, getSecurityAlertsEndpoint, ({ request, query }) =>
    listAlerts(deps, me(request).userId, query.page, query.limit),
  );
  registerEndpoint(app, getSecuritySettingsEndpoint, ({ request }) =>
    getSecuritySettings(deps, me(request).userId),
  );
  registerEndpoint(app, updateSecuritySettingsEndpoint, ({ request, body }) =>
    updateSecuritySettings(deps, me(request).userId, withoutUndefined(body)),
  );
  registerEndpoint(app, reportSuspiciousEndpoint, ({ request, body }) =>
    reportSuspicious(deps, request.log, me(request), body.reason, clientContextOf(request)),
  );
}

function withoutUndefined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
