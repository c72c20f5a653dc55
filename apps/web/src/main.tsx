import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './i18n/i18n';
import { waitForBootstrapStylesheet } from './lib/document-direction';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import './styles/theme.css';
import './styles/app.css';

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

// Importing i18n picked the language and linked the matching Bootstrap build; render once it is styled.
void waitForBootstrapStylesheet().then(renderApp);
