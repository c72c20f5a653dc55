import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPageStrings } from '../i18n/page-strings';
import { keepSetValues, readSearchText, type SearchInput } from '../lib/search-params';
import { frontendLayoutRoute } from './layout-routes';

const parent = () => frontendLayoutRoute;

interface EmailSearch {
  email?: string;
}
interface OAuthCallbackSearch {
  code?: string;
  error?: string;
}

// Search values from the address bar are only hints: anything malformed is dropped, never trusted.
function readEmailSearch(search: SearchInput<EmailSearch>): EmailSearch {
  return keepSetValues({ email: readSearchText(search.email, { max: 320 }) });
}

function readOAuthCallbackSearch(search: SearchInput<OAuthCallbackSearch>): OAuthCallbackSearch {
  return keepSetValues({
    code: readSearchText(search.code, { max: 200 }),
    error: readSearchText(search.error, { max: 200 }),
  });
}

export const verifyEmailRoute = createRoute({
  getParentRoute: parent,
  path: 'auth/verify-email',
  validateSearch: readEmailSearch,
  staticData: { breadcrumb: 'auth.verify.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/auth-pages')), 'VerifyEmailPage'),
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: parent,
  path: 'auth/forgot-password',
  staticData: { breadcrumb: 'auth.forgot.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/auth-pages')), 'ForgotPasswordPage'),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: parent,
  path: 'auth/reset-password',
  validateSearch: readEmailSearch,
  staticData: { breadcrumb: 'auth.reset.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/auth-pages')), 'ResetPasswordPage'),
});

/** `/auth/callback?code=` (or `?error=`) after Google or X (ARCHITECTURE.md §6 one-time code). */
export const oauthCallbackRoute = createRoute({
  getParentRoute: parent,
  path: 'auth/callback',
  validateSearch: readOAuthCallbackSearch,
  staticData: { breadcrumb: 'auth.callback.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/auth-pages')), 'OAuthCallbackPage'),
});

/** Sign-in screens besides /auth/login and /auth/sign-up (which live with the member routes). */
export const authRoutes = [
  verifyEmailRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  oauthCallbackRoute,
] as const;
