import { Outlet } from '@tanstack/react-router';
import { MaintenanceGate } from '../../features/site/maintenance-gate';
import { ToastRegion } from '../toast-region';

/** The root of every route: maintenance mode, the chosen layout, and the toasts for the API error events. */
export function RootLayout() {
  return (
    <>
      <MaintenanceGate />
      <Outlet />
      <ToastRegion />
    </>
  );
}
