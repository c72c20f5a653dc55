import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { frontendLayoutRoute } from './layout-routes';

const parent = () => frontendLayoutRoute;

// Search values from the address bar are only hints: anything malformed is dropped, never trusted.
const optionalText = (max: number) => z.string().max(max).optional().catch(undefined);
const EmailSearchSchema = z.object({ email: optionalText(320) });

export const verifyEmailRoute = createRoute({
  getParentRoute: parent,
  path: 'auth/verify-email',
  validateSearch: EmailSearchSchema,
  staticData: { breadcrumb: 'auth.verify.title' },
  component: lazyRouteComponent(() => import('../pages/auth-pages'), 'VerifyEmailPage'),
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: parent,
  path: 'auth/forgot-password',
  staticData: { breadcrumb: 'auth.forgot.title' },
  component: lazyRouteComponent(() => import('../pages/auth-pages'), 'ForgotPasswordPage'),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: parent,
  path: 'auth/reset-password',
  validateSearch: EmailSearchSchema,
  staticData: { breadcrumb: 'auth.reset.title' },
  component: lazyRouteComponent(() => import('../pages/auth-pages'), 'ResetPasswordPage'),
});

/** `/auth/callback?code=` (or `?error=`) after Google or X (ARCHITECTURE.md §6 one-time code). */
export const oauthCallbackRoute = createRoute({
  getParentRoute: parent,
  path: 'auth/callback',
  validateSearch: z.object({ code: optionalText(200), error: optionalText(200) }),
  staticData: { breadcrumb: 'auth.callback.title' },
  component: lazyRouteComponent(() => import('../pages/auth-pages'), 'OAuthCallbackPage'),
});

/** Sign-in screens besides /auth/login and /auth/sign-up (which live with the member routes). */
export const authRoutes = [
  verifyEmailRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  oauthCallbackRoute,
] as const;
