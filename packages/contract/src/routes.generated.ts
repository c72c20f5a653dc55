/* eslint-disable max-lines -- generated: one route per endpoint */
// Generated from the endpoint objects of index.ts by `npm run generate:routes -w packages/contract`: do not edit.
// The web imports these zod-free routes (@streamit/contract/routes); the server keeps the full endpoints.
import type * as contract from './index.js';
import type { Route } from './route.js';

type C = typeof contract;

export const adjustPointsEndpoint: Route<C['adjustPointsEndpoint']> = {
  method: 'POST',
  path: '/admin/users/:id/adjust-points',
  auth: 'admin',
};
export const adminEnrollTotpEndpoint: Route<C['adminEnrollTotpEndpoint']> = {
  method: 'POST',
  path: '/auth/admin/totp/enroll',
  auth: 'public',
};
export const adminLoginEndpoint: Route<C['adminLoginEndpoint']> = {
  method: 'POST',
  path: '/auth/admin/login',
  auth: 'public',
};
export const adminLogoutEndpoint: Route<C['adminLogoutEndpoint']> = {
  method: 'POST',
  path: '/auth/admin/logout',
  auth: 'admin',
};
export const adminSetupEndpoint: Route<C['adminSetupEndpoint']> = {
  method: 'POST',
  path: '/auth/admin/setup',
  auth: 'public',
};
export const adminSetupStartEndpoint: Route<C['adminSetupStartEndpoint']> = {
  method: 'POST',
  path: '/auth/admin/setup/start',
  auth: 'public',
};
export const answerQuizQuestionEndpoint: Route<C['answerQuizQuestionEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/quiz/attempts/:attemptId/answers',
  auth: 'member',
};
export const applyCreatorEndpoint: Route<C['applyCreatorEndpoint']> = {
  method: 'POST',
  path: '/auth/apply-creator',
  auth: 'member',
};
export const approveExchangeEndpoint: Route<C['approveExchangeEndpoint']> = {
  method: 'POST',
  path: '/admin/exchanges/:id/approve',
  auth: 'admin',
};
export const assignTicketEndpoint: Route<C['assignTicketEndpoint']> = {
  method: 'PATCH',
  path: '/support/admin/tickets/:id/assign',
  auth: 'admin',
};
export const awardPointsEndpoint: Route<C['awardPointsEndpoint']> = {
  method: 'POST',
  path: '/web3/award-points',
  auth: 'admin',
};
export const bulkCategoryMultipliersEndpoint: Route<C['bulkCategoryMultipliersEndpoint']> = {
  method: 'POST',
  path: '/admin/points-config/category/bulk',
  auth: 'admin',
};
export const bulkDecideExchangesEndpoint: Route<C['bulkDecideExchangesEndpoint']> = {
  method: 'POST',
  path: '/admin/exchanges/bulk',
  auth: 'admin',
};
export const bulkModerateContentEndpoint: Route<C['bulkModerateContentEndpoint']> = {
  method: 'POST',
  path: '/admin/content/bulk-moderate',
  auth: 'admin',
};
export const bulkReviewCreatorApplicationsEndpoint: Route<C['bulkReviewCreatorApplicationsEndpoint']> = {
  method: 'POST',
  path: '/admin/creator-applications/bulk-review',
  auth: 'admin',
};
export const calculatePointsEndpoint: Route<C['calculatePointsEndpoint']> = {
  method: 'GET',
  path: '/points/calculate/:id',
  auth: 'member',
};
export const canCompleteEndpoint: Route<C['canCompleteEndpoint']> = {
  method: 'GET',
  path: '/activities/:id/can-complete',
  auth: 'member',
};
export const changeMemberTierEndpoint: Route<C['changeMemberTierEndpoint']> = {
  method: 'POST',
  path: '/admin/users/:id/tier',
  auth: 'admin',
};
export const changePasswordEndpoint: Route<C['changePasswordEndpoint']> = {
  method: 'POST',
  path: '/auth/change-password',
  auth: 'member',
};
export const choosePayoutWalletEndpoint: Route<C['choosePayoutWalletEndpoint']> = {
  method: 'PUT',
  path: '/wallet/payout',
  auth: 'member',
};
export const clearTierLockEndpoint: Route<C['clearTierLockEndpoint']> = {
  method: 'DELETE',
  path: '/admin/users/:id/tier-lock',
  auth: 'admin',
};
export const closeTicketEndpoint: Route<C['closeTicketEndpoint']> = {
  method: 'POST',
  path: '/support/tickets/:id/close',
  auth: 'member',
};
export const completeActivityEndpoint: Route<C['completeActivityEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/complete',
  auth: 'member',
};
export const confirmNewsletterEndpoint: Route<C['confirmNewsletterEndpoint']> = {
  method: 'POST',
  path: '/newsletter/confirm',
  auth: 'public',
};
export const createActivityEndpoint: Route<C['createActivityEndpoint']> = {
  method: 'POST',
  path: '/activities/create',
  auth: 'member',
};
export const createAdminQuizEndpoint: Route<C['createAdminQuizEndpoint']> = {
  method: 'POST',
  path: '/admin/quizzes',
  auth: 'admin',
};
export const createAdminUserEndpoint: Route<C['createAdminUserEndpoint']> = {
  method: 'POST',
  path: '/admin/admin-users',
  auth: 'admin',
};
export const createCannedReplyEndpoint: Route<C['createCannedReplyEndpoint']> = {
  method: 'POST',
  path: '/support/admin/canned-replies',
  auth: 'admin',
};
export const createCategoryMultiplierEndpoint: Route<C['createCategoryMultiplierEndpoint']> = {
  method: 'POST',
  path: '/admin/points-config/category',
  auth: 'admin',
};
export const createContentOverrideEndpoint: Route<C['createContentOverrideEndpoint']> = {
  method: 'POST',
  path: '/admin/points-config/content',
  auth: 'admin',
};
export const createCreatorOverrideEndpoint: Route<C['createCreatorOverrideEndpoint']> = {
  method: 'POST',
  path: '/admin/points-config/creator',
  auth: 'admin',
};
export const createCreatorQuizEndpoint: Route<C['createCreatorQuizEndpoint']> = {
  method: 'POST',
  path: '/creator/quizzes',
  auth: 'member',
};
export const createFeaturedEndpoint: Route<C['createFeaturedEndpoint']> = {
  method: 'POST',
  path: '/admin/featured-content',
  auth: 'admin',
};
export const createGameEndpoint: Route<C['createGameEndpoint']> = {
  method: 'POST',
  path: '/admin/games',
  auth: 'admin',
};
export const createPointsExchangeEndpoint: Route<C['createPointsExchangeEndpoint']> = {
  method: 'POST',
  path: '/points/exchange',
  auth: 'member',
};
export const createTicketEndpoint: Route<C['createTicketEndpoint']> = {
  method: 'POST',
  path: '/support/tickets',
  auth: 'member',
};
export const createUserWalletEndpoint: Route<C['createUserWalletEndpoint']> = {
  method: 'POST',
  path: '/auth/create-user-wallet',
  auth: 'member',
};
export const createWalletEndpoint: Route<C['createWalletEndpoint']> = {
  method: 'POST',
  path: '/wallet/create',
  auth: 'member',
};
export const createWeb3ExchangeEndpoint: Route<C['createWeb3ExchangeEndpoint']> = {
  method: 'POST',
  path: '/web3/exchange-points',
  auth: 'member',
};
export const deleteActivityEndpoint: Route<C['deleteActivityEndpoint']> = {
  method: 'DELETE',
  path: '/activities/:id',
  auth: 'member',
};
export const deleteActivityMediaEndpoint: Route<C['deleteActivityMediaEndpoint']> = {
  method: 'DELETE',
  path: '/activities/:id/media/:assetId',
  auth: 'member',
};
export const deleteAdminUserEndpoint: Route<C['deleteAdminUserEndpoint']> = {
  method: 'DELETE',
  path: '/admin/admin-users/:id',
  auth: 'admin',
};
export const deleteCannedReplyEndpoint: Route<C['deleteCannedReplyEndpoint']> = {
  method: 'DELETE',
  path: '/support/admin/canned-replies/:id',
  auth: 'admin',
};
export const deleteCategoryMultiplierEndpoint: Route<C['deleteCategoryMultiplierEndpoint']> = {
  method: 'DELETE',
  path: '/admin/points-config/category/:id',
  auth: 'admin',
};
export const deleteContentOverrideEndpoint: Route<C['deleteContentOverrideEndpoint']> = {
  method: 'DELETE',
  path: '/admin/points-config/content/:id',
  auth: 'admin',
};
export const deleteCreatorOverrideEndpoint: Route<C['deleteCreatorOverrideEndpoint']> = {
  method: 'DELETE',
  path: '/admin/points-config/creator/:id',
  auth: 'admin',
};
export const deleteFeaturedEndpoint: Route<C['deleteFeaturedEndpoint']> = {
  method: 'DELETE',
  path: '/admin/featured-content/:id',
  auth: 'admin',
};
export const deskReplyEndpoint: Route<C['deskReplyEndpoint']> = {
  method: 'POST',
  path: '/support/admin/tickets/:id/reply',
  auth: 'admin',
};
export const disableTwoFactorEndpoint: Route<C['disableTwoFactorEndpoint']> = {
  method: 'POST',
  path: '/auth/security/2fa/disable',
  auth: 'member',
};
export const enableTwoFactorEndpoint: Route<C['enableTwoFactorEndpoint']> = {
  method: 'POST',
  path: '/auth/security/2fa/enable',
  auth: 'member',
};
export const exchangeManualActionEndpoint: Route<C['exchangeManualActionEndpoint']> = {
  method: 'POST',
  path: '/admin/exchanges/:id/manual-action',
  auth: 'admin',
};
export const finishQuizAttemptEndpoint: Route<C['finishQuizAttemptEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/quiz/attempts/:attemptId/finish',
  auth: 'member',
};
export const forgotPasswordEndpoint: Route<C['forgotPasswordEndpoint']> = {
  method: 'POST',
  path: '/auth/forgot-password/:email',
  auth: 'public',
};
export const getActiveSessionsEndpoint: Route<C['getActiveSessionsEndpoint']> = {
  method: 'GET',
  path: '/auth/sessions/active',
  auth: 'member',
};
export const getActivityEndpoint: Route<C['getActivityEndpoint']> = {
  method: 'GET',
  path: '/activities/:id',
  auth: 'public',
};
export const getActivityStatsEndpoint: Route<C['getActivityStatsEndpoint']> = {
  method: 'GET',
  path: '/activities/:id/stats',
  auth: 'public',
};
export const getAdminMeEndpoint: Route<C['getAdminMeEndpoint']> = {
  method: 'GET',
  path: '/auth/admin/me',
  auth: 'admin',
};
export const getAdminQuizEndpoint: Route<C['getAdminQuizEndpoint']> = {
  method: 'GET',
  path: '/admin/quizzes/:id',
  auth: 'admin',
};
export const getAdminUserEndpoint: Route<C['getAdminUserEndpoint']> = {
  method: 'GET',
  path: '/admin/admin-users/:id',
  auth: 'admin',
};
export const getAuthProvidersEndpoint: Route<C['getAuthProvidersEndpoint']> = {
  method: 'GET',
  path: '/auth/providers',
  auth: 'public',
};
export const getCaptchaChallengeEndpoint: Route<C['getCaptchaChallengeEndpoint']> = {
  method: 'GET',
  path: '/auth/captcha/challenge',
  auth: 'public',
};
export const getCaptchaConfigEndpoint: Route<C['getCaptchaConfigEndpoint']> = {
  method: 'GET',
  path: '/auth/captcha/config',
  auth: 'public',
};
export const getContentOverrideEndpoint: Route<C['getContentOverrideEndpoint']> = {
  method: 'GET',
  path: '/admin/points-config/content/:id',
  auth: 'admin',
};
export const getCreatorApplicationEndpoint: Route<C['getCreatorApplicationEndpoint']> = {
  method: 'GET',
  path: '/admin/creator-applications/:id',
  auth: 'admin',
};
export const getCreatorApplicationStatusEndpoint: Route<C['getCreatorApplicationStatusEndpoint']> = {
  method: 'GET',
  path: '/auth/creator-application-status',
  auth: 'member',
};
export const getCreatorEarningsEndpoint: Route<C['getCreatorEarningsEndpoint']> = {
  method: 'GET',
  path: '/points/creator-earnings',
  auth: 'member',
};
export const getCreatorOverrideEndpoint: Route<C['getCreatorOverrideEndpoint']> = {
  method: 'GET',
  path: '/admin/points-config/creator/:id',
  auth: 'admin',
};
export const getCreatorQuizEndpoint: Route<C['getCreatorQuizEndpoint']> = {
  method: 'GET',
  path: '/creator/quizzes/:id',
  auth: 'member',
};
export const getDashboardStatsEndpoint: Route<C['getDashboardStatsEndpoint']> = {
  method: 'GET',
  path: '/auth/dashboard-stats',
  auth: 'member',
};
export const getDeskTicketEndpoint: Route<C['getDeskTicketEndpoint']> = {
  method: 'GET',
  path: '/support/admin/tickets/:id',
  auth: 'admin',
};
export const getDeviceHistoryEndpoint: Route<C['getDeviceHistoryEndpoint']> = {
  method: 'GET',
  path: '/auth/devices/history',
  auth: 'member',
};
export const getExchangeRatesEndpoint: Route<C['getExchangeRatesEndpoint']> = {
  method: 'GET',
  path: '/points/exchange-rates',
  auth: 'member',
};
export const getGameEndpoint: Route<C['getGameEndpoint']> = {
  method: 'GET',
  path: '/activities/:id/game',
  auth: 'public',
};
export const getHealthEndpoint: Route<C['getHealthEndpoint']> = {
  method: 'GET',
  path: '/health',
  auth: 'public',
};
export const getInteractionHistoryEndpoint: Route<C['getInteractionHistoryEndpoint']> = {
  method: 'GET',
  path: '/activities/user/interaction-history',
  auth: 'member',
};
export const getLeaderboardEndpoint: Route<C['getLeaderboardEndpoint']> = {
  method: 'GET',
  path: '/points/leaderboard',
  auth: 'public',
};
export const getLinkedProvidersEndpoint: Route<C['getLinkedProvidersEndpoint']> = {
  method: 'GET',
  path: '/auth/linked-providers',
  auth: 'member',
};
export const getLocationSummaryEndpoint: Route<C['getLocationSummaryEndpoint']> = {
  method: 'GET',
  path: '/auth/location-summary',
  auth: 'member',
};
export const getLoginHistoryEndpoint: Route<C['getLoginHistoryEndpoint']> = {
  method: 'GET',
  path: '/auth/login-history',
  auth: 'member',
};
export const getMaintenanceEndpoint: Route<C['getMaintenanceEndpoint']> = {
  method: 'GET',
  path: '/admin/site/maintenance',
  auth: 'admin',
};
export const getModerationFeedbackEndpoint: Route<C['getModerationFeedbackEndpoint']> = {
  method: 'GET',
  path: '/creator/moderation-feedback',
  auth: 'member',
};
export const getModerationQueueEndpoint: Route<C['getModerationQueueEndpoint']> = {
  method: 'GET',
  path: '/admin/content/moderation-queue',
  auth: 'admin',
};
export const getMyCreatorApplicationEndpoint: Route<C['getMyCreatorApplicationEndpoint']> = {
  method: 'GET',
  path: '/auth/creator-application',
  auth: 'member',
};
export const getMyReferralCodeEndpoint: Route<C['getMyReferralCodeEndpoint']> = {
  method: 'GET',
  path: '/referral/my-code',
  auth: 'member',
};
export const getOutboxEmailEndpoint: Route<C['getOutboxEmailEndpoint']> = {
  method: 'GET',
  path: '/admin/outbox/:id',
  auth: 'admin',
};
export const getPointsBalanceEndpoint: Route<C['getPointsBalanceEndpoint']> = {
  method: 'GET',
  path: '/points/balance',
  auth: 'member',
};
export const getPointsConfigSummaryEndpoint: Route<C['getPointsConfigSummaryEndpoint']> = {
  method: 'GET',
  path: '/admin/points-config/summary',
  auth: 'admin',
};
export const getPointsGlobalConfigEndpoint: Route<C['getPointsGlobalConfigEndpoint']> = {
  method: 'GET',
  path: '/admin/points-config/global',
  auth: 'admin',
};
export const getPointsHistoryEndpoint: Route<C['getPointsHistoryEndpoint']> = {
  method: 'GET',
  path: '/points/history',
  auth: 'member',
};
export const getPointsOverviewEndpoint: Route<C['getPointsOverviewEndpoint']> = {
  method: 'GET',
  path: '/points/overview',
  auth: 'member',
};
export const getProfileEndpoint: Route<C['getProfileEndpoint']> = {
  method: 'GET',
  path: '/auth/profile',
  auth: 'member',
};
export const getProfileWithProvidersEndpoint: Route<C['getProfileWithProvidersEndpoint']> = {
  method: 'GET',
  path: '/auth/profile-with-providers',
  auth: 'member',
};
export const getQuizSummaryEndpoint: Route<C['getQuizSummaryEndpoint']> = {
  method: 'GET',
  path: '/activities/:id/quiz',
  auth: 'public',
};
export const getReferralStatsEndpoint: Route<C['getReferralStatsEndpoint']> = {
  method: 'GET',
  path: '/referral/stats',
  auth: 'member',
};
export const getRiskAssessmentEndpoint: Route<C['getRiskAssessmentEndpoint']> = {
  method: 'GET',
  path: '/auth/security/risk-assessment',
  auth: 'member',
};
export const getSecurityAlertsEndpoint: Route<C['getSecurityAlertsEndpoint']> = {
  method: 'GET',
  path: '/auth/security-alerts',
  auth: 'member',
};
export const getSecurityOverviewEndpoint: Route<C['getSecurityOverviewEndpoint']> = {
  method: 'GET',
  path: '/auth/security-overview',
  auth: 'member',
};
export const getSecuritySettingsEndpoint: Route<C['getSecuritySettingsEndpoint']> = {
  method: 'GET',
  path: '/auth/security/settings',
  auth: 'member',
};
export const getSiteConfigEndpoint: Route<C['getSiteConfigEndpoint']> = {
  method: 'GET',
  path: '/site/config',
  auth: 'public',
};
export const getTicketEndpoint: Route<C['getTicketEndpoint']> = {
  method: 'GET',
  path: '/support/tickets/:id',
  auth: 'member',
};
export const getTranscodeStatusEndpoint: Route<C['getTranscodeStatusEndpoint']> = {
  method: 'GET',
  path: '/activities/:id/transcode-status',
  auth: 'member',
};
export const getViewStatusEndpoint: Route<C['getViewStatusEndpoint']> = {
  method: 'GET',
  path: '/activities/:id/view',
  auth: 'member',
};
export const getWatchHistoryEndpoint: Route<C['getWatchHistoryEndpoint']> = {
  method: 'GET',
  path: '/activities/user/history',
  auth: 'member',
};
export const getWatchProgressEndpoint: Route<C['getWatchProgressEndpoint']> = {
  method: 'GET',
  path: '/activities/:id/progress',
  auth: 'member',
};
export const getWatchToEarnStatsEndpoint: Route<C['getWatchToEarnStatsEndpoint']> = {
  method: 'GET',
  path: '/users/me/stats/watch-to-earn',
  auth: 'member',
};
export const getWeb3BalanceEndpoint: Route<C['getWeb3BalanceEndpoint']> = {
  method: 'GET',
  path: '/web3/balance',
  auth: 'member',
};
export const getWelcomeTokensStatusEndpoint: Route<C['getWelcomeTokensStatusEndpoint']> = {
  method: 'GET',
  path: '/auth/welcome-tokens-status',
  auth: 'member',
};
export const heartbeatEndpoint: Route<C['heartbeatEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/interact',
  auth: 'member',
};
export const importMnemonicEndpoint: Route<C['importMnemonicEndpoint']> = {
  method: 'POST',
  path: '/wallet/import',
  auth: 'member',
};
export const importPrivateKeyEndpoint: Route<C['importPrivateKeyEndpoint']> = {
  method: 'POST',
  path: '/wallet/import/private',
  auth: 'member',
};
export const linkPasswordEndpoint: Route<C['linkPasswordEndpoint']> = {
  method: 'POST',
  path: '/auth/link-password',
  auth: 'member',
};
export const listActivitiesEndpoint: Route<C['listActivitiesEndpoint']> = {
  method: 'GET',
  path: '/activities',
  auth: 'public',
};
export const listActivityMediaEndpoint: Route<C['listActivityMediaEndpoint']> = {
  method: 'GET',
  path: '/activities/:id/media',
  auth: 'member',
};
export const listAdminExchangesEndpoint: Route<C['listAdminExchangesEndpoint']> = {
  method: 'GET',
  path: '/admin/exchanges',
  auth: 'admin',
};
export const listAdminFeaturedEndpoint: Route<C['listAdminFeaturedEndpoint']> = {
  method: 'GET',
  path: '/admin/featured-content',
  auth: 'admin',
};
export const listAdminUsersEndpoint: Route<C['listAdminUsersEndpoint']> = {
  method: 'GET',
  path: '/admin/admin-users',
  auth: 'admin',
};
export const listAuditLogEndpoint: Route<C['listAuditLogEndpoint']> = {
  method: 'GET',
  path: '/admin/system/logs/audit',
  auth: 'admin',
};
export const listCannedRepliesEndpoint: Route<C['listCannedRepliesEndpoint']> = {
  method: 'GET',
  path: '/support/admin/canned-replies',
  auth: 'admin',
};
export const listCategoriesEndpoint: Route<C['listCategoriesEndpoint']> = {
  method: 'GET',
  path: '/activities/categories',
  auth: 'public',
};
export const listCategoryImagesEndpoint: Route<C['listCategoryImagesEndpoint']> = {
  method: 'GET',
  path: '/activities/categories/images',
  auth: 'public',
};
export const listCategoryMultipliersEndpoint: Route<C['listCategoryMultipliersEndpoint']> = {
  method: 'GET',
  path: '/admin/points-config/category',
  auth: 'admin',
};
export const listComingSoonEndpoint: Route<C['listComingSoonEndpoint']> = {
  method: 'GET',
  path: '/activities/coming-soon',
  auth: 'public',
};
export const listContactMessagesEndpoint: Route<C['listContactMessagesEndpoint']> = {
  method: 'GET',
  path: '/admin/contact-messages',
  auth: 'admin',
};
export const listContentOverridesEndpoint: Route<C['listContentOverridesEndpoint']> = {
  method: 'GET',
  path: '/admin/points-config/content',
  auth: 'admin',
};
export const listContinueWatchingEndpoint: Route<C['listContinueWatchingEndpoint']> = {
  method: 'GET',
  path: '/activities/user/continue-watching',
  auth: 'member',
};
export const listCreatorActivitiesEndpoint: Route<C['listCreatorActivitiesEndpoint']> = {
  method: 'GET',
  path: '/creator/activities',
  auth: 'member',
};
export const listCreatorApplicationsEndpoint: Route<C['listCreatorApplicationsEndpoint']> = {
  method: 'GET',
  path: '/admin/creator-applications',
  auth: 'admin',
};
export const listCreatorOverridesEndpoint: Route<C['listCreatorOverridesEndpoint']> = {
  method: 'GET',
  path: '/admin/points-config/creator',
  auth: 'admin',
};
export const listCreatorPublicActivitiesEndpoint: Route<C['listCreatorPublicActivitiesEndpoint']> = {
  method: 'GET',
  path: '/activities/creator/:id',
  auth: 'public',
};
export const listDeskTicketsEndpoint: Route<C['listDeskTicketsEndpoint']> = {
  method: 'GET',
  path: '/support/admin/tickets',
  auth: 'admin',
};
export const listFeaturedEndpoint: Route<C['listFeaturedEndpoint']> = {
  method: 'GET',
  path: '/activities/featured',
  auth: 'public',
};
export const listMyCreatorApplicationsEndpoint: Route<C['listMyCreatorApplicationsEndpoint']> = {
  method: 'GET',
  path: '/auth/creator-applications',
  auth: 'member',
};
export const listOutboxEndpoint: Route<C['listOutboxEndpoint']> = {
  method: 'GET',
  path: '/admin/outbox',
  auth: 'admin',
};
export const listPointsExchangesEndpoint: Route<C['listPointsExchangesEndpoint']> = {
  method: 'GET',
  path: '/points/exchanges',
  auth: 'member',
};
export const listQuizAttemptsEndpoint: Route<C['listQuizAttemptsEndpoint']> = {
  method: 'GET',
  path: '/activities/:id/quiz/attempts',
  auth: 'member',
};
export const listRelatedActivitiesEndpoint: Route<C['listRelatedActivitiesEndpoint']> = {
  method: 'GET',
  path: '/activities/:id/related',
  auth: 'public',
};
export const listReportsEndpoint: Route<C['listReportsEndpoint']> = {
  method: 'GET',
  path: '/admin/reports',
  auth: 'admin',
};
export const listTicketsEndpoint: Route<C['listTicketsEndpoint']> = {
  method: 'GET',
  path: '/support/tickets',
  auth: 'member',
};
export const listTierRulesEndpoint: Route<C['listTierRulesEndpoint']> = {
  method: 'GET',
  path: '/admin/points-config/tier-multipliers',
  auth: 'admin',
};
export const listWeb3ExchangesEndpoint: Route<C['listWeb3ExchangesEndpoint']> = {
  method: 'GET',
  path: '/web3/exchange-history',
  auth: 'member',
};
export const loginEndpoint: Route<C['loginEndpoint']> = {
  method: 'POST',
  path: '/auth/login',
  auth: 'public',
};
export const loginTwoFactorEndpoint: Route<C['loginTwoFactorEndpoint']> = {
  method: 'POST',
  path: '/auth/login/2fa',
  auth: 'public',
};
export const logoutEndpoint: Route<C['logoutEndpoint']> = {
  method: 'POST',
  path: '/auth/logout',
  auth: 'member',
};
export const moderateContentEndpoint: Route<C['moderateContentEndpoint']> = {
  method: 'POST',
  path: '/admin/content/:id/moderate',
  auth: 'admin',
};
export const oauthExchangeEndpoint: Route<C['oauthExchangeEndpoint']> = {
  method: 'POST',
  path: '/auth/oauth/exchange',
  auth: 'public',
};
export const previewPointsConfigEndpoint: Route<C['previewPointsConfigEndpoint']> = {
  method: 'POST',
  path: '/admin/points-config/preview',
  auth: 'admin',
};
export const rateTicketEndpoint: Route<C['rateTicketEndpoint']> = {
  method: 'POST',
  path: '/support/tickets/:id/rate',
  auth: 'member',
};
export const recordInteractionEndpoint: Route<C['recordInteractionEndpoint']> = {
  method: 'POST',
  path: '/activities/interaction/record',
  auth: 'member',
};
export const registerMemberEndpoint: Route<C['registerMemberEndpoint']> = {
  method: 'POST',
  path: '/auth/register',
  auth: 'public',
};
export const rejectExchangeEndpoint: Route<C['rejectExchangeEndpoint']> = {
  method: 'POST',
  path: '/admin/exchanges/:id/reject',
  auth: 'admin',
};
export const reorderFeaturedEndpoint: Route<C['reorderFeaturedEndpoint']> = {
  method: 'POST',
  path: '/admin/featured-content/reorder',
  auth: 'admin',
};
export const replyTicketEndpoint: Route<C['replyTicketEndpoint']> = {
  method: 'POST',
  path: '/support/tickets/:id/reply',
  auth: 'member',
};
export const reportActivityEndpoint: Route<C['reportActivityEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/report',
  auth: 'member',
};
export const reportSuspiciousEndpoint: Route<C['reportSuspiciousEndpoint']> = {
  method: 'POST',
  path: '/auth/security/report-suspicious',
  auth: 'member',
};
export const resendVerificationEndpoint: Route<C['resendVerificationEndpoint']> = {
  method: 'POST',
  path: '/auth/resend/email/:email',
  auth: 'public',
};
export const resetAdminUserAccessEndpoint: Route<C['resetAdminUserAccessEndpoint']> = {
  method: 'POST',
  path: '/admin/admin-users/:id/setup-token',
  auth: 'admin',
};
export const resetPasswordEndpoint: Route<C['resetPasswordEndpoint']> = {
  method: 'POST',
  path: '/auth/reset-password',
  auth: 'public',
};
export const resolveReportsEndpoint: Route<C['resolveReportsEndpoint']> = {
  method: 'POST',
  path: '/admin/reports/:activityId/resolve',
  auth: 'admin',
};
export const resubmitCreatorApplicationEndpoint: Route<C['resubmitCreatorApplicationEndpoint']> = {
  method: 'PUT',
  path: '/auth/creator-application',
  auth: 'member',
};
export const retryTranscodeEndpoint: Route<C['retryTranscodeEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/retry-transcode',
  auth: 'member',
};
export const revealCardEndpoint: Route<C['revealCardEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/game/rounds/:roundId/reveal',
  auth: 'member',
};
export const revealMnemonicEndpoint: Route<C['revealMnemonicEndpoint']> = {
  method: 'POST',
  path: '/wallet/mnemonic',
  auth: 'member',
};
export const revealPrivateKeyEndpoint: Route<C['revealPrivateKeyEndpoint']> = {
  method: 'POST',
  path: '/wallet/private-key',
  auth: 'member',
};
export const reviewCreatorApplicationEndpoint: Route<C['reviewCreatorApplicationEndpoint']> = {
  method: 'POST',
  path: '/admin/creator-applications/:id/review',
  auth: 'admin',
};
export const revokeSessionsEndpoint: Route<C['revokeSessionsEndpoint']> = {
  method: 'POST',
  path: '/auth/sessions/revoke',
  auth: 'member',
};
export const runTierUpdateEndpoint: Route<C['runTierUpdateEndpoint']> = {
  method: 'POST',
  path: '/admin/tasks/tier-update',
  auth: 'admin',
};
export const searchActivitiesEndpoint: Route<C['searchActivitiesEndpoint']> = {
  method: 'GET',
  path: '/search/activities',
  auth: 'public',
};
export const sendContactMessageEndpoint: Route<C['sendContactMessageEndpoint']> = {
  method: 'POST',
  path: '/contact/messages',
  auth: 'public',
};
export const setLeaderboardVisibilityEndpoint: Route<C['setLeaderboardVisibilityEndpoint']> = {
  method: 'PUT',
  path: '/points/leaderboard/visibility',
  auth: 'member',
};
export const setTicketPriorityEndpoint: Route<C['setTicketPriorityEndpoint']> = {
  method: 'PATCH',
  path: '/support/admin/tickets/:id/priority',
  auth: 'admin',
};
export const setTicketStatusEndpoint: Route<C['setTicketStatusEndpoint']> = {
  method: 'PATCH',
  path: '/support/admin/tickets/:id/status',
  auth: 'admin',
};
export const signMessageEndpoint: Route<C['signMessageEndpoint']> = {
  method: 'POST',
  path: '/wallet/sign-message',
  auth: 'member',
};
export const siweNonceEndpoint: Route<C['siweNonceEndpoint']> = {
  method: 'GET',
  path: '/wallet/siwe/nonce',
  auth: 'member',
};
export const siweVerifyEndpoint: Route<C['siweVerifyEndpoint']> = {
  method: 'POST',
  path: '/wallet/siwe/verify',
  auth: 'member',
};
export const startGameRoundEndpoint: Route<C['startGameRoundEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/game/rounds',
  auth: 'member',
};
export const startQuizAttemptEndpoint: Route<C['startQuizAttemptEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/quiz/attempts',
  auth: 'member',
};
export const startWatchEndpoint: Route<C['startWatchEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/interaction/start',
  auth: 'member',
};
export const submitGameRoundEndpoint: Route<C['submitGameRoundEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/game/rounds/:roundId/submit',
  auth: 'member',
};
export const subscribeNewsletterEndpoint: Route<C['subscribeNewsletterEndpoint']> = {
  method: 'POST',
  path: '/newsletter/subscriptions',
  auth: 'public',
};
export const supportStatsEndpoint: Route<C['supportStatsEndpoint']> = {
  method: 'GET',
  path: '/support/admin/tickets/stats',
  auth: 'admin',
};
export const triggerCanvasViewIncrementEndpoint: Route<C['triggerCanvasViewIncrementEndpoint']> = {
  method: 'POST',
  path: '/admin/trigger-canvas-view-increment',
  auth: 'admin',
};
export const trustDeviceEndpoint: Route<C['trustDeviceEndpoint']> = {
  method: 'POST',
  path: '/auth/devices/trust',
  auth: 'member',
};
export const unlinkProviderEndpoint: Route<C['unlinkProviderEndpoint']> = {
  method: 'DELETE',
  path: '/auth/unlink-provider/:provider',
  auth: 'member',
};
export const unsubscribeNewsletterEndpoint: Route<C['unsubscribeNewsletterEndpoint']> = {
  method: 'POST',
  path: '/newsletter/unsubscribe',
  auth: 'public',
};
export const untrustDeviceEndpoint: Route<C['untrustDeviceEndpoint']> = {
  method: 'POST',
  path: '/auth/devices/untrust',
  auth: 'member',
};
export const updateActivityEndpoint: Route<C['updateActivityEndpoint']> = {
  method: 'PATCH',
  path: '/activities/:id',
  auth: 'member',
};
export const updateAdminQuizEndpoint: Route<C['updateAdminQuizEndpoint']> = {
  method: 'PUT',
  path: '/admin/quizzes/:id',
  auth: 'admin',
};
export const updateAdminUserEndpoint: Route<C['updateAdminUserEndpoint']> = {
  method: 'PATCH',
  path: '/admin/admin-users/:id',
  auth: 'admin',
};
export const updateCategoryMultiplierEndpoint: Route<C['updateCategoryMultiplierEndpoint']> = {
  method: 'PUT',
  path: '/admin/points-config/category/:id',
  auth: 'admin',
};
export const updateContactMessageEndpoint: Route<C['updateContactMessageEndpoint']> = {
  method: 'PATCH',
  path: '/admin/contact-messages/:id',
  auth: 'admin',
};
export const updateContentOverrideEndpoint: Route<C['updateContentOverrideEndpoint']> = {
  method: 'PUT',
  path: '/admin/points-config/content/:id',
  auth: 'admin',
};
export const updateCreatorOverrideEndpoint: Route<C['updateCreatorOverrideEndpoint']> = {
  method: 'PUT',
  path: '/admin/points-config/creator/:id',
  auth: 'admin',
};
export const updateCreatorQuizEndpoint: Route<C['updateCreatorQuizEndpoint']> = {
  method: 'PUT',
  path: '/creator/quizzes/:id',
  auth: 'member',
};
export const updateFeaturedEndpoint: Route<C['updateFeaturedEndpoint']> = {
  method: 'PUT',
  path: '/admin/featured-content/:id',
  auth: 'admin',
};
export const updateGameEndpoint: Route<C['updateGameEndpoint']> = {
  method: 'PUT',
  path: '/admin/games/:id',
  auth: 'admin',
};
export const updateMaintenanceEndpoint: Route<C['updateMaintenanceEndpoint']> = {
  method: 'PUT',
  path: '/admin/site/maintenance',
  auth: 'admin',
};
export const updatePointsGlobalConfigEndpoint: Route<C['updatePointsGlobalConfigEndpoint']> = {
  method: 'PUT',
  path: '/admin/points-config/global',
  auth: 'admin',
};
export const updateProfileEndpoint: Route<C['updateProfileEndpoint']> = {
  method: 'PATCH',
  path: '/auth/profile',
  auth: 'member',
};
export const updateSecuritySettingsEndpoint: Route<C['updateSecuritySettingsEndpoint']> = {
  method: 'PUT',
  path: '/auth/security/settings',
  auth: 'member',
};
export const updateTierRuleEndpoint: Route<C['updateTierRuleEndpoint']> = {
  method: 'PUT',
  path: '/admin/points-config/tier-multipliers/:tier',
  auth: 'admin',
};
export const uploadActivityBannerEndpoint: Route<C['uploadActivityBannerEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/banner',
  auth: 'member',
};
export const uploadActivityCaptionsEndpoint: Route<C['uploadActivityCaptionsEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/media',
  auth: 'member',
};
export const uploadActivityPreviewEndpoint: Route<C['uploadActivityPreviewEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/preview',
  auth: 'member',
};
export const uploadActivityThumbnailEndpoint: Route<C['uploadActivityThumbnailEndpoint']> = {
  method: 'POST',
  path: '/activities/:id/thumbnail',
  auth: 'member',
};
export const uploadAvatarEndpoint: Route<C['uploadAvatarEndpoint']> = {
  method: 'POST',
  path: '/users/avatar',
  auth: 'member',
};
export const uploadCategoryImageEndpoint: Route<C['uploadCategoryImageEndpoint']> = {
  method: 'POST',
  path: '/admin/content-categories/:id/:kind',
  auth: 'admin',
};
export const verifyEmailEndpoint: Route<C['verifyEmailEndpoint']> = {
  method: 'POST',
  path: '/auth/verify/email',
  auth: 'public',
};
export const verifyMemberEmailEndpoint: Route<C['verifyMemberEmailEndpoint']> = {
  method: 'POST',
  path: '/admin/members/verify-email',
  auth: 'admin',
};
export const verifyTwoFactorEndpoint: Route<C['verifyTwoFactorEndpoint']> = {
  method: 'POST',
  path: '/auth/security/2fa/verify',
  auth: 'member',
};
export const walletInfoEndpoint: Route<C['walletInfoEndpoint']> = {
  method: 'GET',
  path: '/wallet/info',
  auth: 'member',
};
export const walletReauthEndpoint: Route<C['walletReauthEndpoint']> = {
  method: 'POST',
  path: '/wallet/reauth',
  auth: 'member',
};
