import type { SiteConfig } from '@streamit/contract';
import { respondJson, type Responder } from './fake-fetch';

/** A site configuration as GET /site/config answers it; override what a test is about. */
export function makeSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    appName: 'StreamIt',
    supportEmail: 'help@streamit.test',
    countdownEndDate: '2025-09-02T10:00:00Z',
    maintenance: { enabled: false, endsAt: null, message: null },
    oauthProviders: [],
    ...overrides,
  };
}

/** Answers GET /site/config with `config`. */
export function respondSiteConfig(config: SiteConfig = makeSiteConfig()): Responder {
  return respondJson(200, config);
}
