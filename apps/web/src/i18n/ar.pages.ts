import arAbout from './areas/about.ar.json';
import arAccount from './areas/account.ar.json';
import arAdminAuth from './areas/admin-auth.ar.json';
import arAdmin from './areas/admin.ar.json';
import arAdminOps from './areas/admin-ops.ar.json';
import arAdminExchanges from './areas/admin-exchanges.ar.json';
import arAdminStore from './areas/admin-store.ar.json';
import arStore from './areas/store.ar.json';
import arMemberAdmin from './areas/member-admin.ar.json';
import arAdminMaintenance from './areas/admin-maintenance.ar.json';
import arAdminSecurity from './areas/admin-security.ar.json';
import arAdminAnalytics from './areas/admin-analytics.ar.json';
import arAdminStaff from './areas/admin-staff.ar.json';
import arAuth from './areas/auth.ar.json';
import arContact from './areas/contact.ar.json';
import arPartners from './areas/partners.ar.json';
import arPartnerPortal from './areas/partner-portal.ar.json';
import arCreatorApply from './areas/creator-apply.ar.json';
import arCreatorGate from './areas/creator-gate.ar.json';
import arCreators from './areas/creators.ar.json';
import arCreatorStudio from './areas/creator-studio.ar.json';
import arCreator from './areas/creator.ar.json';
import arFaq from './areas/faq.ar.json';
import arMemberDashboard from './areas/member-dashboard.ar.json';
import arModeration from './areas/moderation.ar.json';
import arNewsletterLink from './areas/newsletter-link.ar.json';
import arOutbox from './areas/outbox.ar.json';
import arPlay from './areas/play.ar.json';
import arPoints from './areas/points.ar.json';
import arPointsConfig from './areas/points-config.ar.json';
import arPrivacy from './areas/privacy.ar.json';
import arGameEditor from './areas/game-editor.ar.json';
import arQuizEditor from './areas/quiz-editor.ar.json';
import arStories from './areas/stories.ar.json';
import arProfileNames from './areas/profile-names.ar.json';
import arSearchPage from './areas/search-page.ar.json';
import arSocial from './areas/social.ar.json';
import arStatusDetails from './areas/status-details.ar.json';
import arSupport from './areas/support.ar.json';
import arSupportDesk from './areas/support-desk.ar.json';
import arTerms from './areas/terms.ar.json';
import arTheme from './areas/theme.ar.json';
import arUpcoming from './areas/upcoming.ar.json';
import arWallet from './areas/wallet.ar.json';
import arWalletCustody from './areas/wallet-custody.ar.json';
import arWatch from './areas/watch.ar.json';
import type { enPages } from './en.pages';

/** The Arabic strings of every page but the home page; typed as the English ones so a missing key fails the build. */
export const arPages: typeof enPages = {
  ...arAbout,
  ...arAccount,
  ...arAdminAuth,
  ...arAdmin,
  ...arAdminOps,
  ...arAdminExchanges,
  ...arAdminStore,
  ...arStore,
  ...arMemberAdmin,
  ...arAdminMaintenance,
  ...arAdminSecurity,
  ...arAdminAnalytics,
  ...arAdminStaff,
  ...arAuth,
  ...arContact,
  ...arPartners,
  ...arPartnerPortal,
  ...arCreator,
  ...arCreatorApply,
  ...arCreatorGate,
  ...arCreators,
  ...arCreatorStudio,
  ...arFaq,
  ...arMemberDashboard,
  ...arModeration,
  ...arNewsletterLink,
  ...arOutbox,
  ...arPlay,
  ...arPoints,
  ...arPointsConfig,
  ...arPrivacy,
  ...arQuizEditor,
  ...arGameEditor,
  ...arStories,
  ...arProfileNames,
  ...arSearchPage,
  ...arSocial,
  ...arStatusDetails,
  ...arSupport,
  ...arSupportDesk,
  ...arTerms,
  ...arTheme,
  ...arUpcoming,
  ...arWallet,
  ...arWalletCustody,
  ...arWatch,
};
