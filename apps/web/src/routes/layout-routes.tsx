import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import { BlankLayout, FrontendLayout, MerchandiseLayout } from '../components/layout/layouts';
import { PageFrame } from '../components/layout/page-frame';
import { RootLayout } from '../components/layout/root-layout';
import type { TranslationKey } from '../lib/app-paths';
import { enterAdminAreaByPageLoad, type SiteArea } from './admin-area-entry';
import { NotFoundPage } from '../pages/not-found-page';

/** What every route's loader and guard can reach. */
export interface RouterContext {
  queryClient: QueryClient;
  /** The area of the path this page was loaded at; null without a real page load (tests). */
  documentArea: SiteArea | null;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Shows the breadcrumb banner with this page name under 'Home' (spec §2: show, name). */
    breadcrumb?: TranslationKey;
  }
}

/** The root route: every layout below it, toasts beside them; unknown addresses get the 404 page. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location, preload }) => {
    enterAdminAreaByPageLoad({ documentArea: context.documentArea, location, preload });
  },
  component: RootLayout,
  notFoundComponent: () => (
    <PageFrame>
      <NotFoundPage />
    </PageFrame>
  ),
});

/** Layout 'Frontend' (the default). */
export const frontendLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_frontend',
  component: FrontendLayout,
});

/** Layout 'Merchandise': Frontend plus the back-to-top button. */
export const merchandiseLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_merchandise',
  component: MerchandiseLayout,
});

/** Layout 'Blank': the page alone. */
export const blankLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_blank',
  component: BlankLayout,
});
