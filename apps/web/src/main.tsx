import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-arabic';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './i18n/i18n';
import { waitForBootstrapStylesheet } from './lib/document-direction';
import { createQueryClient } from './lib/query-client';
import { applyThemeToDocument, systemPrefersDark } from './lib/theme/apply-theme';
import { readInitialThemeSettings } from './lib/theme/theme-provider';
import { createAppRouter } from './router';
import './styles/theme.css';
import './styles/base.css';
import './styles/header.css';
import './styles/footer.css';
import './styles/components.css';
import './styles/pages.css';

function renderApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

// The stored theme picks the direction (so the LTR or RTL Bootstrap build) and scheme; render once styled.
applyThemeToDocument(readInitialThemeSettings(), systemPrefersDark());
void waitForBootstrapStylesheet().then(renderApp);
