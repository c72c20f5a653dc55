import { Outlet, useRouterState } from '@tanstack/react-router';
import { MaintenanceGate } from '../../features/site-settings/maintenance-gate';
import { ToastRegion } from '../toast-region';

/** The root of every route: maintenance mode, the chosen layout, and the toasts for the API error events. */
export function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      <MaintenanceGate />
      <Outlet />
      <ToastRegion pathname={pathname} />
    </>
  );
}
