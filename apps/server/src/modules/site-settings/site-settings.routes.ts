import { getSiteConfigEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getSiteConfig } from './site-settings.service.js';

/** Browsers may reuse the config this long: a maintenance switch reaches visitors within seconds. */
const SITE_CONFIG_CACHE = 'public, max-age=15';

/** GET /site/config, the public site configuration. */
export function registerSiteSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getSiteConfigEndpoint, ({ reply }) => {
    void reply.header('cache-control', SITE_CONFIG_CACHE);
    return getSiteConfig(deps);
  });
}
