import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPageStrings } from '../i18n/page-strings';
import { keepSetValues, readSearchText, readSearchUuid, type SearchInput } from '../lib/search-params';
import { frontendLayoutRoute, merchandiseLayoutRoute } from './layout-routes';
import { requireMemberSession } from './route-guards';

const parent = () => frontendLayoutRoute;
// Lazy page used inside a route component: the route's loader fetches its chunk first, so rendering never suspends.
const loadCreatorPages = () => withPageStrings(import('../pages/creator-pages'));
const CreatorStudioPage = lazyRouteComponent(loadCreatorPages, 'CreatorStudioPage');
// Through the lazy component itself: its first render then finds the page loaded and never suspends.
const preloadCreatorPages = async () => {
  await CreatorStudioPage.preload?.();
};

/** `redirect`: where to go after signing in; only paths inside the app are kept. */
function readLoginSearch(search: SearchInput<{ redirect?: string }>): { redirect?: string } {
  return keepSetValues({ redirect: readSearchText(search.redirect, { max: 2000, pattern: /^\/(?!\/)/ }) });
}

/** `ref`: the referral code to fill in; the server decides whether it is valid. */
function readSignUpSearch(search: SearchInput<{ ref?: string }>): { ref?: string } {
  return keepSetValues({ ref: readSearchText(search.ref, { max: 64 }) });
}

export const loginRoute = createRoute({
  getParentRoute: parent,
  path: 'auth/login',
  validateSearch: readLoginSearch,
  staticData: { breadcrumb: 'upcoming.pages.login.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/auth-pages')), 'LoginPage'),
});

export const signUpRoute = createRoute({
  getParentRoute: parent,
  path: 'auth/sign-up',
  validateSearch: readSignUpSearch,
  staticData: { breadcrumb: 'upcoming.pages.signUp.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/auth-pages')), 'SignUpPage'),
});

export const dashboardRoute = createRoute({
  getParentRoute: parent,
  path: 'dashboard',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'upcoming.pages.dashboard.title' },
  component: lazyRouteComponent(
    () => withPageStrings(import('../pages/member-dashboard-page')),
    'MemberDashboardPage',
  ),
});

export const pointsRoute = createRoute({
  getParentRoute: parent,
  path: 'points',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'points.page.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/points-page')), 'PointsPage'),
});

export const walletRoute = createRoute({
  getParentRoute: parent,
  path: 'wallet',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'wallet.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/wallet-page')), 'WalletPage'),
});

export const accountRoute = createRoute({
  getParentRoute: () => merchandiseLayoutRoute,
  path: 'merchandise/account',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'upcoming.pages.account.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/my-account-page')), 'MyAccountPage'),
});

export const creatorDashboardRoute = createRoute({
  getParentRoute: parent,
  path: 'creator/dashboard',
  loader: preloadCreatorPages,
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'upcoming.pages.creatorDashboard.title' },
  component: () => <CreatorStudioPage id="creatorDashboard" />,
});

export const creatorAnalyticsRoute = createRoute({
  getParentRoute: parent,
  path: 'creator/analytics',
  loader: preloadCreatorPages,
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'upcoming.pages.creatorAnalytics.title' },
  // ?content=<id> opens one item's analytics (the dashboard links each of the latest items there).
  validateSearch: (search: SearchInput<{ content?: string }>) =>
    keepSetValues({ content: readSearchUuid(search.content) }),
  component: function CreatorAnalyticsRoute() {
    return <CreatorStudioPage id="creatorAnalytics" content={creatorAnalyticsRoute.useSearch().content} />;
  },
});

export const creatorEarningsRoute = createRoute({
  getParentRoute: parent,
  path: 'creator/earnings',
  loader: preloadCreatorPages,
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'upcoming.pages.creatorEarnings.title' },
  component: () => <CreatorStudioPage id="creatorEarnings" />,
});

export const creatorApplyRoute = createRoute({
  getParentRoute: parent,
  path: 'creator/apply',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'upcoming.pages.creatorApply.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/creator-pages')), 'CreatorApplyPage'),
});

const loadPartnerPages = () => withPageStrings(import('../pages/partner-pages'));

/** Become a partner: public; the page asks a visitor to sign in before the form. */
export const partnerApplyRoute = createRoute({
  getParentRoute: parent,
  path: 'partners/apply',
  staticData: { breadcrumb: 'partners.apply.title' },
  component: lazyRouteComponent(loadPartnerPages, 'PartnerApplyPage'),
});

const PartnerPublicPage = lazyRouteComponent(loadPartnerPages, 'PartnerPublicPage');

/** A partner's public page, linked from "Presented by" on its sponsored activities ("partners/apply" wins over it). */
export const partnerPublicRoute = createRoute({
  getParentRoute: parent,
  path: 'partners/$partnerId',
  component: function PartnerPublicRouteComponent() {
    const { partnerId } = partnerPublicRoute.useParams();
    return <PartnerPublicPage partnerId={partnerId} />;
  },
});

export const partnerPortalRoute = createRoute({
  getParentRoute: parent,
  path: 'partner',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'partners.portal.title' },
  component: lazyRouteComponent(loadPartnerPages, 'PartnerPortalPage'),
});

const PartnerJoinPage = lazyRouteComponent(loadPartnerPages, 'PartnerJoinPage');

/** `token`: the invitation's single-use token from the e-mail; the server judges it. */
function readJoinSearch(search: SearchInput<{ token?: string }>): { token?: string } {
  return keepSetValues({ token: readSearchText(search.token, { max: 200 }) });
}

/** The link of a partner invitation: public, so a visitor is asked to sign in (or sign up) first. */
export const partnerJoinRoute = createRoute({
  getParentRoute: parent,
  path: 'partner/join',
  validateSearch: readJoinSearch,
  staticData: { breadcrumb: 'partnerPortal.join.title' },
  component: function PartnerJoinRouteComponent() {
    const { token } = partnerJoinRoute.useSearch();
    return <PartnerJoinPage token={token} />;
  },
});

/** Sign-in and the routes that need a member session. */
const loadSupportPages = () => withPageStrings(import('../pages/support-pages'));
const SupportTicketPage = lazyRouteComponent(loadSupportPages, 'SupportTicketPage');

export const supportRoute = createRoute({
  getParentRoute: parent,
  path: 'support',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'support.page.title' },
  component: lazyRouteComponent(loadSupportPages, 'SupportPage'),
});

export const supportTicketRoute = createRoute({
  getParentRoute: parent,
  path: 'support/tickets/$ticketId',
  beforeLoad: requireMemberSession,
  loader: async () => {
    await loadSupportPages();
  },
  staticData: { breadcrumb: 'support.page.title' },
  component: function SupportTicketRouteComponent() {
    const { ticketId } = supportTicketRoute.useParams();
    return <SupportTicketPage ticketId={ticketId} />;
  },
});

export const memberRoutes = [
  loginRoute,
  signUpRoute,
  dashboardRoute,
  pointsRoute,
  walletRoute,
  creatorDashboardRoute,
  creatorAnalyticsRoute,
  creatorEarningsRoute,
  creatorApplyRoute,
  partnerApplyRoute,
  partnerPortalRoute,
  partnerJoinRoute,
  partnerPublicRoute,
  supportRoute,
  supportTicketRoute,
] as const;
