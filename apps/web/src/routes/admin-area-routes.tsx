import {
  createRoute,
  lazyRouteComponent,
  redirect,
  type AnyValidator,
  type Constrain,
  type DefaultValidator,
} from '@tanstack/react-router';
import { withPageStrings } from '../i18n/page-strings';
import { ADMIN_SCREENS, type AdminScreen, type AdminScreenDefinition } from './admin-screens';
import { rootRoute } from './layout-routes';
import { requireAdminSession } from './route-guards';

// The admin area is its own chunk, loaded only when someone opens /admin: member pages never download it,
// and member code never imports admin code statically (docs/architecture.md boundaries).
const loadAdminFrame = () => withPageStrings(import('../admin/admin-frame'));

export const adminLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin/login',
  component: lazyRouteComponent(
    () => withPageStrings(import('../admin/admin-auth/admin-sign-in-page')),
    'AdminSignInPage',
  ),
});

/** The page an invited staff member opens from their setup link (public: they have no session yet). */
export const adminSetupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin/setup',
  component: lazyRouteComponent(
    () => withPageStrings(import('../admin/admin-auth/admin-setup-page')),
    'AdminSetupPage',
  ),
});

export const adminIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
    throw redirect({ to: '/admin/dashboard' });
  },
});

/** The admin frame: needs an admin session (spec §4), else /admin/login. */
export const adminFrameRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_admin',
  beforeLoad: requireAdminSession,
  component: lazyRouteComponent(loadAdminFrame, 'AdminFrame'),
});

function createScreenRoute<TPath extends AdminScreenDefinition['path'], TValidate = undefined>(screen: {
  path: TPath;
  page: AdminScreenDefinition['page'];
  validateSearch?: TValidate;
}) {
  return createRoute({
    getParentRoute: () => adminFrameRoute,
    path: screen.path,
    validateSearch: screen.validateSearch as Constrain<TValidate, AnyValidator, DefaultValidator>,
    component: screen.page,
  });
}

// Each entry keeps its own path, params and search types, so links to admin screens stay checked.
type ScreenRoutes<TScreens extends readonly AdminScreen[]> = {
  [K in keyof TScreens]: ReturnType<
    typeof createScreenRoute<
      TScreens[K]['path'],
      TScreens[K] extends { validateSearch: infer TValidate } ? TValidate : undefined
    >
  >;
};

/** The screens inside the admin frame, one route per entry of the screen table (routes/admin-screens.ts). */
export const adminFrameChildren = ADMIN_SCREENS.map((screen: AdminScreenDefinition) =>
  createScreenRoute(screen),
) as unknown as ScreenRoutes<typeof ADMIN_SCREENS>;
