import { createMemoryHistory } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import { App } from '../app';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from '../router';

/** Renders the whole app, with the real router and query client, at an address. */
export function renderApp(path = '/'): RenderResult {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  return render(<App queryClient={queryClient} router={router} />);
}
