import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.js';
import { installErrorHandler } from './http/error-handler.js';
import { installHostileInputGuard } from './http/hostile-input.js';
import { registerMetrics } from './http/metrics.js';
import { registerSecurityEvents } from './http/security-events.js';
import { registerOpenApi } from './http/openapi.js';
import { installPrivateNoStore } from './http/private-responses.js';
import { installRouteSnapshot } from './http/route-snapshot.js';
import { installPublicReadCache } from './http/public-cache.hooks.js';
import { installEndpointGuards } from './http/register-endpoint.js';
import { createResponseSerializerCompiler } from './http/response-serializer.js';
import { registerSecurity } from './http/security.js';
import { registerAdminOrigin } from './http/admin-origin.js';
import { registerStaticWeb } from './http/static-web.js';
import {
  handleClientError,
  httpsServerOptions,
  installBodyRateGuard,
  transportServerOptions,
} from './http/transport.js';
import { trustProxyOption } from './http/trust-proxy.js';
import { buildLoggerOptions, createLazyChildLogger } from './logger.js';
import { registerAdminAuthRoutes } from './modules/admin-auth/admin-auth.routes.js';
import { registerAdminUserRoutes } from './modules/admin-auth/admin-users.admin-routes.js';
import { installAdminGuard } from './modules/admin-auth/require-admin.js';
import { createEndpointGuards } from './modules/content-access/endpoint-guards.js';
import { installIdempotency } from './modules/idempotency/idempotency.plugin.js';
import { registerAuditRoutes } from './modules/admin-auth/audit.admin-routes.js';
import { registerActivityRoutes } from './modules/activity-view/activity-view.routes.js';
import { registerCreatorContentRoutes } from './modules/creator-content/creator-content.routes.js';
import { registerBrowseRoutes } from './modules/browse/browse.routes.js';
import { registerWatchRoutes } from './modules/watch/watch.routes.js';
import { registerTusRoutes } from './modules/uploads/tus.routes.js';
import { registerActivityMediaRoutes } from './modules/creator-content/activity-media.routes.js';
import { registerCategoryMediaRoutes } from './modules/category-media/category-media.routes.js';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.js';
import { registerMediaRoutes } from './modules/media/media.routes.js';
import { registerSystemRoutes } from './modules/system/system.routes.js';
import { registerAccountRoutes } from './modules/accounts/account.routes.js';
import { registerAuthRoutes } from './modules/accounts/auth.routes.js';
import { registerAvatarRoutes } from './modules/accounts/avatar.routes.js';
import { registerCaptchaRoutes } from './modules/captcha/captcha.routes.js';
import { registerOutboxAdminRoutes } from './modules/email/outbox.admin-routes.js';
import { registerStaffEmailVerificationRoutes } from './modules/accounts/staff-email-verification.routes.js';
import { registerOAuthRoutes } from './modules/oauth/oauth.routes.js';
import { registerReferralRoutes } from './modules/referrals/referrals.routes.js';
import { registerReferralStatsRoutes } from './modules/points/referral-stats.routes.js';
import { registerSessionsRoutes } from './modules/sessions/sessions.routes.js';
import { registerSecurityInsightsRoutes } from './modules/accounts/security-insights.routes.js';
import { registerMemberDataRoutes } from './modules/member-data/member-data.routes.js';
import { registerTwoFactorRoutes } from './modules/two-factor/two-factor.routes.js';
import { registerContactAdminRoutes } from './modules/contact/contact.admin-routes.js';
import { registerContactRoutes } from './modules/contact/contact.routes.js';
import { registerNewsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { registerSearchRoutes } from './modules/search/search.routes.js';
import { registerQuizRoutes } from './modules/quizzes/quizzes.routes.js';
import { registerStoryRoutes } from './modules/stories/stories.routes.js';
import { registerFeaturedRoutes } from './modules/featured/featured.routes.js';
import { registerGameRoutes } from './modules/games/games.routes.js';
import { registerPointsRoutes } from './modules/points/points.routes.js';
import { registerEarningRoutes } from './modules/earning/earning.routes.js';
import { registerPointsConfigRoutes } from './modules/points/points-config.admin-routes.js';
import { registerExchangeRoutes } from './modules/wallet-exchange/exchange.routes.js';
import { registerCreatorRoutes } from './modules/creators/creators.routes.js';
import { registerPartnerPortalRoutes } from './modules/partners/partner-portal.routes.js';
import { registerPartnerRoutes } from './modules/partners/partners.routes.js';
import { registerPartnerAdminRoutes } from './modules/partners/partners.admin-routes.js';
import { registerCreatorBanRoutes } from './modules/creators/creator-bans.admin-routes.js';
import { registerCreatorProfileRoutes } from './modules/creator-profiles/creator-profiles.routes.js';
import { registerCreatorStatsRoutes } from './modules/creator-stats/creator-stats.routes.js';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.admin-routes.js';
import { registerReportRoutes } from './modules/reports/reports.routes.js';
import { registerSupportAdminRoutes } from './modules/support/support.admin-routes.js';
import { registerSupportRoutes } from './modules/support/support.routes.js';
import { registerModerationRoutes } from './modules/moderation/moderation.admin-routes.js';
import { installMaintenanceGuard } from './modules/site-settings/maintenance-guard.js';
import { registerSiteSettingsAdminRoutes } from './modules/site-settings/site-settings.admin-routes.js';
import { registerSiteSettingsRoutes } from './modules/site-settings/site-settings.routes.js';
import { registerDashboardRoutes } from './modules/ops/dashboard.admin-routes.js';
import { captureServerError } from './modules/ops/server-errors.service.js';
import { registerSystemAdminRoutes } from './modules/ops/system.admin-routes.js';
import { registerTaskRoutes } from './modules/ops/tasks.admin-routes.js';
import { registerSecurityCentreRoutes } from './modules/security-centre/security-centre.admin-routes.js';
import { registerWalletRoutes } from './modules/wallet-custody/wallets.routes.js';
import { registerMemberAdminRoutes } from './modules/member-admin/member-admin.admin-routes.js';
import { registerMaintenanceRoutes } from './modules/maintenance/maintenance.routes.js';
import { registerSocialRoutes } from './modules/social/social.routes.js';
import { registerWeb3Routes } from './modules/wallet-tokens/web3.routes.js';
import { registerMoneyApprovalDeskRoutes } from './modules/money-approval-desk/money-approval-desk.admin-routes.js';
import { registerStoreRoutes } from './modules/store/store.routes.js';

/** Route modules in registration order: this list is the map of the API. */
const ROUTE_MODULES = [
  registerSystemRoutes,
  registerCatalogRoutes,
  registerActivityRoutes,
  registerCreatorContentRoutes,
  registerBrowseRoutes,
  registerWatchRoutes,
  registerTusRoutes,
  registerActivityMediaRoutes,
  registerCategoryMediaRoutes,
  registerMediaRoutes,
  registerCaptchaRoutes,
  registerAuthRoutes,
  registerAccountRoutes,
  registerAvatarRoutes,
  registerSessionsRoutes,
  registerSecurityInsightsRoutes,
  registerMemberDataRoutes,
  registerTwoFactorRoutes,
  registerOAuthRoutes,
  registerReferralRoutes,
  registerReferralStatsRoutes,
  registerAdminAuthRoutes,
  registerAdminUserRoutes,
  registerAuditRoutes,
  registerSecurityCentreRoutes,
  registerSiteSettingsRoutes,
  registerSiteSettingsAdminRoutes,
  registerNewsletterRoutes,
  registerContactRoutes,
  registerContactAdminRoutes,
  registerOutboxAdminRoutes,
  registerStaffEmailVerificationRoutes,
  registerSearchRoutes,
  registerQuizRoutes,
  registerStoryRoutes,
  registerModerationRoutes,
  registerReportRoutes,
  registerGameRoutes,
  registerFeaturedRoutes,
  registerPointsRoutes,
  registerEarningRoutes,
  registerPointsConfigRoutes,
  registerWalletRoutes,
  registerSupportRoutes,
  registerSupportAdminRoutes,
  registerExchangeRoutes,
  registerWeb3Routes,
  registerMoneyApprovalDeskRoutes,
  registerCreatorRoutes,
  registerMemberAdminRoutes,
  registerMaintenanceRoutes,
  registerTaskRoutes,
  registerSystemAdminRoutes,
  registerDashboardRoutes,
  registerSocialRoutes,
  registerCreatorProfileRoutes,
  registerCreatorBanRoutes,
  registerCreatorStatsRoutes,
  registerAnalyticsRoutes,
  registerPartnerRoutes,
  registerPartnerPortalRoutes,
  registerPartnerAdminRoutes,
  registerStoreRoutes,
] as const;

/**
 * Builds the HTTP app from explicit dependencies without listening, so tests can `inject`
 * requests and `main.ts` can listen.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const options = {
    logger: buildLoggerOptions(config, deps.logCapture),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: 72_000,
    clientErrorHandler: handleClientError,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  };
  const https = httpsServerOptions(config);
  // With a certificate the raw server is an https.Server (decision 088); nothing registered on the app depends on
  // the raw server's type, so both shapes are handled as the default instance.
  const app = https
    ? (Fastify({ ...options, https }) as unknown as FastifyInstance)
    : Fastify({ ...options, http: transportServerOptions(config) });
  app.setChildLoggerFactory(createLazyChildLogger);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.NODE_ENV === 'test' }));
  // JSON only: a text/plain body is refused with 415 instead of being handed to a route as a string.
  app.removeContentTypeParser('text/plain');
  installRouteSnapshot(app);
  installErrorHandler(app, (request, status, error) => {
    captureServerError(deps, request, status, error);
  });
  installHostileInputGuard(app);
  installPrivateNoStore(app);
  installBodyRateGuard(app, config);
  registerSecurity(app, deps);
  // After the CORS step, before any guard: staff and member pages each call their own API (decision 091).
  registerAdminOrigin(app, config);
  registerMetrics(app, config);
  registerSecurityEvents(app);
  await registerOpenApi(app, config);
  // Before any route: every /api/v1/admin/* request needs an admin session, forgotten guard or not.
  installAdminGuard(app, deps);
  // registerEndpoint derives each route's guard from its contract `auth`, from these.
  installEndpointGuards(app, createEndpointGuards(deps));
  // Also before any route: while maintenance mode is on, member-realm API calls answer 503.
  installMaintenanceGuard(app, deps);
  // Before any route: every write route honours Idempotency-Key (decision 017).
  installIdempotency(app, deps);
  installPublicReadCache(app, deps);
  for (const registerRoutes of ROUTE_MODULES) registerRoutes(app, deps);
  await registerStaticWeb(app, config.WEB_DIST_DIR);
  return app;
}
