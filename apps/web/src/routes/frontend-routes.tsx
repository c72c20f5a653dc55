import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPageStrings } from '../i18n/page-strings';
import { keepSetValues, readSearchText, type SearchInput } from '../lib/search-params';
import { HomePage } from '../pages/home-page';
// Static on purpose: the maintenance page must show even while new chunks cannot be fetched (a deploy).
import { MaintenancePage } from '../pages/maintenance-page';
import { preloadActivityScreen } from '../pages/activity-screens';
import { getActivityQueryOptions } from '../features/activities/get-activity.queries';
import { blankLayoutRoute, frontendLayoutRoute } from './layout-routes';
import { prefetchWatchPage } from './watch-prefetch';

const parent = () => frontendLayoutRoute;

// The watch page (and the player it imports) is its own chunk, off the home page; the route's loader
// fetches it, so hovering a link preloads it (defaultPreload: 'intent') and a direct load starts it at once.
// The loader loads it through the lazy component itself, so the first render finds the page loaded: a render that
// suspends commits a fallback, and React then holds the page back for its fallback throttle (300 ms).
const ActivityPage = lazyRouteComponent(
  () => withPageStrings(import('../pages/activity-page')),
  'ActivityPage',
);
const preloadActivityPage = async () => {
  await ActivityPage.preload?.();
};
// Pages rendered inside a route component: their routes' loaders fetch the chunk first, so nothing suspends.
const loadNewsletterLinkPage = () => withPageStrings(import('../pages/newsletter-link-page'));
const NewsletterLinkPage = lazyRouteComponent(loadNewsletterLinkPage, 'NewsletterLinkPage');
// Through the lazy component itself: its first render then finds the page loaded and never suspends.
const preloadNewsletterLinkPage = async () => {
  await NewsletterLinkPage.preload?.();
};

export const homeRoute = createRoute({ getParentRoute: parent, path: '/', component: HomePage });

export const aboutRoute = createRoute({
  getParentRoute: parent,
  path: 'about',
  staticData: { breadcrumb: 'about.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/about-page')), 'AboutPage'),
});

export const contactRoute = createRoute({
  getParentRoute: parent,
  path: 'contact',
  staticData: { breadcrumb: 'contact.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/contact-page')), 'ContactPage'),
});

export const extraContactRoute = createRoute({
  getParentRoute: parent,
  path: 'extra/contact-us',
  staticData: { breadcrumb: 'contact.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/contact-page')), 'ContactPage'),
});

export const faqRoute = createRoute({
  getParentRoute: parent,
  path: 'faq',
  staticData: { breadcrumb: 'faq.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/faq-page')), 'FaqPage'),
});

export const extraFaqRoute = createRoute({
  getParentRoute: parent,
  path: 'extra/faq',
  staticData: { breadcrumb: 'faq.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/faq-page')), 'FaqPage'),
});

export const privacyRoute = createRoute({
  getParentRoute: parent,
  path: 'extra/privacy-policy',
  staticData: { breadcrumb: 'privacy.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/legal-page')), 'PrivacyPolicyPage'),
});

export const termsRoute = createRoute({
  getParentRoute: parent,
  path: 'extra/terms-of-use',
  staticData: { breadcrumb: 'terms.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/legal-page')), 'TermsOfUsePage'),
});

export const watchToEarnRoute = createRoute({
  getParentRoute: parent,
  path: 'watch-to-earn',
  staticData: { breadcrumb: 'points.watchToEarn.title' },
  component: lazyRouteComponent(
    () => withPageStrings(import('../pages/watch-to-earn-page')),
    'WatchToEarnPage',
  ),
});

/** Where a search result leads: one activity by uuid or slug (static activity routes win over it). */
export const activityRoute = createRoute({
  getParentRoute: parent,
  path: 'activities/$activityId',
  // The page's chunk, its data and the stream load side by side, not one after the other; the page renders once
  // with its activity instead of a loading state first (a second render would hold up the player).
  loader: async ({ context, params, preload }) => {
    const activity = prefetchWatchPage(context.queryClient, params.activityId, !preload);
    // A quiz, game or story loads its own screen once the activity names its kind (the same request as above).
    const screen = context.queryClient
      .query({ ...getActivityQueryOptions(params.activityId), staleTime: 'static' })
      .then(({ type }) => preloadActivityScreen(type))
      .catch(() => undefined);
    await Promise.all([preloadActivityPage(), activity, screen]);
  },
  component: function ActivityRouteComponent() {
    const { activityId } = activityRoute.useParams();
    return <ActivityPage activityId={activityId} />;
  },
});

/** `token`: the one-time token of a newsletter email link. */
function readNewsletterTokenSearch(search: SearchInput<{ token?: string }>): { token?: string } {
  return keepSetValues({ token: readSearchText(search.token, { max: 300 }) });
}

export const newsletterConfirmRoute = createRoute({
  getParentRoute: parent,
  path: 'newsletter/confirm',
  loader: preloadNewsletterLinkPage,
  validateSearch: readNewsletterTokenSearch,
  staticData: { breadcrumb: 'newsletterLink.confirm.title' },
  component: function NewsletterConfirmRouteComponent() {
    const { token } = newsletterConfirmRoute.useSearch();
    return <NewsletterLinkPage action="confirm" token={token} />;
  },
});

export const newsletterUnsubscribeRoute = createRoute({
  getParentRoute: parent,
  path: 'newsletter/unsubscribe',
  loader: preloadNewsletterLinkPage,
  validateSearch: readNewsletterTokenSearch,
  staticData: { breadcrumb: 'newsletterLink.unsubscribe.title' },
  component: function NewsletterUnsubscribeRouteComponent() {
    const { token } = newsletterUnsubscribeRoute.useSearch();
    return <NewsletterLinkPage action="unsubscribe" token={token} />;
  },
});

/** `endsAt`: an ISO 8601 end date to preview the countdown with (see MaintenancePage). */
function readMaintenanceSearch(search: SearchInput<{ endsAt?: string }>): { endsAt?: string } {
  return keepSetValues({ endsAt: readSearchText(search.endsAt, { max: 64 }) });
}

export const maintenanceRoute = createRoute({
  getParentRoute: () => blankLayoutRoute,
  path: 'maintenance',
  validateSearch: readMaintenanceSearch,
  component: function MaintenanceRouteComponent() {
    const { endsAt } = maintenanceRoute.useSearch();
    return <MaintenancePage endsAt={endsAt} />;
  },
});

/** The Frontend-layout pages with content of their own, and the maintenance page. */
export const contentRoutes = [
  homeRoute,
  aboutRoute,
  contactRoute,
  extraContactRoute,
  faqRoute,
  extraFaqRoute,
  privacyRoute,
  termsRoute,
  watchToEarnRoute,
  activityRoute,
  newsletterConfirmRoute,
  newsletterUnsubscribeRoute,
] as const;
