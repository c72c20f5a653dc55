import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { App } from '../app';
import { createQueryClient } from '../lib/query-client';
import { ThemeProvider } from '../lib/theme/theme-provider';
import { createAppRouter } from '../router';

/** Renders the whole app, with the real router and query client, at an address. */
export function renderApp(path = '/'): RenderResult {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  return render(<App queryClient={queryClient} router={router} />);
}

/** Renders one component with the app's providers (theme settings and a fresh query client), no router. */
export function renderWithProviders(ui: ReactNode): RenderResult {
  return render(
    <ThemeProvider>
      <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
    </ThemeProvider>,
  );
}
