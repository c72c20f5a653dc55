import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { restoreAccountDetails } from './lib/restore-account-details';
import { ThemeProvider } from './lib/theme/theme-provider';
import type { createAppRouter } from './router';

/** Props of App. */
export interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/** The whole app: theme settings and data cache around the router. */
export function App({ queryClient, router }: AppProps) {
  // After the first commit, so the toasts and the session readers are listening when the answer (or a suspension)
  // arrives.
  useEffect(() => {
    void restoreAccountDetails();
  }, []);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
