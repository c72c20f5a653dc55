import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-arabic';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { i18nReady } from './i18n/i18n';
import { waitForBootstrapStylesheet } from './lib/document-direction';
import { createQueryClient } from './lib/query-client';
import { moveStoredAccountDetailsToMemory } from './lib/restore-account-details';
import { applyThemeToDocument, systemPrefersDark } from './lib/theme/apply-theme';
import { readInitialThemeSettings } from './lib/theme/theme-provider';
import { createAppRouter, type AppRouter } from './router';
import './styles/theme.css';
import './styles/base.css';
import './styles/header.css';
import './styles/footer.css';
import './styles/components.css';
import './styles/pages.css';

// A route whose code is slow to arrive shows the frame and its pending state instead of a blank page.
const FIRST_ROUTE_WAIT_LIMIT_MS = 3_000;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function renderApp(queryClient: QueryClient, router: AppRouter): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

// The stored theme picks the direction (so the LTR or RTL Bootstrap build) and scheme; render once styled and
// once the active language's strings are in (both load in parallel).
applyThemeToDocument(readInitialThemeSettings(), systemPrefersDark());
moveStoredAccountDetailsToMemory();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// The route's loaders (its lazy chunk, its data, a watch page's stream) start now, alongside the stylesheet and
// the strings, not after the first render. The first render also waits for them (they only fetch code, and never
// longer than a short limit): rendering before would commit a Suspense fallback, and React then holds the page
// back for its fallback throttle (300 ms) once the code is in.
const firstRoute = Promise.race([router.load(), delay(FIRST_ROUTE_WAIT_LIMIT_MS)]).catch(() => undefined);
void Promise.all([waitForBootstrapStylesheet(), i18nReady, firstRoute]).then(() => {
  renderApp(queryClient, router);
});
