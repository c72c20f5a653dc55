import enAbout from './areas/about.en.json';
import enAccount from './areas/account.en.json';
import enAdminAuth from './areas/admin-auth.en.json';
import enAdmin from './areas/admin.en.json';
import enAdminOps from './areas/admin-ops.en.json';
import enAdminExchanges from './areas/admin-exchanges.en.json';
import enAdminStore from './areas/admin-store.en.json';
import enStore from './areas/store.en.json';
import enMemberAdmin from './areas/member-admin.en.json';
import enAdminMaintenance from './areas/admin-maintenance.en.json';
import enAdminSecurity from './areas/admin-security.en.json';
import enAdminAnalytics from './areas/admin-analytics.en.json';
import enAdminStaff from './areas/admin-staff.en.json';
import enAuth from './areas/auth.en.json';
import enContact from './areas/contact.en.json';
import enPartners from './areas/partners.en.json';
import enPartnerPortal from './areas/partner-portal.en.json';
import enCreatorApply from './areas/creator-apply.en.json';
import enCreatorGate from './areas/creator-gate.en.json';
import enCreators from './areas/creators.en.json';
import enCreatorStudio from './areas/creator-studio.en.json';
import enCreator from './areas/creator.en.json';
import enFaq from './areas/faq.en.json';
import enMemberDashboard from './areas/member-dashboard.en.json';
import enModeration from './areas/moderation.en.json';
import enNewsletterLink from './areas/newsletter-link.en.json';
import enOutbox from './areas/outbox.en.json';
import enPlay from './areas/play.en.json';
import enPoints from './areas/points.en.json';
import enPointsConfig from './areas/points-config.en.json';
import enPrivacy from './areas/privacy.en.json';
import enGameEditor from './areas/game-editor.en.json';
import enQuizEditor from './areas/quiz-editor.en.json';
import enStories from './areas/stories.en.json';
import enProfileNames from './areas/profile-names.en.json';
import enSearchPage from './areas/search-page.en.json';
import enSocial from './areas/social.en.json';
import enStatusDetails from './areas/status-details.en.json';
import enSupport from './areas/support.en.json';
import enSupportDesk from './areas/support-desk.en.json';
import enTerms from './areas/terms.en.json';
import enTheme from './areas/theme.en.json';
import enUpcoming from './areas/upcoming.en.json';
import enWallet from './areas/wallet.en.json';
import enWalletCustody from './areas/wallet-custody.en.json';
import enWatch from './areas/watch.en.json';

// Each area of the product keeps its strings in its own pair of files (areas/<area>.<lang>.json, one top-level
// key per area) so features can grow side by side. An area that only its own pages use belongs here: this part
// loads with the first route chunk that needs it (routes/page-strings.ts), never on the home page.

/** The English strings of every page but the home page. */
export const enPages = {
  ...enAbout,
  ...enAccount,
  ...enAdminAuth,
  ...enAdmin,
  ...enAdminOps,
  ...enAdminExchanges,
  ...enAdminStore,
  ...enStore,
  ...enMemberAdmin,
  ...enAdminMaintenance,
  ...enAdminSecurity,
  ...enAdminAnalytics,
  ...enAdminStaff,
  ...enAuth,
  ...enContact,
  ...enPartners,
  ...enPartnerPortal,
  ...enCreator,
  ...enCreatorApply,
  ...enCreatorGate,
  ...enCreators,
  ...enCreatorStudio,
  ...enFaq,
  ...enMemberDashboard,
  ...enModeration,
  ...enNewsletterLink,
  ...enOutbox,
  ...enPlay,
  ...enPoints,
  ...enPointsConfig,
  ...enPrivacy,
  ...enQuizEditor,
  ...enGameEditor,
  ...enStories,
  ...enProfileNames,
  ...enSearchPage,
  ...enSocial,
  ...enStatusDetails,
  ...enSupport,
  ...enSupportDesk,
  ...enTerms,
  ...enTheme,
  ...enUpcoming,
  ...enWallet,
  ...enWalletCustody,
  ...enWatch,
};
