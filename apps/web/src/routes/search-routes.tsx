import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPageStrings } from '../i18n/page-strings';
import { readSearchPageSearch } from '../features/search/search-page-search';
import { frontendLayoutRoute } from './layout-routes';

/** /search?q=&type=: the results page the header's search box opens on Enter. */
export const searchRoute = createRoute({
  getParentRoute: () => frontendLayoutRoute,
  path: 'search',
  validateSearch: readSearchPageSearch,
  staticData: { breadcrumb: 'searchPage.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/search-page')), 'SearchPage'),
});
